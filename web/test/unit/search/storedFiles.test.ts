/**
 * A large index is stored gzipped (storedFiles.ts): every file of the real
 * seed content, forced to be stored so, reads back as its JSON, and an engine
 * reading the stored bytes answers exactly as one reading the JSON.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { importDocusaurusSite } from '@react-redux-docs/scripts/import';
import { SEED_CONTENT } from '@react-redux-docs/scripts/seed';
import { buildLocalIndex, withBodies } from '../../../src/search/local/buildIndex.ts';
import { LocalSearchEngine } from '../../../src/search/local/engine.ts';
import { parseStored } from '../../../src/search/local/storedFiles.ts';
import { storedBody } from '../../../src/search/local/storeFile.ts';
import { pagesFromDocuments } from '../../../src/search/records/fromDocuments.ts';
import { CURRENT_DOCS, contextualFacetFilters, siteRecords } from '../../../src/search/records/index.ts';

const records = siteRecords(pagesFromDocuments((await importDocusaurusSite(SEED_CONTENT)).documents));
/** An index's files as written to disk. */
const storedFiles = async (index: ReturnType<typeof buildLocalIndex>) =>
  Promise.all(
    withBodies(index.files).map(async (file) => ({
      ...file,
      stored: await storedBody(file.body, index.manifest.gzipped),
    })),
  );
const bytes = (stored: string | Uint8Array) => (typeof stored === 'string' ? new TextEncoder().encode(stored) : stored);

function engineOver(manifestBody: string, files: Map<string, string | Uint8Array>) {
  const read: string[] = [];
  const engine = new LocalSearchEngine(async (path) => {
    read.push(path);
    if (path === 'manifest.json') return JSON.parse(manifestBody);
    const stored = files.get(path);
    if (stored === undefined) throw new Error(`404 ${path}`);
    return parseStored(bytes(stored));
  });
  return { engine, read };
}

test('a small index stays JSON; a large one, or one asked to, is stored gzipped', async () => {
  const small = buildLocalIndex(records);
  assert.equal(small.manifest.gzipped, false);
  for (const file of await storedFiles(small)) {
    assert.equal(file.stored, file.body);
    assert.match(file.path, /\.json$/);
  }
  const gzipped = buildLocalIndex(records, { gzip: true });
  assert.equal(gzipped.manifest.gzipped, true);
  assert.notEqual(gzipped.manifest.build, small.manifest.build, 'a stored form of its own is another build');
  for (const file of await storedFiles(gzipped)) {
    assert.match(file.path, /\.json\.gz$/);
    assert.ok(file.stored instanceof Uint8Array, file.path);
    assert.equal(gunzipSync(file.stored).toString('utf8'), file.body, file.path);
  }
});

test('gzipped files read back as their JSON, and so do files a host sent already decoded', async () => {
  const files = await storedFiles(buildLocalIndex(records, { gzip: true }));
  for (const file of files.slice(0, 50)) {
    assert.deepEqual(await parseStored(bytes(file.stored)), JSON.parse(file.body), file.path);
    assert.deepEqual(await parseStored(bytes(file.body)), JSON.parse(file.body), file.path);
  }
});

test('an engine reading the gzipped index answers as one reading the JSON', async () => {
  const plain = buildLocalIndex(records);
  const gzipped = buildLocalIndex(records, { gzip: true });
  const over = async (index: typeof plain) =>
    engineOver(
      JSON.stringify(index.manifest),
      new Map((await storedFiles(index)).map((file) => [file.path, file.stored])),
    );
  const a = await over(plain);
  const b = await over(gzipped);
  for (const query of ['useSelector', 'stor', 'connect provider', 'selectr', 'batch']) {
    const request = { query, hitsPerPage: 20, facetFilters: contextualFacetFilters(CURRENT_DOCS) };
    const [left, right] = await Promise.all([a.engine.search(request), b.engine.search(request)]);
    assert.ok(left.hits.length > 0, query);
    assert.deepEqual({ ...right, processingTimeMS: 0 }, { ...left, processingTimeMS: 0 }, query);
  }
  assert.ok(b.read.some((path) => path.endsWith('.json.gz')));
});
