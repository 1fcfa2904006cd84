import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { generateSiteDatasetLazily } from '@react-redux-docs/scripts/generate';
import { siteRecords } from '@react-redux-docs/web/search/records';
import { pagesFromDocuments } from '@react-redux-docs/web/search/records/from-documents';
import { writeSearchIndex } from '../src/writeSearchIndex.ts';

test('the records file, written in batches, is the JSON array of every record', async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'search-records-'));
  try {
    const records = siteRecords(pagesFromDocuments(generateSiteDatasetLazily({ docs: 50 }).documents));
    assert.ok(records.length > 2000, `${records.length} records do not span several batches`);
    for (const some of [records, records.slice(0, 1000), records.slice(0, 1), []]) {
      const recordsFile = path.join(folder, 'records.json');
      await writeSearchIndex({ records: some, recordsFile, publicDir: folder, local: false });
      assert.deepEqual(JSON.parse(await readFile(recordsFile, 'utf8')), some);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
