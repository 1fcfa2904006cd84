import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { cachedTwins, type PluginCache, saveTwinKeys } from '../src/twinCache.ts';
import { writeChangedFiles } from '../src/writeChangedFiles.ts';

/** Gatsby's plugin cache, in memory: what survives from one build to the next. */
function memoryCache(): PluginCache {
  const values = new Map<string, unknown>();
  return {
    get: async (key) => structuredClone(values.get(key)),
    set: async (key, value) => values.set(key, structuredClone(value)),
  };
}

const doc = (id: string, digest: string, text: string) => ({ _id: id, internal: { contentDigest: digest }, text });
type Doc = ReturnType<typeof doc>;

/** The plugin's twin step in gatsby-node's order: twins read back or rendered, files written, keys saved. */
async function buildTwins(
  docs: readonly Doc[],
  options: { cache: PluginCache; publicDir: string; siteUrl?: string; renders?: string[] },
) {
  const result = await cachedTwins(docs, {
    cache: options.cache,
    publicDir: options.publicDir,
    siteUrl: options.siteUrl ?? 'https://x.test',
    fileOf: (one) => `${one._id}.md`,
    render: async (one) => {
      options.renders?.push(one._id);
      return `# ${one.text}`;
    },
  });
  await writeChangedFiles(
    options.publicDir,
    docs.map((one) => [`${one._id}.md`, result.twins.get(one._id) ?? ''] as const),
    options.cache,
  );
  await saveTwinKeys(options.cache, result.keys);
  return result;
}

test('a twin is rendered again only when its doc or the site address changed, and read back otherwise', async () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), 'twins-'));
  try {
    const cache = memoryCache();
    const renders: string[] = [];
    const build = (docs: readonly Doc[], siteUrl?: string) =>
      buildTwins(docs, { cache, publicDir, renders, ...(siteUrl ? { siteUrl } : {}) });
    const docs = [doc('a', 'd1', 'First'), doc('b', 'd2', 'Second')];
    let result = await build(docs);
    assert.equal(result.rendered, 2);
    assert.equal(result.twins.get('b'), '# Second');

    renders.length = 0;
    result = await build([docs[0] as (typeof docs)[0], doc('b', 'd3', 'Second, edited')]);
    assert.deepEqual(renders, ['b']);
    assert.equal(result.twins.get('a'), '# First', 'read back from the file the first build wrote');
    assert.equal(result.twins.get('b'), '# Second, edited');

    // A twin whose file is gone is rendered again, as is every twin when the site's address changes.
    rmSync(path.join(publicDir, 'a.md'));
    renders.length = 0;
    await build([docs[0] as (typeof docs)[0], doc('b', 'd3', 'Second, edited')]);
    assert.deepEqual(renders, ['a']);
    renders.length = 0;
    await build(docs, 'https://y.test');
    assert.deepEqual(renders, ['a', 'b'], 'absolute links name the site: a new address renders every twin');
  } finally {
    rmSync(publicDir, { recursive: true, force: true });
  }
});

test('only files whose text changed are written; files of docs that are gone are removed', async () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), 'twins-'));
  try {
    const cache = memoryCache();
    const file = (name: string) => path.join(publicDir, name);
    let result = await writeChangedFiles(
      publicDir,
      [
        ['api/hooks.md', '# Hooks'],
        ['api/provider.md', '# Provider'],
        ['llms.txt', 'list'],
      ],
      cache,
    );
    assert.deepEqual(result, { written: 3, removed: 0 });
    // Backdated, so a rewrite would show in the modification time.
    const past = new Date('2020-01-01T00:00:00Z');
    utimesSync(file('api/provider.md'), past, past);

    result = await writeChangedFiles(
      publicDir,
      [
        ['api/hooks.md', '# Hooks, edited'],
        ['api/provider.md', '# Provider'],
        ['llms.txt', 'list'],
      ],
      cache,
    );
    assert.deepEqual(result, { written: 1, removed: 0 });
    assert.equal(readFileSync(file('api/hooks.md'), 'utf8'), '# Hooks, edited');
    assert.equal(
      statSync(file('api/provider.md')).mtime.getTime(),
      past.getTime(),
      'an unchanged twin is not rewritten',
    );

    // A twin deleted by hand (or a public folder emptied) is written again, even with the same text.
    rmSync(file('llms.txt'));
    result = await writeChangedFiles(
      publicDir,
      [
        ['api/hooks.md', '# Hooks, edited'],
        ['llms.txt', 'list'],
      ],
      cache,
    );
    assert.deepEqual(result, { written: 1, removed: 1 });
    assert.equal(existsSync(file('api/provider.md')), false, 'the removed doc’s twin is gone');
    assert.equal(readFileSync(file('llms.txt'), 'utf8'), 'list');
  } finally {
    rmSync(publicDir, { recursive: true, force: true });
  }
});

test('a build that stops while writing leaves no file passing for its earlier text', async () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), 'twins-'));
  try {
    const cache = memoryCache();
    const build = (docs: readonly Doc[]) => buildTwins(docs, { cache, publicDir });
    const first = [doc('a', 'd1', 'First'), doc('b', 'd2', 'Second')];
    await build(first);

    // The second build rewrites a.md, then fails on c.md (a folder stands in its place) before it saves its lists.
    mkdirSync(path.join(publicDir, 'c.md'));
    await assert.rejects(
      build([doc('a', 'd3', 'First, edited'), first[1] as (typeof first)[1], doc('c', 'd4', 'Third')]),
      /Could not write c\.md/,
    );
    assert.equal(readFileSync(path.join(publicDir, 'a.md'), 'utf8'), '# First, edited', 'written before the failure');
    rmdirSync(path.join(publicDir, 'c.md'));

    // The doc goes back to what the first build had: its file must say so again.
    await build(first);
    assert.equal(readFileSync(path.join(publicDir, 'a.md'), 'utf8'), '# First');
    assert.equal(readFileSync(path.join(publicDir, 'b.md'), 'utf8'), '# Second');
  } finally {
    rmSync(publicDir, { recursive: true, force: true });
  }
});
