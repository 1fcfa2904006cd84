import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { generateSiteDatasetLazily } from '@react-redux-docs/scripts/generate';
import { CHUNK_SIZE } from '@react-redux-docs/web/search/local-index';
import { siteRecords } from '@react-redux-docs/web/search/records';
import { pagesFromDocuments } from '@react-redux-docs/web/search/records/from-documents';
import { LOCAL_INDEX_DIR, writeSearchIndex } from '../src/writeSearchIndex.ts';

test('the records file, written in batches, is the JSON array of every record', async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'search-records-'));
  try {
    const records = siteRecords(pagesFromDocuments(generateSiteDatasetLazily({ docs: 50 }).documents));
    assert.ok(records.length > 2000, `${records.length} records do not span several batches`);
    for (const some of [records, records.slice(0, 1000), records.slice(0, 1), []]) {
      const recordsFile = path.join(folder, 'records.json');
      await writeSearchIndex({ records: some, recordsFile, publicDir: folder, local: false, stateDir: folder });
      assert.deepEqual(JSON.parse(await readFile(recordsFile, 'utf8')), some);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test('a rebuild writes only the index files whose content changed, and removes the ones that are gone', async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'search-index-'));
  try {
    const records = siteRecords(pagesFromDocuments(generateSiteDatasetLazily({ docs: 50 }).documents));
    const options = {
      recordsFile: path.join(folder, '.search/records.json'),
      publicDir: folder,
      local: true,
      stateDir: path.join(folder, '.cache'),
    };
    const first = await writeSearchIndex({ ...options, records });
    assert.equal(first.rewritten, first.files - 1, 'a first build writes every file');
    const index = path.join(folder, LOCAL_INDEX_DIR);
    const files = await filesUnder(index);
    const stamps = new Map(await Promise.all(files.map(async (file) => [file, await stampOf(index, file)] as const)));
    const again = await writeSearchIndex({ ...options, records });
    assert.equal(again.rewritten, 0, 'the same records write nothing');

    // One paragraph of one page now says something else.
    const edited = records.findIndex((record) => record.type === 'content' && record.url.includes('#'));
    const changed = records.map((record, at) =>
      at === edited ? { ...record, content: 'Zanzibar quokka marmalade.' } : record,
    );
    // A second later, so that the files it writes have a later stamp.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const next = await writeSearchIndex({ ...options, records: changed });
    assert.ok(next.rewritten > 0 && next.rewritten < first.files / 20, `${next.rewritten} of ${first.files} written`);
    const manifest = JSON.parse(await readFile(path.join(index, 'manifest.json'), 'utf8'));
    const after = await filesUnder(index);
    let unchanged = 0;
    for (const file of after.filter((one) => one !== 'manifest.json')) {
      const stamp = await stampOf(index, file);
      assert.ok(stamp <= manifest.generation, `${file} is not newer than its manifest`);
      if (stamp === stamps.get(file)) unchanged++;
      else assert.equal(stamp, manifest.generation, `${file} was written by this build`);
    }
    assert.equal(
      unchanged,
      after.length - 1 - next.rewritten,
      'every file not written keeps the stamp of the build that wrote it',
    );

    // The records of the last chunk are gone, and so is its file.
    const kept = changed.length - (changed.length % CHUNK_SIZE || CHUNK_SIZE);
    await writeSearchIndex({ ...options, records: changed.slice(0, kept) });
    const lastChunk = `records/${kept / CHUNK_SIZE}.json`;
    assert.ok(after.includes(lastChunk), lastChunk);
    assert.ok(!(await filesUnder(index)).includes(lastChunk), 'the chunk of the records gone is gone');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test('a build that stops while writing leaves no index file passing for its earlier content', async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'search-index-'));
  try {
    const records = siteRecords(pagesFromDocuments(generateSiteDatasetLazily({ docs: 50 }).documents));
    const edited = records.findIndex((record) => record.type === 'content' && record.url.includes('#'));
    const changed = records.map((record, at) =>
      at === edited ? { ...record, content: 'Zanzibar quokka marmalade.' } : record,
    );
    const build = (root: string, some: typeof records) =>
      writeSearchIndex({
        records: some,
        recordsFile: path.join(root, '.search/records.json'),
        publicDir: root,
        local: true,
        stateDir: path.join(root, '.cache'),
      });
    await build(folder, records);
    const index = path.join(folder, LOCAL_INDEX_DIR);
    const first = await contentsUnder(index);

    // The edited record's chunk is a folder now: the next build writes the other changed files, then fails on it.
    const chunk = `records/${Math.floor(edited / CHUNK_SIZE)}.json`;
    await rm(path.join(index, chunk));
    await mkdir(path.join(index, chunk));
    await assert.rejects(build(folder, changed), new RegExp(`Could not write the search index file ${chunk}`));
    const halfway = await contentsUnder(index);
    assert.ok(
      [...halfway].some(([file, content]) => first.has(file) && first.get(file) !== content),
      'the failed build rewrote some files',
    );
    await rm(path.join(index, chunk), { recursive: true });

    // The content goes back to what the first build indexed: every file must hold it again.
    await build(folder, records);
    assert.deepEqual(await contentsUnder(index), first);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

/** Each file's content without its build stamp, by path (the manifest's generation left out too). */
async function contentsUnder(folder: string): Promise<Map<string, string>> {
  const contents = new Map<string, string>();
  for (const file of await filesUnder(folder)) {
    const { g: _stamp, generation: _generation, ...rest } = JSON.parse(await readFile(path.join(folder, file), 'utf8'));
    contents.set(file, JSON.stringify(rest));
  }
  return contents;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function stampOf(folder: string, file: string): Promise<number> {
  return (JSON.parse(await readFile(path.join(folder, file), 'utf8')) as { g: number }).g;
}
