/**
 * What a reader of these docs expects search to find first, checked on the
 * real seed content with the local engine.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { importDocusaurusSite } from '@react-redux-docs/scripts/import';
import { SEED_CONTENT } from '@react-redux-docs/scripts/seed';
import { queryTerms } from '../../../src/search/local/analyzer.ts';
import { buildLocalIndex } from '../../../src/search/local/buildIndex.ts';
import { LocalSearchEngine } from '../../../src/search/local/engine.ts';
import { pagesFromDocuments } from '../../../src/search/records/fromDocuments.ts';
import {
  CURRENT_DOCS,
  contextualFacetFilters,
  type SearchRecord,
  siteRecords,
} from '../../../src/search/records/index.ts';

let engine: LocalSearchEngine;
/** The same records with every shard split as deep as it goes, as the shards of common prefixes are on big sites. */
let deepEngine: LocalSearchEngine;
let deepShards = 0;
/** The same records with heads of two postings, as the heads of common words are on big sites. */
let tinyHeadsEngine: LocalSearchEngine;
let records: SearchRecord[];

function engineOver(index: ReturnType<typeof buildLocalIndex>): LocalSearchEngine {
  const byPath = new Map(index.files.map((file) => [file.path, file.body]));
  byPath.set('manifest.json', JSON.stringify(index.manifest));
  return new LocalSearchEngine(async (path) => JSON.parse(byPath.get(path) ?? 'null'));
}

before(async () => {
  const { documents } = await importDocusaurusSite(SEED_CONTENT);
  records = siteRecords(pagesFromDocuments(documents));
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

const LEVEL = { lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6, content: 7 } as const;
type Hit = Pick<SearchRecord, 'type' | 'url' | 'url_without_anchor' | 'hierarchy'>;
const ownHeading = (hit: Hit) => (hit.type === 'content' ? null : hit.hierarchy[hit.type]);
/** `inner` is in the section headed by `outer`: deeper on the same page, under the same headings. */
const isInside = (inner: Hit, outer: Hit) =>
  inner.url_without_anchor === outer.url_without_anchor &&
  LEVEL[inner.type] > LEVEL[outer.type] &&
  (['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const)
    .slice(0, LEVEL[outer.type])
    .every((level) => inner.hierarchy[level] === outer.hierarchy[level]);

test('a section whose own heading holds the query word comes before the subsections inside it, as Algolia ranks DocSearch records', async () => {
  // Every word of every heading, as a query: typed in full, and as the prefix a reader has typed so far.
  const queries = new Set<string>();
  for (const record of records) {
    const heading = ownHeading(record);
    if (heading && record.type !== 'lvl1')
      for (const word of queryTerms(heading)) {
        queries.add(word);
        if (word.length > 4) queries.add(word.slice(0, 4));
      }
  }
  assert.ok(queries.size > 300, `${queries.size} queries`);
  const misordered: string[] = [];
  for (const target of [engine, tinyHeadsEngine])
    for (const query of queries) {
      const { hits } = await target.search({
        query,
        hitsPerPage: 50,
        facetFilters: contextualFacetFilters(CURRENT_DOCS),
      });
      hits.forEach((inner, at) => {
        for (const section of hits.slice(at + 1)) {
          const heading = ownHeading(section);
          const holdsWord = heading !== null && queryTerms(heading).some((word) => word.startsWith(query));
          if (holdsWord && isInside(inner, section))
            misordered.push(`"${query}": ${inner.url} before ${section.url} ("${heading}")`);
        }
      });
    }
  assert.deepEqual(misordered, []);
});
