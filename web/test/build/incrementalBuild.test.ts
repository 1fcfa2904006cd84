import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { writeSeedDataset } from '@react-redux-docs/scripts/seed';
import { BUILD_SCRIPT, copySite } from '../../builder/siteCopy.ts';
import { LOADER_MARKER } from '../../plugins/gatsby-plugin-paint-first/src/startScriptsAfterPaint.ts';
import { assertNoErrorLines } from './buildOutput.ts';

type Doc = { _id: string; _type: string; sidebarLabel?: string; route?: { current: string }; body?: { _type: string; children?: { text: string }[] }[] };

/**
 * `npm run build` in a copy of the site, with the dataset file as its content;
 * it must succeed without printing an error line, clean or incremental.
 */
function build(site: string, datasetFile: string): string {
  const result = spawnSync(process.execPath, [BUILD_SCRIPT], {
    cwd: site,
    env: { ...process.env, SANITY_DATASET_FILE: datasetFile, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  const output = `${result.stdout}${result.stderr}`;
  assert.equal(result.status, 0, `the build failed:\n${output.slice(-3000)}`);
  assertNoErrorLines(output, 'npm run build');
  return output;
}

function editDoc(datasetFile: string, route: string, change: (doc: Doc) => void) {
  const lines = readFileSync(datasetFile, 'utf8').split('\n').filter(Boolean);
  const edited = lines.map((line) => {
    const doc = JSON.parse(line) as Doc;
    if (doc._type !== 'doc' || doc.route?.current !== route) return line;
    change(doc);
    return JSON.stringify(doc);
  });
  writeFileSync(datasetFile, `${edited.join('\n')}\n`);
}

/** How many pages Gatsby rendered to HTML, from its log ("Building static HTML for pages - 1.2s - 3/3"). */
function pagesRendered(output: string): number {
  const match = /Building static HTML for pages - [\d.]+s - (\d+)\/\d+/.exec(output);
  return match ? Number(match[1]) : 0;
}

/** A doc outside the sidebar, added and then removed between builds. */
const EXTRA_DOC = {
  _id: 'doc-incremental-extra',
  _type: 'doc',
  title: 'Extra page',
  route: { current: 'extra-page' },
  body: [
    {
      _type: 'block',
      _key: 'b1',
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: 's1', text: 'A page that comes and goes.', marks: [] }],
    },
  ],
};

const setFirstParagraph = (text: string) => (doc: Doc) => {
  const block = doc.body?.find((item) => item._type === 'block');
  const span = block?.children?.[0];
  if (!span) throw new Error('the doc has no paragraph to change');
  span.text = text;
};

/**
 * What a publish triggers: a content-only change builds incrementally and
 * still reaches every page it shows on (its own, and its neighbour's
 * previous/next link); a change of code or styles builds clean, so no page
 * keeps HTML or CSS from the old code.
 */
test('content-only rebuilds are incremental and correct; a style change builds clean', { timeout: 600_000 }, async () => {
  const site = copySite('.test-site');
  try {
    const datasetFile = await writeSeedDataset(path.join(site, '.dataset'));
    const page = (route: string) => readFileSync(path.join(site, 'public', route, 'index.html'), 'utf8');

    const cleanOutput = build(site, datasetFile);
    assert.match(cleanOutput, /Clean build: no earlier build to reuse/);
    const madeClean = /\[sanity\] (\d+) nodes \((\d+) new or changed, 0 deleted\)/.exec(cleanOutput);
    assert.ok(madeClean && Number(madeClean[1]) > 10 && madeClean[1] === madeClean[2], 'a clean build makes every node');
    const scriptsSlice = () => readFileSync(path.join(site, 'public/_gatsby/slices/_gatsby-scripts-1.html'), 'utf8');
    const sliceAfterCleanBuild = scriptsSlice();

    editDoc(datasetFile, 'api/hooks', setFirstParagraph('First edit of the hooks page.'));
    let output = build(site, datasetFile);
    assert.match(output, /Incremental build/);
    assert.deepEqual(pagesRendered(output), 1, 'only the changed page is rendered again');
    assert.match(output, /\[sanity\] \d+ nodes \(1 new or changed, 0 deleted\)/, 'the other nodes are left alone');
    assert.match(page('api/hooks'), /First edit of the hooks page\./);
    // Webpack's compilation hash is kept, so Gatsby does not stitch every page again, and the paint-first step
    // rewrites only the page written, while every page keeps its loader.
    assert.equal(scriptsSlice(), sliceAfterCleanBuild);
    const painted = /first paint on \d+ of the (\d+) pages this build wrote \((\d+) in all; (\d+) rewritten now/.exec(output);
    assert.ok(painted, 'the paint-first step reports what it did');
    const [, written, all, rewritten] = painted.map(Number);
    assert.ok((all ?? 0) > 10);
    assert.equal(written, 1, 'only the changed page was written since the last paint-first step');
    assert.equal(rewritten, 1);
    const pages = readdirSync(path.join(site, 'public'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes('_gatsby'))
      .map((entry) => path.relative(path.join(site, 'public'), path.join(entry.parentPath, entry.name)));
    assert.ok(pages.length > 10);
    for (const file of pages)
      assert.ok(readFileSync(path.join(site, 'public', file), 'utf8').includes(LOADER_MARKER), `${file} has the loader`);

    // A new sidebar label shows in the sidebar of every doc page and in the neighbours' previous/next links;
    // a new doc gets its page.
    editDoc(datasetFile, 'api/hooks', (doc) => {
      doc.sidebarLabel = 'Hooks, relabelled';
    });
    appendFileSync(datasetFile, `${JSON.stringify(EXTRA_DOC)}\n`);
    output = build(site, datasetFile);
    assert.match(output, /Incremental build/);
    assert.match(page('api/provider'), /Next<\/span>Hooks, relabelled/);
    assert.match(page('introduction/getting-started'), /Hooks, relabelled/);
    assert.match(page('extra-page'), /A page that comes and goes\./);
    // Placed nowhere in particular, it sits at the end of the sidebar's top level, on every page.
    assert.match(page('api/provider'), /href="\/extra-page"/);

    // A doc removed from the dataset loses its node, its page and its sidebar entry; nothing else is made again.
    writeFileSync(
      datasetFile,
      readFileSync(datasetFile, 'utf8')
        .split('\n')
        .filter((line) => !line.includes(EXTRA_DOC._id))
        .join('\n'),
    );
    output = build(site, datasetFile);
    assert.match(output, /Incremental build/);
    // The one node made again is the sidebar, which listed it.
    assert.match(output, /\[sanity\] \d+ nodes \(1 new or changed, 1 deleted\)/);
    assert.equal(existsSync(path.join(site, 'public/extra-page/index.html')), false, 'the removed doc has no page');
    assert.doesNotMatch(page('api/provider'), /href="\/extra-page"/);

    editDoc(datasetFile, 'api/hooks', setFirstParagraph('Second edit of the hooks page.'));
    appendFileSync(path.join(site, 'src/theme/global.css'), '\n:root { --incremental-build-test: 7px; }\n');
    output = build(site, datasetFile);
    assert.match(output, /Clean build: web\/src\/theme\/global\.css changed/);
    assert.match(page('api/hooks'), /Second edit of the hooks page\./);
    assert.match(page('api/hooks'), /--incremental-build-test:7px/);
    assert.match(page('introduction/getting-started'), /--incremental-build-test:7px/);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
