import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TextSection } from '../../../src/render/types.ts';
import { type BuildOptions, buildLocalIndex, withBodies } from '../../../src/search/local/buildIndex.ts';
import { LocalSearchEngine, type SearchRequest } from '../../../src/search/local/engine.ts';
import { shardPath } from '../../../src/search/local/format.ts';
import { decodeMembers, encodeMembers, holds } from '../../../src/search/local/members.ts';
import { CURRENT_DOCS, pageRecords, type SearchRecord } from '../../../src/search/records/index.ts';

const section = (anchor: string, title: string, texts: string[], level = 2): TextSection => ({
  anchor,
  title,
  level,
  hierarchy: [{ level, title }],
  content: texts.map((text) => ({ kind: 'paragraph', text })),
});
const intro = (texts: string[]): TextSection => ({
  anchor: null,
  title: null,
  level: 1,
  hierarchy: [],
  content: texts.map((text) => ({ kind: 'paragraph' as const, text })),
});

const LONG =
  'When the store changes, every subscribed component runs its selector again and compares the result with the previous one, then it renders only if the value differs from before.';

function records(): SearchRecord[] {
  const hooks = pageRecords({
    docId: 'hooks',
    path: '/api/hooks',
    title: 'Hooks',
    category: 'API Reference',
    keywords: [],
    sections: [
      intro(['Hooks read the <Provider> store & dispatch actions.']),
      section('useselector', 'useSelector()', [LONG, 'A second paragraph about useSelector usage.']),
      section('usedispatch', 'useDispatch()', ['Returns the dispatch function of the store.']),
    ],
  });
  const provider = pageRecords({
    docId: 'provider',
    path: '/api/provider',
    title: 'Provider',
    category: 'API Reference',
    keywords: [],
    sections: [intro(['The Provider makes the store available to nested components.'])],
  });
  const old = pageRecords(
    {
      docId: 'old-hooks',
      path: '/1.x/api/hooks',
      title: 'Hooks (old)',
      category: 'API Reference',
      keywords: [],
      sections: [section('useselector', 'useSelector()', ['The old selector hook.'])],
    },
    { ...CURRENT_DOCS, version: '1.x', tag: 'docs-default-1.x' },
  );
  return [...hooks, ...provider, ...old];
}

function engineFor(input: SearchRecord[], options: BuildOptions = {}) {
  const { manifest, files } = buildLocalIndex(input, options);
  const byPath = new Map(withBodies(files).map((file) => [file.path, file.body]));
  byPath.set('manifest.json', JSON.stringify(manifest));
  const loaded: string[] = [];
  const engine = new LocalSearchEngine(async (path) => {
    loaded.push(path);
    const body = byPath.get(path);
    if (body === undefined) throw new Error(`404 ${path}`);
    return JSON.parse(body);
  });
  return { engine, loaded, manifest };
}

/** The highlighted or snippeted value of `path` (e.g. "hierarchy.lvl2") in a hit's `_highlightResult` or `_snippetResult`. */
function valueAt(result: unknown, path: string): { value: string; matchLevel: string; matchedWords?: string[] } {
  const found = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], result);
  assert.ok(found, `no ${path} in ${JSON.stringify(result)}`);
  return found as { value: string; matchLevel: string; matchedWords?: string[] };
}

const CURRENT: SearchRequest['facetFilters'] = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

test('answers in Algolia’s shape: hits with highlight and snippet results, nbHits, paging', async () => {
  const { engine } = engineFor(records());
  const result = await engine.search({
    indexName: 'docs',
    query: 'useSelector',
    hitsPerPage: 20,
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content', 'type', 'url'],
    attributesToSnippet: ['hierarchy.lvl2:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    facetFilters: CURRENT,
  });
  assert.equal(result.index, 'docs');
  assert.equal(result.page, 0);
  assert.equal(result.hitsPerPage, 20);
  assert.equal(result.nbHits, result.hits.length);
  assert.equal(result.queryID, undefined, 'a query ID only with clickAnalytics');
  const [first] = result.hits;
  assert.equal(first?.url, '/api/hooks#useselector');
  assert.equal(first?.type, 'lvl2');
  assert.deepEqual(Object.keys(first?.hierarchy ?? {}), ['lvl0', 'lvl1', 'lvl2'], 'only the attributes asked for');
  const highlight = first?._highlightResult as {
    hierarchy: Record<string, { value: string; matchLevel: string; matchedWords: string[] }>;
  };
  assert.equal(highlight.hierarchy.lvl2?.value, '<mark>useSelector</mark>()');
  assert.equal(highlight.hierarchy.lvl2?.matchLevel, 'full');
  assert.deepEqual(highlight.hierarchy.lvl2?.matchedWords, ['useselector']);
  assert.equal(highlight.hierarchy.lvl1?.matchLevel, 'none');
});

test('hits are distinct by URL: a section is found once, by its best record', async () => {
  const { engine } = engineFor(records());
  const result = await engine.search({ query: 'useSelector', facetFilters: CURRENT });
  const urls = result.hits.map((hit) => hit.url);
  assert.equal(new Set(urls).size, urls.length);
  assert.deepEqual(urls, ['/api/hooks#useselector']);
});

test('snippets keep the requested number of words around the match, with the ellipsis where cut', async () => {
  const { engine } = engineFor(records());
  const result = await engine.search({
    query: 'differs',
    attributesToSnippet: ['content:5'],
    snippetEllipsisText: '…',
    highlightPreTag: '[',
    highlightPostTag: ']',
  });
  const snippet = valueAt(result.hits[0]?._snippetResult, 'content');
  assert.equal(snippet.value, '…the value [differs] from before.');
  assert.equal(snippet.matchLevel, 'full');
  const wider = await engine.search({
    query: 'differs',
    attributesToSnippet: ['content:10'],
    highlightPreTag: '[',
    highlightPostTag: ']',
  });
  const value = valueAt(wider.hits[0]?._snippetResult, 'content').value;
  assert.equal(value.replace(/^…|…$/g, '').split(' ').length, 10);
});

test('text is HTML-escaped before the highlight tags go in', async () => {
  const { engine } = engineFor(records());
  const result = await engine.search({
    query: 'provider store',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    attributesToSnippet: ['content:20'],
  });
  const hooksIntro = result.hits.find((hit) => hit.url === '/api/hooks');
  const value = valueAt(hooksIntro?._snippetResult, 'content').value;
  assert.equal(value, 'Hooks read the &lt;<mark>Provider</mark>&gt; <mark>store</mark> &amp; dispatch actions.');
});

test('prefixes while typing, typos, camelCase parts and any letter case find the same section', async () => {
  const { engine } = engineFor(records());
  for (const query of ['useSele', 'useselctor', 'USESELECTOR', 'selector']) {
    const result = await engine.search({
      query,
      facetFilters: CURRENT,
      highlightPreTag: '<b>',
      highlightPostTag: '</b>',
    });
    assert.equal(result.hits[0]?.url, '/api/hooks#useselector', query);
  }
  const prefix = await engine.search({ query: 'useSele', highlightPreTag: '<b>', highlightPostTag: '</b>' });
  const lvl2 = valueAt(prefix.hits[0]?._highlightResult, 'hierarchy.lvl2');
  assert.equal(lvl2.value, '<b>useSele</b>ctor()', 'a prefix highlights what was typed');
  const part = await engine.search({ query: 'selector', highlightPreTag: '<b>', highlightPostTag: '</b>' });
  const partValue = valueAt(part.hits[0]?._highlightResult, 'hierarchy.lvl2').value;
  assert.equal(partValue, 'use<b>Selector</b>()', 'a camelCase part highlights that part');
});

test('all words must match; a word that matches nothing gives no hits', async () => {
  const { engine } = engineFor(records());
  assert.equal((await engine.search({ query: 'dispatch function' })).hits[0]?.url, '/api/hooks#usedispatch');
  assert.equal((await engine.search({ query: 'dispatch zebra' })).nbHits, 0);
  assert.equal((await engine.search({ query: '' })).nbHits, 0);
});

test('facet filters: AND of clauses, OR inside a clause, negation with "-"', async () => {
  const { engine } = engineFor(records());
  const urls = async (facetFilters: SearchRequest['facetFilters']) =>
    (await engine.search({ query: 'useSelector', facetFilters })).hits.map((hit) => hit.url).sort();
  assert.deepEqual(await urls(CURRENT), ['/api/hooks#useselector']);
  assert.deepEqual(await urls(['version:1.x']), ['/1.x/api/hooks#useselector']);
  assert.deepEqual(await urls([['version:1.x', 'version:current']]), [
    '/1.x/api/hooks#useselector',
    '/api/hooks#useselector',
  ]);
  assert.deepEqual(await urls(['version:-1.x']), ['/api/hooks#useselector']);
  assert.deepEqual(await urls(['language:fr']), []);
});

test('hitsPerPage and page cut the same ranking into pages', async () => {
  const { engine } = engineFor(records());
  const all = await engine.search({ query: 'store', hitsPerPage: 100 });
  assert.ok(all.nbHits >= 3);
  const first = await engine.search({ query: 'store', hitsPerPage: 2, page: 0 });
  const second = await engine.search({ query: 'store', hitsPerPage: 2, page: 1 });
  assert.equal(first.nbPages, Math.ceil(all.nbHits / 2));
  assert.deepEqual(
    [...first.hits, ...second.hits].map((hit) => hit.objectID),
    all.hits.slice(0, 4).map((hit) => hit.objectID),
  );
});

test('click analytics get a query ID', async () => {
  const { engine } = engineFor(records());
  const result = await engine.search({ query: 'store', clickAnalytics: true });
  assert.match(result.queryID ?? '', /^[0-9a-f]{32}$/);
});

test('a query word costs one shard and the chunks of the hits it returns; results do not depend on what is cached', async () => {
  const { engine, loaded, manifest } = engineFor(records(), { splitBytes: 0 });
  assert.ok(manifest.keys.length > 10, 'the index is split');
  const before = await engine.search({ query: 'useDispatch' });
  const shardFiles = loaded.filter((path) => path.startsWith('terms/'));
  const home = manifest.keys.filter((key) => 'usedispatch'.startsWith(key)).sort((a, b) => b.length - a.length)[0];
  assert.deepEqual(shardFiles, [shardPath(manifest, home ?? '')]);
  assert.ok(loaded.filter((path) => path.startsWith('records/')).length <= before.hits.length);
  await engine.search({ query: 'uses' });
  await engine.search({ query: 'provider' });
  const after = await engine.search({ query: 'useDispatch' });
  assert.deepEqual(after.hits, before.hits);
});

test('postings beyond the heads are fetched only when a page needs them, and then give the same ranking', async () => {
  const full = engineFor(records());
  const tiny = engineFor(records(), { headPostings: 1 });
  const firstPage = await tiny.engine.search({ query: 'store', hitsPerPage: 1 });
  assert.equal(firstPage.exhaustiveNbHits, false);
  assert.equal(firstPage.hits.length, 1);
  assert.deepEqual(
    tiny.loaded.filter((path) => path.startsWith('tiers/')),
    [],
    'one hit is in the head: no tier is read',
  );
  const everything = await full.engine.search({ query: 'store', hitsPerPage: 100 });
  const fromTiers = await tiny.engine.search({ query: 'store', hitsPerPage: 100 });
  assert.ok(tiny.loaded.some((path) => path.startsWith('tiers/')));
  assert.equal(fromTiers.exhaustiveNbHits, true);
  assert.deepEqual(
    fromTiers.hits.map((hit) => hit.objectID),
    everything.hits.map((hit) => hit.objectID),
  );
  assert.equal(firstPage.hits[0]?.objectID, everything.hits[0]?.objectID);

  const other = engineFor(records(), { headPostings: 1 });
  assert.equal((await other.engine.search({ query: 'store zebra', hitsPerPage: 100 })).nbHits, 0);
  assert.deepEqual(
    other.loaded.filter((path) => path.startsWith('tiers/')),
    [],
    'a word matching nothing ends the search before any tier is read',
  );
});

test('an index that cannot be fetched is an error named RetryError, which DocSearch shows as its error screen', async () => {
  const engine = new LocalSearchEngine(async () => {
    throw new TypeError('Failed to fetch');
  });
  await assert.rejects(engine.search({ query: 'store' }), (error: Error) => {
    assert.equal(error.name, 'RetryError');
    assert.match(error.message, /manifest\.json.*Failed to fetch/);
    return true;
  });
});

/** An index host whose deployed build can be replaced, as a deploy replaces the site's files: same names, new bodies. */
function deployableIndex(first: SearchRecord[], options: BuildOptions = {}) {
  const files = new Map<string, string>();
  let generation = 0;
  const deploy = (input: SearchRecord[], options: BuildOptions = {}) => {
    generation += 1;
    const { manifest, files: built } = buildLocalIndex(input, { ...options, generation });
    files.clear();
    for (const file of withBodies(built)) files.set(file.path, file.body);
    files.set('manifest.json', JSON.stringify(manifest));
    return manifest;
  };
  const requested: string[] = [];
  const engine = new LocalSearchEngine(async (path) => {
    requested.push(path);
    const body = files.get(path);
    if (body === undefined) throw new Error(`404 Not Found for ${path}`);
    return JSON.parse(body);
  });
  return { engine, requested, firstBuild: deploy(first, options), deploy };
}

const renamed = (input: SearchRecord[]) =>
  input.map((record) => ({
    ...record,
    hierarchy: { ...record.hierarchy, lvl1: `${record.hierarchy.lvl1} (new)` },
  }));

/** Forty guides, each with a few sections of its own words: enough records that the site's statistics are rounded. */
function guides(edited?: number): SearchRecord[] {
  return Array.from({ length: 40 }, (_, index) =>
    pageRecords({
      docId: `guide-${index}`,
      path: `/guides/guide-${index}`,
      title: `Guide ${index}`,
      category: 'Guides',
      keywords: [],
      sections: [
        intro([
          index === edited
            ? `This guide now explains middleware ${index} with thunks.`
            : `This guide explains reducers ${index} with slices.`,
        ]),
        section(`store-${index}`, `Store ${index}`, [`Where store ${index} lives, and who reads it.`]),
        section(`select-${index}`, `Selectors ${index}`, [`Selectors ${index} read state${index} from the store.`]),
      ],
    }),
  ).flat();
}

test('a build that changes nothing writes the same files; one that changes a doc keeps the other docs’ files', () => {
  const first = buildLocalIndex(guides());
  assert.deepEqual(buildLocalIndex(guides()), first);
  const next = buildLocalIndex(guides(20));
  assert.notEqual(next.manifest.build, first.manifest.build);
  const before = new Map(first.files.map((file) => [file.path, file.digest]));
  const changed = next.files.filter((file) => before.get(file.path) !== file.digest).map((file) => file.path);
  const chunk = (id: number) => `records/${Math.floor(id / first.manifest.chunkSize)}.json`;
  const editedIds = guides()
    .map((record, id) => ({ record, id }))
    .filter(({ record }) => record.url_without_anchor === '/guides/guide-20')
    .map(({ id }) => id);
  const chunks = changed.filter((path) => path.startsWith('records/'));
  assert.deepEqual(chunks, [...new Set(editedIds.map(chunk))], 'only the edited guide’s records are stored anew');
  // The terms of the old and new text, and nothing else.
  assert.ok(changed.length > 0);
  assert.ok(changed.length <= first.files.length / 4, `changed ${changed.length} of ${first.files.length}`);
});

test('reaching for search after a deploy reads the new manifest and forgets the old build: answers come from the new one', async () => {
  const { engine, requested, firstBuild, deploy } = deployableIndex(records());
  const before = await engine.search({ query: 'store' });
  assert.equal(before.hits[0]?.hierarchy.lvl1?.endsWith('(new)'), false);

  const secondBuild = deploy(renamed(records()));
  assert.notEqual(secondBuild.build, firstBuild.build);
  requested.length = 0;
  await engine.prepare();
  assert.deepEqual(requested, ['manifest.json']);
  // Files read before the deploy are not reused: hits are the new build's records.
  const store = await engine.search({ query: 'store' });
  assert.deepEqual(
    store.hits.map((hit) => hit.objectID),
    before.hits.map((hit) => hit.objectID),
  );
  assert.ok(store.hits.every((hit) => hit.hierarchy.lvl1?.endsWith('(new)')));
  const dispatch = await engine.search({ query: 'dispatch' });
  assert.ok(dispatch.hits.length > 0);
  assert.ok(dispatch.hits.every((hit) => hit.hierarchy.lvl1?.endsWith('(new)')));
  assert.equal(requested.filter((path) => path === 'manifest.json').length, 1);

  // Reaching again with no deploy in between keeps what was read.
  requested.length = 0;
  await engine.prepare();
  await engine.search({ query: 'store' });
  assert.deepEqual(requested, ['manifest.json']);
});

/** A session that began before a deploy: one more look at the manifest, then every hit is the new build's. */
async function assertAnsweredFromNewBuild(engine: LocalSearchEngine, requested: string[]) {
  requested.length = 0;
  const after = await engine.search({ query: 'dispatch' });
  assert.ok(after.hits.length > 0);
  assert.ok(after.hits.every((hit) => hit.hierarchy.lvl1?.endsWith('(new)')));
  assert.equal(requested.filter((path) => path === 'manifest.json').length, 1);
  const store = await engine.search({ query: 'store' });
  assert.ok(store.hits.every((hit) => hit.hierarchy.lvl1?.endsWith('(new)')));
}

test('a file a deploy changed is newer than the manifest the session read: it reads the new one and answers from the new build', async () => {
  const { engine, requested, deploy } = deployableIndex(records());
  await engine.search({ query: 'store' });
  deploy(renamed(records()));
  // The reader did not reach for search again: the first file read tells the deploy.
  await assertAnsweredFromNewBuild(engine, requested);
});

test('a file a deploy removed: the session reads the new manifest and answers the same query from the new build', async () => {
  const { engine, requested, firstBuild, deploy } = deployableIndex(records(), { splitBytes: 0 });
  await engine.search({ query: 'store' });
  // Split less deep, the new build has other shard keys: the old key of a word this session never looked up is gone.
  const secondBuild = deploy(renamed(records()));
  assert.notDeepEqual(secondBuild.keys, firstBuild.keys);
  await assertAnsweredFromNewBuild(engine, requested);
});

test('searches that fail together across a deploy read the manifest once', async () => {
  const { engine, requested, deploy } = deployableIndex(records(), { splitBytes: 0 });
  await engine.prepare();
  deploy(renamed(records()));
  requested.length = 0;
  const answers = await Promise.all(['dispatch', 'provider', 'selector'].map((query) => engine.search({ query })));
  assert.ok(answers.every((answer) => answer.hits.length > 0));
  assert.equal(requested.filter((path) => path === 'manifest.json').length, 1);
});

test('a missing file of the build still deployed is an error after one look at the manifest, not a loop', async () => {
  const { requested, firstBuild } = deployableIndex(records());
  const lost = new LocalSearchEngine(async (path) => {
    requested.push(path);
    if (path.startsWith('terms/')) throw new Error(`404 Not Found for ${path}`);
    return JSON.parse(JSON.stringify(path === 'manifest.json' ? firstBuild : null));
  });
  requested.length = 0;
  await assert.rejects(lost.search({ query: 'store' }), (error: Error) => error.name === 'RetryError');
  assert.equal(requested.filter((path) => path === 'manifest.json').length, 2);
  assert.equal(requested.filter((path) => path.startsWith('terms/')).length, 1);
});

test('when not every posting was read, the hit count is estimated within the filtered docs, as Algolia counts them', async () => {
  const page = (index: number, context = CURRENT_DOCS) =>
    pageRecords(
      {
        docId: `page-${context.version}-${index}`,
        path: `/${context.version}/page-${index}`,
        title: `Page ${index}`,
        category: 'Guides',
        keywords: [],
        sections: [intro([`The store of page ${index} keeps state.`])],
      },
      context,
    );
  const old = { ...CURRENT_DOCS, version: '1.x', tag: 'docs-default-1.x' };
  const input = Array.from({ length: 30 }, (_, index) => [...page(index), ...page(index, old)]).flat();
  const { engine } = engineFor(input, { headPostings: 2 });
  const inOld = await engine.search({ query: 'store', hitsPerPage: 1, facetFilters: ['version:1.x'] });
  assert.equal(inOld.exhaustiveNbHits, false);
  assert.equal(inOld.nbHits, 30);
  const everywhere = await engine.search({ query: 'store', hitsPerPage: 1 });
  assert.equal(everywhere.nbHits, 60);
});

/** Many pages about the store, and one that also names a rare word. */
function rareAndCommon(): SearchRecord[] {
  const pages = Array.from({ length: 40 }, (_, index) =>
    pageRecords({
      docId: `store-${index}`,
      path: `/guides/store-${index}`,
      title: `Store guide ${index}`,
      category: 'Guides',
      keywords: [],
      sections: [
        intro([`Keep the store small in part ${index}.`, 'A store holds state.']),
        section(`more-${index}`, 'More about the store', ['The store again.']),
      ],
    }),
  );
  const rare = pageRecords({
    docId: 'zebra',
    path: '/guides/zebra',
    title: 'Stripes',
    category: 'Guides',
    keywords: [],
    sections: [
      intro(['A zebra crossing has nothing to do with state.']),
      section('zebra-store', 'Zebra stripes', ['The zebra store keeps striped state.']),
    ],
  });
  return [...pages.flat(), ...rare];
}

test('a rare word with a common one: the rare word’s few records are checked for the common word, without reading its tiers', async () => {
  const input = rareAndCommon();
  const { engine, loaded } = engineFor(input, { headPostings: 2 });
  const whole = engineFor(input, { headPostings: 100_000 }).engine;
  assert.ok(
    buildLocalIndex(input, { headPostings: 2 }).files.some((file) => file.path.startsWith('tiers/73746f7265.')),
  );
  for (const query of ['zebra store', 'store zebra', 'zebra stor', 'striped store']) {
    loaded.length = 0;
    const answer = await engine.search({ query });
    const expected = await whole.search({ query });
    assert.deepEqual(
      answer.hits.map((hit) => hit.url),
      expected.hits.map((hit) => hit.url),
      query,
    );
    assert.ok(answer.hits.length > 0, query);
    assert.equal(answer.exhaustiveNbHits, true, query);
    assert.equal(answer.nbHits, expected.nbHits, query);
    // The rare word's own few postings beyond its head may be read; the common word's, never.
    const storeTiers = `tiers/${Buffer.from('store').toString('hex')}.`;
    assert.deepEqual(
      loaded.filter((path) => path.includes(storeTiers)),
      [],
      query,
    );
  }
  // The rare word's record without the other word is no hit.
  assert.deepEqual((await engine.search({ query: 'zebra crossing store' })).hits, []);
  // Stored records carry what the check reads, and hits leave it out.
  const [hit] = (await engine.search({ query: 'zebra' })).hits;
  assert.equal(hit && 'code' in hit, false);
});

/** Pages where three common words meet in some paragraphs and not in others. */
function commonWords(): SearchRecord[] {
  const words = ['state', 'store', 'selector'];
  return Array.from({ length: 150 }, (_, index) =>
    pageRecords({
      docId: `common-${index}`,
      path: `/guides/common-${index}`,
      title: `Guide ${index}`,
      category: 'Guides',
      keywords: [],
      sections: [
        intro([
          // Every subset of the three words, in turn, so that some paragraphs hold all of them.
          `Part ${index} names ${words.filter((_, bit) => (index >> bit) & 1).join(' and ') || 'nothing common'}.`,
          `Then ${words[index % 3]} again, and ${words[(index + 1) % 3]} once.`,
        ]),
      ],
    }),
  ).flat();
}

test('common words together: the other words are checked by their members files, not by their deep tiers', async () => {
  const input = commonWords();
  const options = { headPostings: 1, membersFromTiers: 2 };
  const whole = engineFor(input, { headPostings: 100_000 }).engine;
  const members = buildLocalIndex(input, options).files.filter((file) => file.path.startsWith('members/'));
  assert.ok(members.length >= 3, 'each common word has a members file');
  for (const query of ['state store selector', 'selector state', 'store stat', 'stqte store']) {
    const { engine, loaded } = engineFor(input, options);
    const every = await whole.search({ query, hitsPerPage: 1000 });
    const matching = new Set(every.hits.map((hit) => hit.objectID));
    const answer = await engine.search({ query, hitsPerPage: 5 });
    assert.equal(answer.hits.length, Math.min(5, every.nbHits), query);
    for (const hit of answer.hits) assert.ok(matching.has(hit.objectID), `${query}: ${hit.objectID} holds every word`);
    assert.ok(
      loaded.some((path) => path.startsWith('members/')),
      `${query} reads members: ${loaded.join(' ')}`,
    );
    // One word reads on for candidates; the others stop at their members.
    const deepTiers = new Set(
      loaded
        .filter((path) => /\/tiers\/[0-9a-f]+\.[1-9]/.test(path))
        .map((path) => path.split('tiers/')[1]?.split('.')[0]),
    );
    assert.ok(deepTiers.size <= 1, `${query} reads one word's deep tiers at most: ${[...deepTiers].join(' ')}`);
  }
  // Read to the end, the answer is exact: every hit, the same count.
  const all = await engineFor(input, options).engine.search({ query: 'state store selector', hitsPerPage: 1000 });
  const expected = await whole.search({ query: 'state store selector', hitsPerPage: 1000 });
  assert.equal(all.exhaustiveNbHits, true);
  assert.deepEqual(all.hits.map((hit) => hit.objectID).sort(), expected.hits.map((hit) => hit.objectID).sort());
});

test('members files keep every record id, as a bitmap or as gaps, whichever is smaller', () => {
  for (const ids of [[0, 7, 8, 9, 130_000], Array.from({ length: 700 }, (_, index) => index * 3 + 1)]) {
    const encoded = encodeMembers(ids, 131_000);
    const bits = decodeMembers(encoded, 131_000);
    const back = Array.from({ length: 131_000 }, (_, id) => id).filter((id) => holds(bits, id));
    assert.deepEqual(back, ids);
  }
  assert.ok('gaps' in encodeMembers([1, 5, 90_000], 100_000));
  assert.ok(
    'bits' in
      encodeMembers(
        Array.from({ length: 5_000 }, (_, index) => index * 2),
        10_000,
      ),
  );
});

test('a common word’s best records are also stored together: its first page of hits costs a file or two, not one per hit', async () => {
  // Twenty long pages, each naming the store once among paragraphs that do not: in page order, every hit is in its own chunk.
  const input = Array.from({ length: 20 }, (_, index) =>
    pageRecords({
      docId: `long-${index}`,
      path: `/guides/long-${index}`,
      title: `Long guide ${index}`,
      category: 'Guides',
      keywords: [],
      sections: [
        intro(Array.from({ length: 20 }, (_, line) => `Paragraph ${line} of guide ${index} is about reducers.`)),
        section(`store-${index}`, `Keeping the store ${index}`, ['Where the store lives.']),
      ],
    }),
  ).flat();
  const { engine, loaded } = engineFor(input, { headPostings: 8 });
  // The head of eight postings holds four sections (a heading and its paragraph each): four hits.
  const answer = await engine.search({ query: 'store', hitsPerPage: 4 });
  assert.equal(answer.hits.length, 4);
  const chunks = loaded.filter((path) => path.startsWith('records/') || path.startsWith('heads/'));
  assert.ok(chunks.length <= 2, `chunks read: ${chunks.join(' ')}`);
  assert.ok(
    chunks.every((path) => path.startsWith('heads/')),
    'the hits come from the heads file of "store"',
  );
  // Stored apart from page order, each hit is still its own section.
  assert.equal(new Set(answer.hits.map((hit) => hit.url)).size, 4);
});
