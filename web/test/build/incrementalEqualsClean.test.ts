/**
 * What a publish deploys is what a clean build of the same content makes: a
 * 1,000-doc generated site is built, one doc's text changes, the site is
 * rebuilt incrementally (as a publish does), and its output is compared file
 * by file with a clean build of the changed content in another folder. Only
 * build identifiers may differ: the search index's stamps of when a file's
 * build ran, which tell a reader's session that a deploy came in between.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { BUILD_SCRIPT, copySite } from '../../builder/siteCopy.ts';
import { assertNoErrorLines } from './buildOutput.ts';

const GENERATE = path.resolve(import.meta.dirname, '../../../scripts/src/cli/generate-site.ts');
const DOCS = 1000;

function run(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(process.execPath, args, {
    cwd,
    env: { ...process.env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout}${result.stderr}`;
  assert.equal(result.status, 0, `${path.basename(args[0] ?? '')} failed:\n${output.slice(-3000)}`);
  return output;
}

/** Changes the text of one doc's first paragraph, as an editor's publish would. */
function changeOneDoc(datasetFile: string): string {
  const lines = readFileSync(datasetFile, 'utf8').split('\n').filter(Boolean);
  const docs = lines.map((line, index) => ({ index, doc: JSON.parse(line) })).filter(({ doc }) => doc._type === 'doc');
  const target = docs[Math.floor(docs.length / 3)];
  if (!target) throw new Error('the generated dataset has no docs');
  const block = target.doc.body.find((item: { _type: string }) => item._type === 'block');
  block.children = [{ _type: 'span', _key: 'equalspan', text: 'Edited once, and published.', marks: [] }];
  block.markDefs = [];
  lines[target.index] = JSON.stringify(target.doc);
  writeFileSync(datasetFile, `${lines.join('\n')}\n`);
  return target.doc.route.current;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A search index file with its build's stamp taken out (format.ts: `g` of a file, `generation` of the manifest). */
function withoutStamp(file: string, body: Buffer): string {
  const text = (file.endsWith('.gz') ? gunzipSync(body) : body).toString('utf8');
  return text.replace(/^\{"g":\d+,/, '{').replace(/,"generation":\d+/, '');
}

test(
  `a ${DOCS.toLocaleString('en')}-doc site rebuilt after one doc changed equals a clean build of the changed content`,
  { timeout: 1_200_000 },
  () => {
    const datasetDir = mkdtempSync(path.join(tmpdir(), 'incremental-equals-clean-'));
    const incremental = copySite('.test-site-incremental');
    let clean: string | undefined;
    try {
      run([GENERATE, '--docs', String(DOCS), '--out', datasetDir], path.dirname(GENERATE));
      const env = { SANITY_DATASET_FILE: path.join(datasetDir, 'data.ndjson') };
      assertNoErrorLines(run([BUILD_SCRIPT, '--clean'], incremental, env), 'the first build');
      const route = changeOneDoc(env.SANITY_DATASET_FILE);
      const rebuild = run([BUILD_SCRIPT], incremental, env);
      assert.match(rebuild, /Incremental build/);
      assert.match(rebuild, /Search: .*\(\d+ written now; 1 pages read and \d+ terms scored\)/);
      assert.match(rebuild, /Markdown: .*; 1 twins rendered now/);
      clean = copySite('.test-site-clean');
      run([BUILD_SCRIPT, '--clean'], clean, env);

      const made = path.join(incremental, 'public');
      const expected = path.join(clean, 'public');
      const files = filesUnder(made);
      assert.deepEqual(files, filesUnder(expected), 'the same files');
      assert.ok(files.length > DOCS * 5, `${files.length} files`);
      const differing: string[] = [];
      for (const file of files) {
        const [a, b] = [readFileSync(path.join(made, file)), readFileSync(path.join(expected, file))];
        if (a.equals(b)) continue;
        if (file.startsWith('search-index/') && withoutStamp(file, a) === withoutStamp(file, b)) continue;
        differing.push(file);
      }
      assert.deepEqual(differing, [], 'files that differ by more than a build stamp');
      assert.match(readFileSync(path.join(made, route, 'index.html'), 'utf8'), /Edited once, and published\./);
    } finally {
      rmSync(datasetDir, { recursive: true, force: true });
      rmSync(incremental, { recursive: true, force: true });
      if (clean) rmSync(clean, { recursive: true, force: true });
    }
  },
);
