import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SidebarCategoryItem, SidebarItem } from '@react-redux-docs/schemas/sidebar';
import { docPagePlan, type VersionForPlan } from '../../../src/docPages/docPagePlan.ts';
import { sameRouteCandidates } from '../../../src/docPages/versionFields.ts';

const doc = (id: string, route: string, version?: string) => ({
  id: `node-${id}`,
  _id: id,
  route: { current: route },
  version,
});
const docItem = (id: string, route: string): SidebarItem => ({ type: 'doc', id, label: id.toUpperCase(), route });
const category = (id: string, items: SidebarItem[], page: SidebarCategoryItem['page'] = null): SidebarItem => ({
  type: 'category',
  id,
  label: `Cat ${id}`,
  collapsible: true,
  collapsed: true,
  page,
  items,
});
const pages = (plan: ReturnType<typeof docPagePlan>) => new Map(plan.docPages.map((page) => [page.path, page.context]));

test('one version: neighbours follow the tree across nesting, pages come in route order', () => {
  const plan = docPagePlan(
    [doc('b', 'api/b'), doc('a', 'intro'), doc('c', 'api/deep/c'), doc('loose', 'zz/loose')],
    [
      {
        id: null,
        name: 'current',
        path: '',
        items: [
          docItem('a', 'intro'),
          category('api', [docItem('b', 'api/b'), category('deep', [docItem('c', 'api/deep/c')])]),
          { type: 'link', id: 'gh', label: 'GitHub', href: 'https://github.com/x' },
        ],
      },
    ],
  );
  assert.deepEqual(
    plan.docPages.map((page) => page.path),
    ['/api/b', '/api/deep/c', '/intro', '/zz/loose'],
  );
  const context = pages(plan);
  assert.deepEqual(context.get('/api/deep/c'), {
    id: 'node-c',
    trail: ['api', 'deep'],
    breadcrumbs: [
      { label: 'Cat api', href: null },
      { label: 'Cat deep', href: null },
      { label: 'C', href: '/api/deep/c' },
    ],
    // Links are not pages: the last doc has no next.
    previous: { label: 'B', href: '/api/b' },
    next: null,
    version: 'current',
    section: null,
    sameDocIn: {},
  });
  assert.deepEqual(context.get('/intro')?.breadcrumbs, [{ label: 'A', href: '/intro' }]);
  assert.deepEqual(context.get('/intro')?.next, { label: 'B', href: '/api/b' });
  // A doc the sidebar does not list: no trail, no breadcrumbs, no neighbours.
  assert.deepEqual(context.get('/zz/loose'), {
    id: 'node-loose',
    trail: [],
    breadcrumbs: [],
    previous: null,
    next: null,
    version: 'current',
    section: null,
    sameDocIn: {},
  });
});

test("category pages: a generated index is a page of its own in the sequence; a doc-linked category's doc is its page", () => {
  const plan = docPagePlan(
    [doc('a', 'a'), doc('overview', 'guides/overview'), doc('g1', 'guides/one')],
    [
      {
        id: null,
        name: 'current',
        path: '',
        items: [
          docItem('a', 'a'),
          category('guides', [docItem('g1', 'guides/one')], { kind: 'doc', id: 'overview', route: 'guides/overview' }),
          category(
            'more',
            [category('inner', [], { kind: 'generatedIndex', route: 'category/inner', title: 'All inner' })],
            {
              kind: 'generatedIndex',
              route: 'category/more',
              title: 'More things',
            },
          ),
        ],
      },
    ],
  );
  const context = pages(plan);
  // The linked doc's breadcrumbs end with its category, which is the page itself.
  assert.deepEqual(context.get('/guides/overview')?.breadcrumbs, [{ label: 'Cat guides', href: '/guides/overview' }]);
  assert.deepEqual(context.get('/guides/overview')?.previous, { label: 'A', href: '/a' });
  assert.deepEqual(context.get('/guides/one')?.next, { label: 'Cat more', href: '/category/more' });
  assert.deepEqual(
    plan.categoryPages.map(({ path, plan: page }) => [
      path,
      page.title,
      page.trail,
      page.breadcrumbs,
      page.previous,
      page.next,
    ]),
    [
      [
        '/category/inner',
        'All inner',
        ['more', 'inner'],
        [
          { label: 'Cat more', href: '/category/more' },
          { label: 'Cat inner', href: '/category/inner' },
        ],
        { label: 'Cat more', href: '/category/more' },
        null,
      ],
      [
        '/category/more',
        'More things',
        ['more'],
        [{ label: 'Cat more', href: '/category/more' }],
        { label: 'G1', href: '/guides/one' },
        { label: 'Cat inner', href: '/category/inner' },
      ],
    ],
  );
});

test('versions: each sidebar is its own sequence, and each page knows the same page in the other versions', () => {
  const versions: VersionForPlan[] = [
    {
      id: null,
      name: 'current',
      path: 'docs/next',
      items: [
        category('c', [
          docItem('next-intro', 'docs/next/intro'),
          docItem('next-api', 'docs/next/api/hooks'),
          docItem('next-new', 'docs/next/brand-new'),
        ]),
      ],
    },
    {
      id: 'v1',
      name: '1.x',
      path: 'docs',
      items: [category('c1', [docItem('v1-intro', 'docs/intro'), docItem('v1-api', 'docs/api/hooks')])],
    },
    { id: 'v0', name: '0.9', path: 'docs/0.9', items: [category('c0', [docItem('v0-intro', 'docs/0.9/intro')])] },
  ];
  const plan = docPagePlan(
    [
      doc('next-intro', 'docs/next/intro'),
      doc('next-api', 'docs/next/api/hooks'),
      doc('next-new', 'docs/next/brand-new'),
      doc('v1-intro', 'docs/intro', 'v1'),
      doc('v1-api', 'docs/api/hooks', 'v1'),
      doc('v0-intro', 'docs/0.9/intro', 'v0'),
    ],
    versions,
  );
  const context = pages(plan);
  assert.deepEqual(context.get('/docs/intro'), {
    id: 'node-v1-intro',
    trail: ['c1'],
    breadcrumbs: [
      { label: 'Cat c1', href: null },
      { label: 'V1-INTRO', href: '/docs/intro' },
    ],
    previous: null,
    next: { label: 'V1-API', href: '/docs/api/hooks' },
    version: '1.x',
    section: null,
    sameDocIn: { current: '/docs/next/intro', '0.9': '/docs/0.9/intro' },
  });
  // The last doc of one sidebar does not lead into the next version's first.
  assert.equal(context.get('/docs/next/brand-new')?.next, null);
  assert.deepEqual(context.get('/docs/next/brand-new')?.sameDocIn, {});
  assert.deepEqual(context.get('/docs/next/api/hooks')?.sameDocIn, { '1.x': '/docs/api/hooks' });
  assert.equal(context.get('/docs/0.9/intro')?.version, '0.9');
});

test('a doc whose version is unknown counts as a current doc', () => {
  const plan = docPagePlan([doc('x', 'x', 'gone')], [{ id: null, name: 'current', path: '', items: [] }]);
  assert.equal(plan.docPages[0]?.context.version, 'current');
});

test("a page's place in the other versions: its route under each version's path", () => {
  const versions = [
    { id: null, name: 'current', path: 'docs/next' },
    { id: 'v1', name: '1.x', path: 'docs' },
    { id: 'v0', name: '0.9', path: 'docs/0.9' },
  ];
  assert.deepEqual(
    sameRouteCandidates('docs/api/hooks', 'v1', versions).map((candidate) => [candidate.version.name, candidate.route]),
    [
      ['current', 'docs/next/api/hooks'],
      ['1.x', 'docs/api/hooks'],
      ['0.9', 'docs/0.9/api/hooks'],
    ],
  );
  // The current docs at the site's root: their routes are already relative.
  assert.deepEqual(
    sameRouteCandidates('api/hooks', null, [
      { id: null, name: 'current', path: '' },
      { id: 'v7', name: '7.x', path: '7.x' },
    ]).map((candidate) => candidate.route),
    ['api/hooks', '7.x/api/hooks'],
  );
});

test("a docs section's pages follow its own sidebar, and are in no other version's menu", () => {
  const plan = docPagePlan(
    [doc('intro', 'intro'), { ...doc('welcome', 'community/intro'), section: 'section-node' }],
    [
      { id: null, name: 'current', path: '', items: [docItem('intro', 'intro')] },
      { id: 'v1-node', name: '1.x', path: '1.x', items: [] },
      {
        id: 'section-node',
        name: 'current',
        section: 'community',
        path: 'community',
        items: [docItem('welcome', 'community/intro')],
      },
    ],
  );
  const context = pages(plan);
  assert.deepEqual(context.get('/community/intro'), {
    id: 'node-welcome',
    trail: [],
    breadcrumbs: [{ label: 'WELCOME', href: '/community/intro' }],
    previous: null,
    next: null,
    version: 'current',
    section: 'community',
    sameDocIn: {},
  });
  // The main docs' page at the same place relative to the path is not taken for the section's.
  assert.deepEqual(context.get('/intro')?.sameDocIn, {});
  assert.equal(context.get('/intro')?.section, null);
});

test("a docs section's released versions make a version menu of their own, apart from the main docs'", () => {
  const plan = docPagePlan(
    [
      doc('intro', 'intro'),
      doc('v1-intro', '1.x/intro', 'v1-node'),
      { ...doc('welcome', 'community/intro'), section: 'section-node' },
      { ...doc('c1-welcome', 'community/1.x/intro', 'c1-node'), section: 'section-node' },
    ],
    [
      { id: null, name: 'current', path: '', items: [docItem('intro', 'intro')] },
      { id: 'v1-node', name: '1.x', path: '1.x', items: [docItem('v1-intro', '1.x/intro')] },
      { id: 'section-node', name: 'current', section: 'community', path: 'community', items: [] },
      {
        id: 'c1-node',
        name: '1.x',
        section: 'community',
        path: 'community/1.x',
        items: [docItem('c1-welcome', 'community/1.x/intro')],
      },
    ],
  );
  const context = pages(plan);
  assert.deepEqual(context.get('/community/intro')?.sameDocIn, { '1.x': '/community/1.x/intro' });
  const released = context.get('/community/1.x/intro');
  assert.equal(released?.version, '1.x');
  assert.equal(released?.section, 'community');
  assert.deepEqual(released?.sameDocIn, { current: '/community/intro' });
  assert.deepEqual(released?.breadcrumbs, [{ label: 'C1-WELCOME', href: '/community/1.x/intro' }]);
  assert.deepEqual(context.get('/intro')?.sameDocIn, { '1.x': '/1.x/intro' });
  assert.deepEqual(context.get('/1.x/intro')?.sameDocIn, { current: '/intro' });
});
