import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchablePages } from '../../../plugins/gatsby-plugin-search-index/src/searchablePages.ts';
import type { TextSection } from '../../../src/render/types.ts';
import { codeIdentifiers } from '../../../src/search/records/codeIdentifiers.ts';
import {
  CURRENT_DOCS,
  contextualFacetFilters,
  docsContext,
  pageRecords,
  siteRecords,
} from '../../../src/search/records/index.ts';

const sections: TextSection[] = [
  {
    anchor: null,
    title: null,
    level: 1,
    hierarchy: [],
    content: [{ kind: 'paragraph', text: 'Hooks  let\ncomponents read the store.' }],
  },
  {
    anchor: 'useselector',
    title: 'useSelector()',
    level: 2,
    hierarchy: [{ level: 2, title: 'useSelector()' }],
    content: [
      { kind: 'code', text: "import { useSelector } from 'react-redux'\nconst count = useSelector(selectCount)" },
      { kind: 'listItem', text: 'Runs after every dispatch.' },
    ],
  },
  {
    anchor: 'equality',
    title: 'Equality',
    level: 4,
    hierarchy: [
      { level: 2, title: 'useSelector()' },
      { level: 4, title: 'Equality' },
    ],
    content: [{ kind: 'tableCell', text: 'shallowEqual' }],
  },
];
const page = {
  docId: 'doc-hooks',
  path: '/api/hooks',
  title: 'Hooks',
  category: 'API Reference',
  keywords: ['react hooks'],
  sections,
};

test('one record per page title, heading and piece of text, in DocSearch v3 shape', () => {
  const records = pageRecords(page);
  assert.deepEqual(
    records.map((record) => [record.type, record.url, record.content]),
    [
      ['lvl1', '/api/hooks', null],
      ['content', '/api/hooks', 'Hooks let components read the store.'],
      ['lvl2', '/api/hooks#useselector', null],
      ['content', '/api/hooks#useselector', 'Runs after every dispatch.'],
      ['lvl4', '/api/hooks#equality', null],
      ['content', '/api/hooks#equality', 'shallowEqual'],
    ],
  );
  const equality = records[5];
  assert.deepEqual(equality?.hierarchy, {
    lvl0: 'API Reference',
    lvl1: 'Hooks',
    lvl2: 'useSelector()',
    lvl3: null,
    lvl4: 'Equality',
    lvl5: null,
    lvl6: null,
  });
  assert.equal(equality?.anchor, 'equality');
  assert.equal(equality?.url_without_anchor, '/api/hooks');
  assert.deepEqual(
    records.map((record) => record.weight),
    [90, 0, 80, 0, 60, 0].map((level, position) => ({ pageRank: 0, level, position })),
  );
  for (const record of records) {
    assert.equal(record.language, 'en');
    assert.equal(record.version, 'current');
    assert.equal(record.docusaurus_tag, 'docs-default-current');
  }
});

test('code makes its section findable by the identifiers it names; keywords sit on the title record', () => {
  const records = pageRecords(page);
  assert.deepEqual(records[2]?.code, ['useSelector', 'react', 'redux', 'count', 'selectCount']);
  assert.deepEqual(records[0]?.keywords, ['react hooks']);
  assert.deepEqual(records[2]?.keywords, []);
  assert.ok(!records.some((record) => record.content?.includes('import')), 'code is not shown as text');
});

test('object IDs are unique, and the same for the same content from build to build', () => {
  const first = pageRecords(page).map((record) => record.objectID);
  assert.equal(new Set(first).size, first.length);
  assert.deepEqual(
    pageRecords(structuredClone(page)).map((record) => record.objectID),
    first,
  );
  assert.equal(first[2], 'doc-hooks:useselector:0');
});

test('code identifiers skip language keywords and short names', () => {
  assert.deepEqual(codeIdentifiers('export const store = configureStore({ reducer: { a } })\nnpm install $x'), [
    'store',
    'configureStore',
    'reducer',
  ]);
});

test('contextual search filters by language and the docs version tag, as Docusaurus sends them', () => {
  assert.deepEqual(contextualFacetFilters(CURRENT_DOCS), [
    'language:en',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
  ]);
});

test("each page's records carry its own docs version, so search can keep to one", () => {
  const page = (docId: string, version?: string) => ({
    docId,
    path: `/${docId}`,
    title: docId,
    category: 'Docs',
    keywords: [],
    sections: [
      { anchor: null, title: null, level: 1, hierarchy: [], content: [{ kind: 'paragraph' as const, text: 'Text.' }] },
    ],
    ...(version ? { version } : {}),
  });
  const tags = siteRecords([page('now'), page('then', '1.x')]).map((record) => [
    record.url,
    record.version,
    record.docusaurus_tag,
  ]);
  assert.deepEqual(tags, [
    ['/now', 'current', 'docs-default-current'],
    ['/now', 'current', 'docs-default-current'],
    ['/then', '1.x', 'docs-default-1.x'],
    ['/then', '1.x', 'docs-default-1.x'],
  ]);
  assert.deepEqual(contextualFacetFilters(docsContext('1.x'))[1], [
    'docusaurus_tag:default',
    'docusaurus_tag:docs-default-1.x',
  ]);
});

test("a docs section's pages are tagged with its name, and every search takes the sections in", () => {
  const [record] = pageRecords({
    docId: 'welcome',
    path: '/community/welcome',
    title: 'Welcome',
    category: 'Documentation',
    keywords: [],
    sections: sections.slice(0, 1),
    section: 'community',
  });
  assert.equal(record?.docusaurus_tag, 'docs-community-current');
  assert.equal(record?.version, 'current');
  // Each section in the version the reader is in there: its current docs, or one of its releases.
  const sectionsIn = [docsContext('current', 'community'), docsContext('2.0', 'tools')];
  assert.deepEqual(contextualFacetFilters(docsContext('1.x'), sectionsIn)[1], [
    'docusaurus_tag:default',
    'docusaurus_tag:docs-default-1.x',
    'docusaurus_tag:docs-community-current',
    'docusaurus_tag:docs-tools-2.0',
  ]);
});

test('standalone pages are grouped under Pages and tagged as Docusaurus tags them, so a search from any docs version finds them', () => {
  const doc = { id: 'n1', _id: 'doc-hooks', title: 'Hooks', route: { current: 'api/hooks' }, keywords: null, sections };
  const help = {
    id: 'n2',
    _id: 'page-help',
    title: 'Getting help',
    route: { current: 'help' },
    keywords: null,
    sections,
  };
  const pages = searchablePages([doc], [], [help]);
  assert.deepEqual(
    pages.map((one) => [one.path, one.category, one.standalone ?? false]),
    [
      ['/api/hooks', 'Documentation', false],
      ['/help', 'Pages', true],
    ],
  );
  const [record] = pageRecords(pages[1] as (typeof pages)[number]);
  assert.equal(record?.docusaurus_tag, 'default');
  assert.equal(record?.hierarchy.lvl0, 'Pages');
  // "default" is among the tags of every contextual search, whichever version the reader is in.
  for (const version of ['current', '1.x']) {
    assert.ok((contextualFacetFilters(docsContext(version))[1] as string[]).includes('docusaurus_tag:default'));
  }
});
