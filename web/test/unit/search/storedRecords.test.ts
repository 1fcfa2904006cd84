/** Chunk files hold records packed: every record of the real seed content comes back as the engine keeps it. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { importDocusaurusSite } from '@react-redux-docs/scripts/import';
import { SEED_CONTENT } from '@react-redux-docs/scripts/seed';
import { packRecord, unpackRecord } from '../../../src/search/local/storedRecords.ts';
import { pagesFromDocuments } from '../../../src/search/records/fromDocuments.ts';
import { type SearchRecord, siteRecords } from '../../../src/search/records/index.ts';

const kept = ({
  objectID,
  type,
  url,
  url_without_anchor,
  anchor,
  hierarchy,
  content,
  code,
  keywords,
}: SearchRecord) => ({
  objectID,
  type,
  url,
  url_without_anchor,
  anchor,
  hierarchy,
  content,
  ...(code.length > 0 ? { code } : {}),
  ...(keywords.length > 0 ? { keywords } : {}),
});

test('every seed record survives packing and JSON: hierarchy, URL, code and keywords as they were', async () => {
  const { documents } = await importDocusaurusSite(SEED_CONTENT);
  const records = siteRecords(pagesFromDocuments(documents));
  assert.ok(records.length > 500);
  for (const record of records)
    assert.deepEqual(unpackRecord(JSON.parse(JSON.stringify(packRecord(record)))), kept(record), record.objectID);
  assert.ok(records.some((record) => record.code.length > 0) && records.some((record) => record.keywords.length > 0));
});

test('a URL that is not the page path and anchor is kept as it is, and empty fields before it hold their places', () => {
  const odd: SearchRecord = {
    objectID: 'a:x:0',
    type: 'lvl2',
    url: '/elsewhere#x',
    url_without_anchor: '/a',
    anchor: 'x',
    hierarchy: { lvl0: 'Guides', lvl1: 'A', lvl2: 'X', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    code: [],
    keywords: [],
    language: 'en',
    version: 'current',
    docusaurus_tag: 'docs-default-current',
    weight: { pageRank: 0, level: 80, position: 0 },
  };
  assert.deepEqual(unpackRecord(JSON.parse(JSON.stringify(packRecord(odd)))), kept(odd));
});
