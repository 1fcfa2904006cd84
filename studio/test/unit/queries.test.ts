import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { buildSidebars, CURRENT_SIDEBAR } from '@react-redux-docs/schemas/sidebar';
import { importDocusaurusSite } from '@react-redux-docs/scripts/import';
import { evaluate, parse } from 'groq-js';
import type { InitialValueResolverContext } from 'sanity';
import {
  lastSidebarPositionQuery,
  NOT_IN_SIDEBAR_FILTER,
  SIDEBAR_ITEM_QUERY,
  SIDEBAR_ORDERING,
  SIDEBAR_PLACE_OF_ROUTE_QUERY,
  type SidebarLevel,
  type SidebarPlaceOfRoute,
  sidebarItemsFilter,
} from '../../src/queries.ts';
import { describeSidebarPlace } from '../../src/sidebar/describePlace.ts';
import { sidebarPlaceTemplates } from '../../src/sidebar/templates.ts';

type Document = { _id: string; _type: string; [field: string]: unknown };

const ref = (id: string) => ({ _type: 'reference', _ref: id });
let minutes = 0;
/** Each document a minute younger than the one before, as the Studio's lists break position ties by creation. */
const createdNow = () => new Date(Date.UTC(2026, 0, 1, 0, minutes++)).toISOString();
const place = (category: string | null, position?: number, hidden?: boolean) => ({
  _type: 'sidebarPlace',
  ...(category ? { category: ref(category) } : {}),
  ...(position === undefined ? {} : { position }),
  ...(hidden ? { hidden } : {}),
});
const doc = (id: string, title: string, sidebar: object, version?: string): Document => ({
  _id: id,
  _type: 'doc',
  _createdAt: createdNow(),
  title,
  route: { _type: 'slug', current: `${version ? 'v2/' : ''}${id.replace(/^doc-/, '')}` },
  sidebar,
  ...(version ? { version: ref(version) } : {}),
});
const category = (id: string, label: string, sidebar: object, version?: string): Document => ({
  _id: id,
  _type: 'sidebarCategory',
  _createdAt: createdNow(),
  label,
  sidebar,
  ...(version ? { version: ref(version) } : {}),
});

/** A small site of our own: a current sidebar two categories deep, a link, a hidden doc, and a released version. */
const DATASET: Document[] = [
  { _id: 'version-2', _type: 'docsVersion', name: '2.x', label: 'v2.x', path: 'v2', order: 1 },
  doc('doc-welcome', 'Welcome', place(null, 0)),
  category('cat-basics', 'Basics', place(null, 1)),
  {
    _id: 'link-changes',
    _type: 'sidebarLink',
    _createdAt: createdNow(),
    label: 'Changes',
    href: 'https://example.org',
    sidebar: place(null, 2),
  },
  category('cat-reference', 'Reference', place(null, 3)),
  doc('doc-questions', 'Questions', place(null)),
  doc('doc-about', 'About', place(null)),
  doc('doc-install', 'Install', place('cat-basics', 1)),
  doc('doc-first-steps', 'First steps', place('cat-basics', 2)),
  doc('doc-old-notes', 'Old notes', place('cat-basics', 5, true)),
  doc('doc-overview', 'Overview', place('cat-reference', 1)),
  category('cat-hooks', 'Hooks group', place('cat-reference', 2)),
  doc('doc-use-thing', 'useThing', place('cat-hooks', 1)),
  doc('doc-v2-intro', 'Intro', place(null, 1), 'version-2'),
  category('cat-v2-basics', 'Basics', place(null, 2), 'version-2'),
  doc('doc-v2-install', 'Install', place('cat-v2-basics', 1), 'version-2'),
  { _id: 'section-community', _type: 'docsSection', name: 'community', label: 'Community', path: 'community' },
  { ...doc('doc-c-welcome', 'Community welcome', place(null, 1)), section: ref('section-community') },
  { ...category('cat-c-people', 'People', place(null, 2)), section: ref('section-community') },
  { ...doc('doc-c-rules', 'Rules', place('cat-c-people', 1)), section: ref('section-community') },
];

/** The documents as the Studio's lists see them: each draft in place of its published version. */
function withDrafts(documents: readonly Document[]) {
  const byId = new Map(documents.filter((document) => !document._id.startsWith('drafts.')).map((d) => [d._id, d]));
  for (const document of documents) {
    const id = document._id.replace(/^drafts\./, '');
    if (id !== document._id) byId.set(id, { ...document, _id: id });
  }
  return [...byId.values()];
}

/** Runs a query the way the Content Lake would, with groq-js, through the drafts perspective the Studio asks for. */
async function query(groq: string, params: Record<string, unknown> = {}, dataset: readonly Document[] = DATASET) {
  const result = await evaluate(parse(groq, { params }), { dataset: withDrafts(dataset), params });
  return result.get();
}

/** The ids a sidebar pane lists, in the order its document list asks for. */
async function paneIds(level: SidebarLevel, dataset: readonly Document[] = DATASET) {
  const { filter, params } = sidebarItemsFilter(level);
  const order = SIDEBAR_ORDERING.map(({ field, direction }) => `${field} ${direction}`).join(', ');
  return (await query(`*[${filter}] | order(${order})._id`, params, dataset)) as string[];
}

const CURRENT_TOP: SidebarLevel = { version: null, category: null };

test("a sidebar pane lists one level's docs, links and categories in sidebar order, hidden docs left out", async () => {
  // Without a position, last, the earlier created first (the site sorts these two by label).
  assert.deepEqual(await paneIds(CURRENT_TOP), [
    'doc-welcome',
    'cat-basics',
    'link-changes',
    'cat-reference',
    'doc-questions',
    'doc-about',
  ]);
  assert.deepEqual(await paneIds({ version: null, category: 'cat-basics' }), ['doc-install', 'doc-first-steps']);
  assert.deepEqual(await paneIds({ version: null, category: 'cat-reference' }), ['doc-overview', 'cat-hooks']);
  assert.deepEqual(await paneIds({ version: null, category: 'cat-hooks' }), ['doc-use-thing']);
  assert.deepEqual(await paneIds({ version: 'version-2', category: null }), ['doc-v2-intro', 'cat-v2-basics']);
  assert.deepEqual(await paneIds({ version: 'version-2', category: 'cat-v2-basics' }), ['doc-v2-install']);
  // A docs section's sidebar is its own: its items are in none of the main docs' panes.
  const community = { version: null, section: 'section-community' };
  assert.deepEqual(await paneIds({ ...community, category: null }), ['doc-c-welcome', 'cat-c-people']);
  assert.deepEqual(await paneIds({ ...community, category: 'cat-c-people' }), ['doc-c-rules']);
});

test('where positions tell the order, the panes hold the items of the sidebar the site builds, in its order', async () => {
  const positioned = DATASET.filter(
    (document) => (document.sidebar as { position?: number } | undefined)?.position !== undefined,
  );
  const { sidebars, problems } = buildSidebars({
    docs: positioned.filter((document) => document._type === 'doc') as never,
    categories: positioned.filter((document) => document._type === 'sidebarCategory') as never,
    links: positioned.filter((document) => document._type === 'sidebarLink') as never,
  });
  assert.deepEqual(problems, []);
  type Item = { id: string; type: string; items?: Item[] };
  const compare = async (items: readonly Item[], level: SidebarLevel) => {
    assert.deepEqual(
      await paneIds(level, positioned),
      items.map((item) => item.id),
    );
    for (const item of items) {
      if (item.type === 'category') await compare(item.items ?? [], { ...level, category: item.id });
    }
  };
  await compare((sidebars.get(CURRENT_SIDEBAR) ?? []) as Item[], CURRENT_TOP);
  await compare((sidebars.get('version-2') ?? []) as Item[], { version: 'version-2', category: null });
});

test('"Not in the sidebar" lists the hidden docs', async () => {
  assert.deepEqual(await query(`*[${NOT_IN_SIDEBAR_FILTER}]._id`), ['doc-old-notes']);
});

test('a pane knows a category from the rest by its id, and takes its label as title', async () => {
  assert.deepEqual(await query(SIDEBAR_ITEM_QUERY, { id: 'cat-hooks' }), {
    _type: 'sidebarCategory',
    label: 'Hooks group',
    section: null,
  });
  assert.deepEqual(await query(SIDEBAR_ITEM_QUERY, { id: 'doc-install' }), {
    _type: 'doc',
    label: null,
    section: null,
  });
  assert.equal(await query(SIDEBAR_ITEM_QUERY, { id: 'nothing' }), null);
});

test('the last position of a level counts hidden docs and drafts; an empty level has none', async () => {
  const last = async (level: SidebarLevel, dataset?: readonly Document[]) => {
    const { query: groq, params } = lastSidebarPositionQuery(level);
    return query(groq, params, dataset);
  };
  assert.equal(await last({ version: null, category: 'cat-basics' }), 5);
  assert.equal(await last(CURRENT_TOP), 3);
  assert.equal(await last({ version: 'version-2', category: null }), 2);
  assert.equal(await last({ version: null, category: 'cat-empty' }), null);
  const draft = { ...doc('doc-new', 'New', place('cat-basics', 9)), _id: 'drafts.doc-new' };
  assert.equal(await last({ version: null, category: 'cat-basics' }, [...DATASET, draft]), 9);
});

/** A template's value function, given a client that answers with groq-js through the perspective it asks for. */
async function templateValue(templateId: string, parameters: Record<string, string>, dataset = DATASET) {
  const template = sidebarPlaceTemplates.find((candidate) => candidate.id === templateId);
  assert.ok(template && typeof template.value === 'function', `no template ${templateId}`);
  const published = dataset.filter((document) => !document._id.startsWith('drafts.'));
  const context = {
    getClient: () => ({
      fetch: async (groq: string, params: Record<string, unknown>, { perspective }: { perspective?: string }) => {
        assert.ok(perspective === 'drafts' || perspective === 'published', `perspective ${perspective}`);
        const documents = perspective === 'drafts' ? withDrafts(dataset) : published;
        return (await evaluate(parse(groq, { params }), { dataset: documents, params })).get();
      },
    }),
  } as unknown as InitialValueResolverContext;
  return template.value(parameters, context);
}

test('"New doc here", "New category here" and "New link here" place the new item at the end of their pane', async () => {
  assert.deepEqual(await templateValue('doc-here', { category: 'cat-reference' }), {
    sidebar: { _type: 'sidebarPlace', category: ref('cat-reference'), position: 3 },
  });
  assert.deepEqual(await templateValue('category-here', {}), { sidebar: { _type: 'sidebarPlace', position: 4 } });
  assert.deepEqual(await templateValue('link-here', { category: 'cat-v2-basics', version: 'version-2' }), {
    version: ref('version-2'),
    sidebar: { _type: 'sidebarPlace', category: ref('cat-v2-basics'), position: 2 },
  });
  // A category not published yet is referred to weakly until it is, so the doc can be published first.
  const draftCategory = { ...category('cat-new', 'New', place(null, 5)), _id: 'drafts.cat-new' };
  assert.deepEqual(await templateValue('doc-here', { category: 'cat-new' }, [...DATASET, draftCategory]), {
    sidebar: {
      _type: 'sidebarPlace',
      category: { ...ref('cat-new'), _weak: true, _strengthenOnPublish: { type: 'sidebarCategory' } },
      position: 1,
    },
  });
  assert.deepEqual(
    sidebarPlaceTemplates.map((template) => [template.id, template.schemaType]),
    [
      ['doc-here', 'doc'],
      ['category-here', 'sidebarCategory'],
      ['link-here', 'sidebarLink'],
    ],
  );
});

test("a doc's list entry names its place as a path of categories, its version first", async () => {
  const placeOf = async (route: string) =>
    (await query(SIDEBAR_PLACE_OF_ROUTE_QUERY, { route })) as SidebarPlaceOfRoute | null;
  assert.deepEqual(await placeOf('use-thing'), {
    version: null,
    hidden: false,
    categories: ['Reference', 'Hooks group'],
  });
  const described = async (route: string) => {
    const found = await placeOf(route);
    return found && describeSidebarPlace(found);
  };
  assert.equal(await described('use-thing'), 'Reference › Hooks group');
  assert.equal(await described('install'), 'Basics');
  assert.equal(await described('welcome'), 'Top level');
  assert.equal(await described('old-notes'), 'Not in the sidebar');
  assert.equal(await described('v2/v2-install'), 'v2.x › Basics');
  assert.equal(await described('v2/v2-intro'), 'v2.x › Top level');
  assert.equal(await placeOf('not/a-doc'), null);
});

test('on the seed site, Docs lists its categories in sidebar order, each pane its docs, and "+" adds at the end', {
  timeout: 120_000,
}, async () => {
  const content = path.resolve(import.meta.dirname, '../../../content');
  const { documents } = await importDocusaurusSite({
    docsDir: path.join(content, 'docs'),
    sidebarsFile: path.join(content, 'sidebars.js'),
    siteFile: path.join(content, 'site.json'),
    gitDates: false,
  });
  const seed = documents as Document[];
  const byId = new Map(seed.map((document) => [document._id, document]));
  const names = async (level: SidebarLevel) =>
    (await paneIds(level, seed)).map((id) => byId.get(id)?.label ?? byId.get(id)?.title);

  assert.deepEqual(await names(CURRENT_TOP), [
    'Introduction',
    'Tutorials',
    'Using React Redux',
    'API Reference',
    'Guides',
  ]);
  const apiReference = seed.find((document) => document.label === 'API Reference')?._id ?? '';
  assert.deepEqual(await names({ version: null, category: apiReference }), ['Provider', 'Hooks', 'Connect', 'batch']);
  const panes = await Promise.all(
    (await paneIds(CURRENT_TOP, seed)).map((id) => paneIds({ version: null, category: id }, seed)),
  );
  assert.equal(panes.flat().length, 14, 'every seed doc is in one category pane');

  const hooks = (await query(SIDEBAR_PLACE_OF_ROUTE_QUERY, { route: 'api/hooks' }, seed)) as SidebarPlaceOfRoute;
  assert.equal(describeSidebarPlace(hooks), 'API Reference');
  assert.deepEqual(await templateValue('doc-here', { category: apiReference }, seed), {
    sidebar: { _type: 'sidebarPlace', category: ref(apiReference), position: 5 },
  });
});
