/**
 * What a reader of these docs expects search to find first, checked on the
 * real seed content with the local engine.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { importDocusaurusSite } from '@react-redux-docs/scripts/import';
import { SEED_CONTENT } from '@react-redux-docs/scripts/seed';
import { buildLocalIndex } from '../../src/search/local/buildIndex.ts';
import { LocalSearchEngine } from '../../src/search/local/engine.ts';
import { pagesFromDocuments } from '../../src/search/records/fromDocuments.ts';
import { CURRENT_DOCS, contextualFacetFilters, siteRecords } from '../../src/search/records/index.ts';

let engine: LocalSearchEngine;

before(async () => {
  const { documents } = await importDocusaurusSite(SEED_CONTENT);
  const { manifest, files } = buildLocalIndex(siteRecords(pagesFromDocuments(documents)));
  const byPath = new Map(files.map((file) => [file.path, file.body]));
  byPath.set('manifest.json', JSON.stringify(manifest));
  engine = new LocalSearchEngine(async (path) => JSON.parse(byPath.get(path) ?? 'null'));
});

const firstUrl = async (query: string) =>
  (await engine.search({ query, hitsPerPage: 20, facetFilters: contextualFacetFilters(CURRENT_DOCS) })).hits[0]?.url;

const EXPECTED: [query: string, url: string][] = [
  ['useSelector', '/api/hooks#useselector'],
  ['useSele', '/api/hooks#useselector'],
  ['useSelctor', '/api/hooks#useselector'],
  ['useselector', '/api/hooks#useselector'],
  ['useDispatch', '/api/hooks#usedispatch'],
  ['useStore', '/api/hooks#usestore'],
  ['Provider', '/api/provider'],
  ['Provder', '/api/provider'],
  ['connect', '/api/connect'],
  ['batch', '/api/batch'],
  ['zombie children', '/api/hooks#stale-props-and-zombie-children'],
  ['could not find store', '/troubleshooting#could-not-find-store-in-either-the-context-or-props'],
];

for (const [query, url] of EXPECTED) {
  test(`"${query}" finds ${url} first`, async () => {
    assert.equal(await firstUrl(query), url);
  });
}
