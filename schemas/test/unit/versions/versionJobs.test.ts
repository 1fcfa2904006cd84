import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  planRelease,
  planRemoval,
  releaseMutations,
  removalMutations,
  type StoredDocument,
  VersionJobError,
} from '../../../src/versions/index.ts';

const ref = (id: string) => ({ _type: 'reference', _ref: id });
const place = (category?: string, position = 1) => ({
  _type: 'sidebarPlace',
  ...(category ? { category: ref(category) } : {}),
  position,
});
const linkTo = (id: string, key: string) => ({
  _type: 'block',
  _key: key,
  children: [{ _type: 'span', _key: `${key}s`, text: 'see', marks: [`${key}m`] }],
  markDefs: [{ _type: 'internalLink', _key: `${key}m`, reference: ref(id) }],
});

/** Current docs at /docs: two docs linking each other, a category with a generated page, a link, an older version. */
function dataset(): StoredDocument[] {
  return [
    { _id: 'siteSettings', _type: 'siteSettings', docsVersionPath: 'docs' },
    {
      _id: 'doc-intro',
      _type: 'doc',
      _rev: 'r1',
      title: 'Intro',
      route: { _type: 'slug', current: 'docs/intro' },
      previousRoutes: ['docs/start'],
      sidebar: place(undefined, 1),
      body: [linkTo('doc-api_hooks', 'a')],
    },
    {
      _id: 'doc-api_hooks',
      _type: 'doc',
      title: 'Hooks',
      route: { _type: 'slug', current: 'docs/api/hooks' },
      sidebar: place('sidebarCategory-API', 1),
      body: [linkTo('doc-intro', 'b'), { _type: 'image', _key: 'i', asset: ref('image-abc-10x10-png') }],
    },
    { _id: 'drafts.doc-api_hooks', _type: 'doc', title: 'Hooks (edited)', route: { current: 'docs/api/hooks' } },
    {
      _id: 'sidebarCategory-API',
      _type: 'sidebarCategory',
      label: 'API',
      sidebar: place(undefined, 2),
      link: { kind: 'generatedIndex', route: { _type: 'slug', current: 'docs/category/api' } },
    },
    { _id: 'sidebarLink-x', _type: 'sidebarLink', label: 'Hooks again', href: '/docs/api/hooks#top', sidebar: place() },
    {
      _id: 'docsVersion-0_9',
      _type: 'docsVersion',
      name: '0.9',
      label: 'v0.9',
      path: 'docs/0.9',
      isLast: true,
      order: 1,
    },
    {
      _id: 'doc-0_9--intro',
      _type: 'doc',
      title: 'Old intro',
      version: ref('docsVersion-0_9'),
      route: { current: 'docs/0.9/intro' },
      body: [linkTo('doc-0_9--intro', 'c')],
    },
  ];
}

test('a release copies the current docs, categories and links under the version path, pointing at each other', () => {
  const plan = planRelease({ name: '1.x', latest: true }, dataset(), 'docs');
  assert.deepEqual(plan.version, {
    _id: 'docsVersion-1_x',
    _type: 'docsVersion',
    name: '1.x',
    label: '1.x',
    path: 'docs/1.x',
    isLast: true,
    order: 1,
  });
  const byId = new Map(plan.copies.map((copy) => [copy._id, copy]));
  assert.deepEqual([...byId.keys()].sort(), [
    'doc-1_x--api_hooks',
    'doc-1_x--intro',
    'sidebarCategory-1_x--API',
    'sidebarLink-1_x--x',
  ]);
  const intro = byId.get('doc-1_x--intro') as StoredDocument;
  assert.deepEqual(intro.route, { _type: 'slug', current: 'docs/1.x/intro' });
  assert.equal(intro.previousRoutes, undefined, 'old routes stay with the current doc');
  assert.equal(intro._rev, undefined);
  assert.deepEqual(intro.version, ref('docsVersion-1_x'));
  assert.deepEqual(intro.body, [linkTo('doc-1_x--api_hooks', 'a')], 'its link points at the copy');
  const hooks = byId.get('doc-1_x--api_hooks') as StoredDocument;
  assert.equal(hooks.title, 'Hooks', 'the published text is released, not the draft');
  assert.deepEqual(hooks.sidebar, place('sidebarCategory-1_x--API', 1));
  assert.deepEqual((hooks.body as unknown[])[1], { _type: 'image', _key: 'i', asset: ref('image-abc-10x10-png') });
  assert.deepEqual((byId.get('sidebarCategory-1_x--API') as StoredDocument).link, {
    kind: 'generatedIndex',
    route: { _type: 'slug', current: 'docs/1.x/category/api' },
  });
  assert.equal((byId.get('sidebarLink-1_x--x') as StoredDocument).href, '/docs/1.x/api/hooks#top');
  assert.deepEqual(plan.unpublishedChanges, ['Hooks (edited)']);
  assert.deepEqual(plan.patches, [{ id: 'docsVersion-0_9', inc: { order: 1 }, set: { isLast: false } }]);
  const mutations = releaseMutations(plan);
  assert.equal(mutations.length, 1 + 4 + 1);
  assert.deepEqual(mutations[0], { create: plan.version });
});

test('a release not marked latest leaves the latest release as it is; label and path can be given', () => {
  const plan = planRelease({ name: '1.x', label: 'v1', path: '/old/1/', latest: false }, dataset(), 'docs');
  assert.equal(plan.version.label, 'v1');
  assert.equal(plan.version.path, 'old/1');
  assert.equal(plan.version.isLast, false);
  assert.deepEqual(plan.patches, [{ id: 'docsVersion-0_9', inc: { order: 1 } }]);
  const intro = plan.copies.find((copy) => copy._id === 'doc-1_x--intro');
  assert.deepEqual(intro?.route, { _type: 'slug', current: 'old/1/intro' });
});

test('a release is refused, with every reason, when its name or path is taken or a copy route is not free', () => {
  const documents = dataset();
  assert.throws(
    () => planRelease({ name: '0.9', path: 'docs/0.9', latest: true }, documents, 'docs'),
    (error: unknown) =>
      error instanceof VersionJobError &&
      error.problems.length === 3 &&
      /already named/.test(error.problems[0] ?? '') &&
      /v0\.9 lives there/.test(error.problems[1] ?? ''),
  );
  assert.throws(() => planRelease({ name: 'current', latest: true }, documents, 'docs'), /"current" names the docs/);
  assert.throws(() => planRelease({ name: 'x', path: 'docs', latest: true }, documents, 'docs'), /current docs live/);
  documents.push({ _id: 'doc-clash', _type: 'doc', title: 'Clash', route: { current: 'docs/2/intro' } });
  assert.throws(
    () => planRelease({ name: '2', latest: true }, documents, 'docs'),
    /"Intro" would live at \/docs\/2\/intro, which is the route of "Clash"/,
  );
});

/** The dataset with a community section at /community: two docs, one in a category, and a 1.x of the main docs. */
function withSection(): StoredDocument[] {
  const community = ref('docsSection-community');
  return [
    ...dataset(),
    { _id: 'docsSection-community', _type: 'docsSection', name: 'community', label: 'Community', path: 'community' },
    {
      _id: 'doc-community--rules',
      _type: 'doc',
      title: 'Rules',
      section: community,
      route: { current: 'community/rules' },
      sidebar: place('sidebarCategory-community--how'),
      body: [linkTo('doc-community--help', 'd'), linkTo('doc-intro', 'e')],
    },
    {
      _id: 'doc-community--help',
      _type: 'doc',
      title: 'Help',
      section: community,
      route: { current: 'community/help' },
    },
    { _id: 'sidebarCategory-community--how', _type: 'sidebarCategory', label: 'How', section: community },
  ];
}

test("a docs section's release copies its current docs only, into a version of that section with its own menu", () => {
  const documents = withSection();
  const main = planRelease({ name: '1.x', latest: true }, documents, 'docs');
  assert.ok(
    main.copies.every((copy) => copy.section === undefined),
    'the main release leaves the section out',
  );

  const plan = planRelease({ name: '1.x', latest: true, section: 'docsSection-community' }, documents, 'docs');
  assert.deepEqual(plan.version, {
    _id: 'docsVersion-community--1_x',
    _type: 'docsVersion',
    section: ref('docsSection-community'),
    name: '1.x',
    label: '1.x',
    path: 'community/1.x',
    isLast: true,
    order: 1,
  });
  const byId = new Map(plan.copies.map((copy) => [copy._id, copy]));
  assert.deepEqual([...byId.keys()].sort(), [
    'doc-community--1_x--help',
    'doc-community--1_x--rules',
    'sidebarCategory-community--1_x--how',
  ]);
  const rules = byId.get('doc-community--1_x--rules') as StoredDocument;
  assert.deepEqual(rules.section, ref('docsSection-community'), 'the copy stays in the section');
  assert.deepEqual(rules.version, ref('docsVersion-community--1_x'));
  assert.deepEqual(rules.route, { current: 'community/1.x/rules' });
  assert.deepEqual(rules.sidebar, place('sidebarCategory-community--1_x--how'));
  assert.deepEqual(rules.body, [linkTo('doc-community--1_x--help', 'd'), linkTo('doc-intro', 'e')]);
  assert.deepEqual(plan.patches, [], "the main docs' versions keep their menu places and latest release");

  // A name the main docs use is free in the section; a name the section uses is not.
  documents.push(plan.version);
  assert.throws(
    () =>
      planRelease(
        { name: '1.x', path: 'community/one', latest: true, section: 'docsSection-community' },
        documents,
        'docs',
      ),
    /Name "1\.x": another docs version of these docs is already named so/,
  );
  assert.throws(
    () => planRelease({ name: '2', latest: true, section: 'docsSection-nope' }, documents, 'docs'),
    /No published docs section has the id "docsSection-nope"/,
  );
});

test('removing a version deletes it, its docs, categories, links and their drafts, the version last', () => {
  const documents = dataset();
  documents.push({ _id: 'drafts.doc-0_9--intro', _type: 'doc', version: ref('docsVersion-0_9') });
  const plan = planRemoval('docsVersion-0_9', documents);
  assert.deepEqual(plan.ids, ['doc-0_9--intro', 'drafts.doc-0_9--intro', 'docsVersion-0_9']);
  assert.equal(plan.docCount, 1);
  assert.deepEqual(removalMutations(plan).at(-1), { delete: { id: 'docsVersion-0_9' } });
});

test('removing a version is refused while a page outside it links into it, naming that page', () => {
  const documents = dataset();
  documents.push({ _id: 'doc-new', _type: 'doc', title: 'Migration', body: [linkTo('doc-0_9--intro', 'n')] });
  assert.throws(() => planRemoval('docsVersion-0_9', documents), /"Migration" links to "Old intro", a page of v0\.9/);
  assert.throws(() => planRemoval('docsVersion-nope', documents), /No docs version has the id "docsVersion-nope"/);
});
