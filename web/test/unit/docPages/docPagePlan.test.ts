import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docPagePlan, type VersionForPlan } from '../../../src/docPages/docPagePlan.ts';
import { sameRouteCandidates } from '../../../src/docPages/versionFields.ts';

const doc = (id: string, route: string, version?: string) => ({ id, route: { current: route }, version });
const sidebar = (...categories: [string, string[]][]) => ({
  categories: categories.map(([key, ids]) => ({ _key: key, docs: ids.map((id) => ({ id })) })),
});

test('one version: neighbours follow the sidebar across categories, pages come in route order', () => {
  const plan = docPagePlan(
    [doc('b', 'api/b'), doc('a', 'intro'), doc('loose', 'zz/loose')],
    [{ id: null, name: 'current', path: '', sidebar: sidebar(['start', ['a']], ['api', ['b']]) }],
  );
  assert.deepEqual(
    plan.map((page) => [page.path, page.context]),
    [
      ['/api/b', { id: 'b', previousId: 'a', nextId: '', categoryKey: 'api', version: 'current', sameDocIn: {} }],
      ['/intro', { id: 'a', previousId: '', nextId: 'b', categoryKey: 'start', version: 'current', sameDocIn: {} }],
      ['/zz/loose', { id: 'loose', previousId: '', nextId: '', categoryKey: '', version: 'current', sameDocIn: {} }],
    ],
  );
});

test('versions: each sidebar is its own sequence, and each page knows the same page in the other versions', () => {
  const versions: VersionForPlan[] = [
    { id: null, name: 'current', path: 'docs/next', sidebar: sidebar(['c', ['next-intro', 'next-api', 'next-new']]) },
    { id: 'v1', name: '1.x', path: 'docs', sidebar: sidebar(['c1', ['v1-intro', 'v1-api']]) },
    { id: 'v0', name: '0.9', path: 'docs/0.9', sidebar: sidebar(['c0', ['v0-intro']]) },
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
  const context = (path: string) => plan.find((page) => page.path === path)?.context;
  assert.deepEqual(context('/docs/intro'), {
    id: 'v1-intro',
    previousId: '',
    nextId: 'v1-api',
    categoryKey: 'c1',
    version: '1.x',
    sameDocIn: { current: '/docs/next/intro', '0.9': '/docs/0.9/intro' },
  });
  // The last doc of one sidebar does not lead into the next version's first.
  assert.equal(context('/docs/next/brand-new')?.nextId, '');
  assert.deepEqual(context('/docs/next/brand-new')?.sameDocIn, {});
  assert.deepEqual(context('/docs/next/api/hooks')?.sameDocIn, { '1.x': '/docs/api/hooks' });
  assert.equal(context('/docs/0.9/intro')?.version, '0.9');
});

test('a doc whose version is unknown counts as a current doc', () => {
  const [page] = docPagePlan([doc('x', 'x', 'gone')], [{ id: null, name: 'current', path: '', sidebar: null }]);
  assert.equal(page?.context.version, 'current');
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
