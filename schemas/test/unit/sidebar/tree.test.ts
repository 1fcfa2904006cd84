import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  buildSidebars,
  CURRENT_SIDEBAR,
  SECTION_SIDEBAR_PREFIX,
  type SidebarItem,
  type SidebarSources,
  sidebarPages,
} from '../../../src/sidebar/tree.ts';

const ref = (id: string) => ({ _ref: id });
const place = (category?: string, position?: number) => ({
  ...(category ? { category: ref(category) } : {}),
  position,
});
const doc = (id: string, category?: string, position?: number, extra: object = {}) => ({
  _id: id,
  title: `Doc ${id}`,
  route: { current: id },
  sidebar: place(category, position),
  ...extra,
});
const category = (id: string, parent?: string, position?: number, extra: object = {}) => ({
  _id: id,
  label: `Cat ${id}`,
  sidebar: place(parent, position),
  ...extra,
});
const sources = (partial: Partial<SidebarSources>): SidebarSources => ({
  docs: [],
  categories: [],
  links: [],
  ...partial,
});

/** A tree as nested ids, so a test reads the shape at a glance. */
const shape = (items: readonly SidebarItem[] | undefined): unknown[] =>
  (items ?? []).map((item) => (item.type === 'category' ? { [item.id]: shape(item.items) } : item.id));

test('items nest to any depth and keep their positions; docs, links and categories interleave', () => {
  const { sidebars, problems } = buildSidebars(
    sources({
      docs: [
        doc('top-b', undefined, 3),
        doc('top-a', undefined, 1),
        doc('in-deep', 'deep', 1),
        doc('in-api', 'api', 2),
      ],
      categories: [category('api', undefined, 2), category('mid', 'api', 1), category('deep', 'mid', 1)],
      links: [{ _id: 'gh', label: 'GitHub', href: 'https://github.com/x', sidebar: place('api', 3) }],
    }),
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(shape(sidebars.get(CURRENT_SIDEBAR)), [
    'top-a',
    { api: [{ mid: [{ deep: ['in-deep'] }] }, 'in-api', 'gh'] },
    'top-b',
  ]);
});

test('without positions, items come after the positioned ones, by label', () => {
  const { sidebars } = buildSidebars(
    sources({ docs: [doc('zeta'), doc('alpha'), doc('first', undefined, 5)], categories: [] }),
  );
  assert.deepEqual(shape(sidebars.get(CURRENT_SIDEBAR)), ['first', 'alpha', 'zeta']);
});

test('each docs version has its own sidebar; hidden docs are in none', () => {
  const v1 = { version: ref('v1') };
  const { sidebars } = buildSidebars(
    sources({
      docs: [doc('now', 'c', 1), doc('old', 'c1', 1, v1), doc('secret', undefined, 1, { sidebar: { hidden: true } })],
      categories: [category('c'), category('c1', undefined, 1, v1)],
    }),
  );
  assert.deepEqual(shape(sidebars.get(CURRENT_SIDEBAR)), [{ c: ['now'] }]);
  assert.deepEqual(shape(sidebars.get('v1')), [{ c1: ['old'] }]);
});

test('a place that cannot be honoured is shown at the top level and reported', () => {
  const v1 = { version: ref('v1') };
  const { sidebars, problems } = buildSidebars(
    sources({
      docs: [
        doc('lost', 'gone', 1),
        doc('crossed', 'c1', 2),
        doc('old', 'c1', 1, v1),
        doc('in-a', 'ring-a', 1),
        doc('in-b', 'ring-b', 1),
      ],
      categories: [category('c1', undefined, 1, v1), category('ring-a', 'ring-b', 1), category('ring-b', 'ring-a', 1)],
    }),
  );
  assert.deepEqual(
    problems.map((problem) => [problem.documentId, problem.field]),
    [
      ['lost', 'sidebar.category'],
      ['crossed', 'sidebar.category'],
      ['ring-a', 'sidebar.category'],
    ],
  );
  assert.match(problems[0]?.message ?? '', /not published/);
  assert.match(problems[1]?.message ?? '', /another docs version/);
  assert.match(problems[2]?.message ?? '', /sits inside it/);
  // The ring is broken at its first category, which goes to the top holding the other. Equal positions: by label.
  assert.deepEqual(shape(sidebars.get(CURRENT_SIDEBAR)), [
    { 'ring-a': [{ 'ring-b': ['in-b'] }, 'in-a'] },
    'lost',
    'crossed',
  ]);
  assert.deepEqual(shape(sidebars.get('v1')), [{ c1: ['old'] }]);
});

test('a category with nothing in it and no page is left out, with a problem naming it', () => {
  const { sidebars, problems } = buildSidebars(
    sources({ docs: [doc('a', undefined, 1)], categories: [category('empty')] }),
  );
  assert.deepEqual(shape(sidebars.get(CURRENT_SIDEBAR)), ['a']);
  assert.deepEqual(
    problems.map((problem) => problem.documentId),
    ['empty'],
  );
});

test("category pages: a linked doc is the category's label, not a child; pages and trails follow reading order", () => {
  const { sidebars } = buildSidebars(
    sources({
      docs: [
        doc('intro', undefined, 1),
        doc('overview', 'guides', 0),
        doc('setup', 'guides', 1),
        doc('deep', 'more', 1),
      ],
      categories: [
        category('guides', undefined, 2, { link: { kind: 'doc', doc: ref('overview') } }),
        category('more', 'guides', 2, { link: { kind: 'generatedIndex', route: { current: 'category/more' } } }),
      ],
    }),
  );
  const items = sidebars.get(CURRENT_SIDEBAR) ?? [];
  assert.deepEqual(shape(items), ['intro', { guides: ['setup', { more: ['deep'] }] }]);
  assert.deepEqual(
    sidebarPages(items).map((page) => [page.key, page.route, page.trail.map((entry) => entry.id)]),
    [
      ['intro', 'intro', []],
      ['overview', 'overview', ['guides']],
      ['setup', 'setup', ['guides']],
      ['category:more', 'category/more', ['guides', 'more']],
      ['deep', 'deep', ['guides', 'more']],
    ],
  );
  // The generated page's title defaults to the label.
  const more = (items[1] as Extract<SidebarItem, { type: 'category' }>).items[1];
  assert.deepEqual(more?.type === 'category' && more.page, {
    kind: 'generatedIndex',
    route: 'category/more',
    title: 'Cat more',
  });
});

test('a category that cannot be closed is never closed; collapsed is taken as given otherwise', () => {
  const { sidebars } = buildSidebars(
    sources({
      docs: [doc('a', 'fixed', 1), doc('b', 'open', 1)],
      categories: [
        category('fixed', undefined, 1, { collapsible: false, collapsed: true }),
        category('open', undefined, 2, { collapsed: false }),
      ],
    }),
  );
  const [fixed, open] = sidebars.get(CURRENT_SIDEBAR) ?? [];
  assert.deepEqual(fixed?.type === 'category' && [fixed.collapsible, fixed.collapsed], [false, false]);
  assert.deepEqual(open?.type === 'category' && [open.collapsible, open.collapsed], [true, false]);
});

test('a docs section has a sidebar of its own; a category of the main docs does not hold its items', () => {
  const community = { _ref: 'docsSection-community' };
  const { sidebars, problems } = buildSidebars(
    sources({
      docs: [
        doc('intro', 'guides', 1),
        doc('welcome', undefined, 1, { section: community }),
        doc('rules', 'people', 1, { section: community }),
        doc('stray', 'guides', 2, { section: community }),
      ],
      categories: [category('guides', undefined, 2), category('people', undefined, 2, { section: community })],
    }),
  );
  assert.deepEqual(shape(sidebars.get(CURRENT_SIDEBAR)), [{ guides: ['intro'] }]);
  assert.deepEqual(shape(sidebars.get(`${SECTION_SIDEBAR_PREFIX}docsSection-community`)), [
    'welcome',
    { people: ['rules'] },
    'stray',
  ]);
  assert.deepEqual(problems, [
    {
      documentId: 'stray',
      field: 'sidebar.category',
      message:
        'its category "Cat guides" belongs to another sidebar (another docs version or section); it is shown at the top level.',
    },
  ]);
});
