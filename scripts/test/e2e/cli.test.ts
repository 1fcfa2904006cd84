import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import { schemaProblems } from '../../src/import/dataset/schemaCheck.ts';
import { cliPath, fixture, repoRoot, tempDir } from '../support/helpers.ts';

const run = promisify(execFile);

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI with this Node (24) from `cwd`, the way `npx node` would. */
async function cli(args: string[], cwd = repoRoot, extraEnv: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  const env = { ...process.env, INIT_CWD: cwd, ...extraEnv };
  try {
    const { stdout, stderr } = await run(process.execPath, [cliPath, ...args], { cwd, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code?: number; stdout?: string; stderr?: string };
    return { code: code ?? -1, stdout: stdout ?? '', stderr: stderr ?? '' };
  }
}

function readDataset(dir: string) {
  const ndjson = readFileSync(path.join(dir, 'data.ndjson'), 'utf8');
  const images = readdirSync(path.join(dir, 'images')).sort();
  return {
    ndjson,
    images,
    documents: ndjson
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line)),
  };
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md'));
}

describe('import-docs CLI', () => {
  test('imports the seed content/ with no warnings', async () => {
    const out = path.join(tempDir(), 'dataset');
    const result = await cli(['--out', out]);
    assert.equal(result.stderr, '', 'the seed content should import without warnings');
    assert.equal(result.code, 0);
    const { documents, images } = readDataset(out);
    const docs = documents.filter((document) => document._type === 'doc');
    assert.equal(docs.length, markdownFiles(path.join(repoRoot, 'content', 'docs')).length);
    assert.match(result.stdout, new RegExp(`^Imported ${docs.length} docs, ${images.length} images, 0 warnings → `));
    for (const type of ['siteSettings', 'navbar', 'footer', 'announcement', 'landingPage']) {
      assert.ok(
        documents.some((document) => document._id === type && document._type === type),
        `${type} singleton`,
      );
    }
    // The sidebar: a document per category, and each doc's place in it.
    assert.ok(documents.some((document) => document._type === 'sidebarCategory'));
    for (const doc of docs) assert.ok(doc.sidebar?.category, `${doc._id} sits in a sidebar category`);
    assert.deepEqual(await schemaProblems(documents), []);
    for (const document of documents) {
      for (const match of JSON.stringify(document).matchAll(/image@file:\/\/\.\/images\/([^"]+)/g)) {
        assert.ok(images.includes(match[1] ?? ''), `${document._id} uses an image that was written`);
      }
    }
  });

  test('writes a sorted NDJSON and images/<sha1>-<w>x<h>.<ext>, byte-identical on every run', async () => {
    const site = fixture('docusaurus-site', 'sidebars.js');
    const parent = tempDir();
    // Relative paths resolve against INIT_CWD (here the fixture folder).
    const args = (out: string) => ['--docs', 'docs', '--sidebars', 'sidebars.js', '--site', 'site.json', '--out', out];
    const first = await cli(args(path.join(parent, 'a')), site.dir);
    const second = await cli(args(path.join(parent, 'b')), site.dir);
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /^Imported 9 docs, 2 images, 14 warnings → /);
    assert.match(first.stderr, /^docs\/guides\/admonitions\.md:49: warning: heading "Heading inside"/);
    assert.equal(first.stderr, second.stderr);

    const a = readDataset(path.join(parent, 'a'));
    const b = readDataset(path.join(parent, 'b'));
    assert.equal(a.ndjson, b.ndjson);
    assert.deepEqual(a.images, b.images);
    assert.ok(a.ndjson.endsWith('}\n') && !a.ndjson.endsWith('\n\n'));
    const ids = a.documents.map((document: { _id: string }) => document._id);
    assert.deepEqual(ids, [...ids].sort());
    for (const line of a.ndjson.trimEnd().split('\n')) assert.match(line, /^\{"_id":"[^"]+","_type":"[^"]+",/);
    for (const name of a.images) {
      const bytes = readFileSync(path.join(parent, 'a', 'images', name));
      assert.deepEqual(bytes, readFileSync(path.join(parent, 'b', 'images', name)));
      const [hash] = name.split('-');
      assert.equal(hash, createHash('sha1').update(bytes).digest('hex'));
      assert.match(name, /^[0-9a-f]{40}-\d+x\d+\.svg$/);
    }
    assert.deepEqual(readdirSync(path.join(parent, 'a')).sort(), ['data.ndjson', 'images']);
  });

  test('on bad input: exit 1, errors on stderr, nothing written and an existing dataset untouched', async () => {
    const site = fixture('malformed-image');
    const out = path.join(tempDir(), 'dataset');
    const args = ['--docs', site.docsDir, '--sidebars', site.sidebarsFile, '--site', site.siteFile, '--out', out];
    const fresh = await cli(args);
    assert.equal(fresh.code, 1);
    assert.equal(fresh.stdout, '');
    assert.match(
      fresh.stderr,
      /malformed-image\/docs\/page\.md:7: error: image file \.\/img\/missing\.png does not exist/,
    );
    assert.match(fresh.stderr, /Import failed with 1 error; nothing was written\.\n$/);
    assert.equal(existsSync(out), false);
    assert.deepEqual(readdirSync(path.dirname(out)), []);

    mkdirSync(path.join(out, 'images'), { recursive: true });
    writeFileSync(path.join(out, 'data.ndjson'), 'previous\n');
    assert.equal((await cli(args)).code, 1);
    assert.equal(readFileSync(path.join(out, 'data.ndjson'), 'utf8'), 'previous\n');
  });

  test('refuses to replace an output folder holding other files; rejects unknown flags', async () => {
    const site = fixture('malformed-sidebar', 'sidebars.js');
    const out = tempDir();
    writeFileSync(path.join(out, 'notes.txt'), 'keep me');
    const docs = path.join(site.dir, 'docs');
    const ok = fixture('docusaurus-site', 'sidebars.js');
    const result = await cli([
      '--docs',
      ok.docsDir,
      '--sidebars',
      ok.sidebarsFile,
      '--site',
      ok.siteFile,
      '--out',
      out,
    ]);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /refusing to replace the output folder: it contains other files \(notes\.txt\)/);
    assert.equal(readFileSync(path.join(out, 'notes.txt'), 'utf8'), 'keep me');
    const usage = await cli(['--docs', docs, '--bogus']);
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /Unknown option '--bogus'/);
  });

  test('a config that imports packages the website has not installed leaves no temporary files behind', async () => {
    // The classic fixture's config imports prism-react-renderer, which is not installed here: it is stubbed.
    const tmp = tempDir('cli-tmp-');
    const result = await cli(
      ['--website', fixture('classic-site').dir, '--out', path.join(tempDir(), 'out')],
      repoRoot,
      {
        TMPDIR: tmp,
      },
    );
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(readdirSync(tmp), []);
  });
});
