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
/** The same records with every shard split as deep as it goes, as the shards of common prefixes are on big sites. */
let deepEngine: LocalSearchEngine;
let deepShards = 0;
/** The same records with heads of two postings, as the heads of common words are on big sites. */
let tinyHeadsEngine: LocalSearchEngine;

function engineOver(index: ReturnType<typeof buildLocalIndex>): LocalSearchEngine {
  const byPath = new Map(index.files.map((file) => [file.path, file.body]));
  byPath.set('manifest.json', JSON.stringify(index.manifest));
  return new LocalSearchEngine(async (path) => JSON.parse(byPath.get(path) ?? 'null'));
}

before(async () => {
  const { documents } = await importDocusaurusSite(SEED_CONTENT);
  const records = siteRecords(pagesFromDocuments(documents));
  engine = engineOver(buildLocalIndex(records));
  const deep = buildLocalIndex(records, { splitBytes: 0 });
  deepShards = deep.manifest.keys.length;
  deepEngine = engineOver(deep);
  tinyHeadsEngine = engineOver(buildLocalIndex(records, { headPostings: 2 }));
});

const firstUrl = async (query: string, target = engine) =>
  (await target.search({ query, hitsPerPage: 20, facetFilters: contextualFacetFilters(CURRENT_DOCS) })).hits[0]?.url;

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
  test(`"${query}" finds ${url} first, with whole postings and with heads of two`, async () => {
    assert.equal(await firstUrl(query), url);
    assert.equal(await firstUrl(query, tinyHeadsEngine), url);
  });
}

// Typos are forgiven within a shard, so only after its key: split deeper, a query can lose typo
// matches (fully split, "useSelctor" finds nothing), never exact or prefix ones, and never its best hit.
const TYPOS = new Set(['useSelctor', 'Provder']);

test('splitting shards deeper changes which files a query fetches, and can only drop typo matches', async () => {
  assert.ok(deepShards > 1000, `${deepShards} shards`);
  const search = (target: LocalSearchEngine, query: string) =>
    target.search({ query, hitsPerPage: 1000, facetFilters: contextualFacetFilters(CURRENT_DOCS) });
  for (const [query] of EXPECTED.filter(([query]) => !TYPOS.has(query))) {
    const [shallow, deep] = await Promise.all([search(engine, query), search(deepEngine, query)]);
    // Hits are one per URL; which record of a section stands for it may differ.
    const found = new Set(shallow.hits.map((hit) => hit.url));
    assert.ok(deep.hits.length > 0, query);
    assert.equal(deep.hits[0]?.url, shallow.hits[0]?.url, query);
    for (const hit of deep.hits) assert.ok(found.has(hit.url), `${query}: ${hit.url}`);
  }
});
