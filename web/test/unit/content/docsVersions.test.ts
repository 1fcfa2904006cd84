import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadDatasetFile } from '../../../plugins/gatsby-source-sanity-documents/src/loadDatasetFile.ts';
import { FIXTURE_NDJSON, resolveOptions } from '../../../plugins/gatsby-source-sanity-documents/test/helpers.ts';
import { formatProblems } from '../../../src/content/problems.ts';
import { resolveContent } from '../../../src/content/resolveContent.ts';
import type { SanityDocument } from '../../../src/content/types.ts';

/** The small dataset with a released version 1.x at /v1, holding one doc (an older copy of the guide). */
async function versioned(change: (documents: Map<string, SanityDocument>) => void = () => {}) {
  const documents = await loadDatasetFile(FIXTURE_NDJSON, { extractDir: '/nonexistent' });
  const byId = new Map(documents.map((document) => [document._id, structuredClone(document)]));
  const guide = byId.get('doc-guide') as SanityDocument;
  byId.set('doc-v1-guide', {
    ...structuredClone(guide),
    _id: 'doc-v1-guide',
    title: 'Guide for 1.x',
    route: { _type: 'slug', current: 'v1/guide' },
    version: { _type: 'reference', _ref: 'docsVersion-1_x' },
    sidebar: {
      _type: 'sidebarPlace',
      category: { _type: 'reference', _ref: 'sidebarCategory-v1-basics' },
      position: 1,
    },
    // Its body links the current docs' reference page: links across versions are fine.
  });
  byId.set('docsVersion-1_x', {
    _id: 'docsVersion-1_x',
    _type: 'docsVersion',
    name: '1.x',
    label: 'v1',
    path: 'v1',
    isLast: true,
    order: 1,
  });
  byId.set('sidebarCategory-v1-basics', {
    _id: 'sidebarCategory-v1-basics',
    _type: 'sidebarCategory',
    label: 'Old basics',
    version: { _type: 'reference', _ref: 'docsVersion-1_x' },
    collapsed: false,
  });
  byId.delete('drafts.doc-guide');
  change(byId);
  const { nodes, problems } = resolveContent([...byId.values()], resolveOptions);
  return { nodes, report: formatProblems(problems.list), problems: problems.list };
}

test('a released version becomes a node with its sidebar, and its docs link to it', async () => {
  const { nodes, problems } = await versioned();
  assert.deepEqual(problems, []);
  const version = nodes.find((node) => node.sanityId === 'docsVersion-1_x');
  assert.equal(version?.typeName, 'SanityDocsVersion');
  assert.equal(version?.data.path, 'v1');
  assert.equal(version?.data.isLast, true);
  const sidebar = nodes.find((node) => node.typeName === 'SanityDocsSidebar' && node.data.version === '1.x');
  assert.deepEqual(sidebar?.data.items, [
    {
      type: 'category',
      id: 'sidebarCategory-v1-basics',
      label: 'Old basics',
      collapsible: true,
      collapsed: false,
      page: null,
      items: [{ type: 'doc', id: 'doc-v1-guide', label: 'Guide for 1.x', route: 'v1/guide' }],
    },
  ]);
  assert.equal(sidebar?.data.mainDocRoute, '/v1/guide');
  assert.equal(nodes.find((node) => node.sanityId === 'doc-v1-guide')?.data.version, 'node-docsVersion-1_x');
  assert.equal(nodes.find((node) => node.sanityId === 'doc-guide')?.data.version, null);
});

test("a versioned doc outside its version's path fails, naming the doc, the field and the fix", async () => {
  const { report } = await versioned((documents) => {
    (documents.get('doc-v1-guide') as SanityDocument).route = { _type: 'slug', current: 'old/guide' };
  });
  assert.match(
    report,
    /Doc "Guide for 1\.x" \(doc-v1-guide\), version: is Docs version "v1" \(docsVersion-1_x\), whose docs live under \/v1\/, but the route is \/old\/guide\. Start the route with "v1\/", or pick the right version\./,
  );
});

test("a doc placed in another version's category is shown at the top of its own version's sidebar, with a warning", async () => {
  const { nodes, problems } = await versioned((documents) => {
    (documents.get('doc-guide') as SanityDocument).sidebar = {
      _type: 'sidebarPlace',
      category: { _type: 'reference', _ref: 'sidebarCategory-v1-basics' },
      position: 1,
    };
  });
  assert.deepEqual(
    problems.map((problem) => [problem.level, problem.document?.id, problem.field, problem.message]),
    [
      [
        'warning',
        'doc-guide',
        'sidebar.category',
        'its category "Old basics" belongs to another sidebar (another docs version or section); it is shown at the top level.',
      ],
    ],
  );
  const current = nodes.find((node) => node.typeName === 'SanityDocsSidebar' && node.data.version === 'current');
  const items = current?.data.items as { id: string }[];
  assert.deepEqual(
    items.map((item) => item.id),
    ['doc-guide', 'sidebarCategory-basics'],
  );
});

test('two latest releases: the first in menu order stays the latest, the other is turned off with a warning', async () => {
  const { nodes, report } = await versioned((documents) => {
    documents.set('docsVersion-0_9', {
      ...structuredClone(documents.get('docsVersion-1_x') as SanityDocument),
      _id: 'docsVersion-0_9',
      name: '0.9',
      label: 'v0.9',
      path: 'v0',
      order: 2,
    });
  });
  assert.match(
    report,
    /Docs version "v0\.9" \(docsVersion-0_9\), isLast: Docs version "v1" \(docsVersion-1_x\) is the latest release already/,
  );
  assert.equal(nodes.find((node) => node.sanityId === 'docsVersion-0_9')?.data.isLast, false);
  assert.equal(nodes.find((node) => node.sanityId === 'docsVersion-1_x')?.data.isLast, true);
});

test('versions sharing a name or a path, or living where the current docs do, are errors', async () => {
  const { report } = await versioned((documents) => {
    documents.set('docsVersion-other', {
      ...structuredClone(documents.get('docsVersion-1_x') as SanityDocument),
      _id: 'docsVersion-other',
      name: '1.X',
      isLast: false,
      order: 2,
    });
    documents.set('docsVersion-root', {
      ...structuredClone(documents.get('docsVersion-1_x') as SanityDocument),
      _id: 'docsVersion-root',
      name: '0.1',
      label: 'v0.1',
      path: '',
      isLast: false,
      order: 3,
    });
  });
  assert.match(
    report,
    /Docs version "v1" \(docsVersion-other\), name: "1\.X" is also the name of Docs version "v1" \(docsVersion-1_x\)/,
  );
  assert.match(
    report,
    /Docs version "v1" \(docsVersion-other\), path: \/v1 is also where Docs version "v1" \(docsVersion-1_x\) live/,
  );
  assert.match(
    report,
    /Docs version "v0\.1" \(docsVersion-root\), path: \/ is also where the current docs \(Site settings, Docs version path\) live/,
  );
});
