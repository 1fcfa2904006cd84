import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { type CheckOptions, checkContent } from '../src/checkContent.ts';
import { loadDatasetFile } from '../src/loadDatasetFile.ts';
import { FIXTURE_NDJSON, model, resolveOptions } from './helpers.ts';

/** One dataset with every kind of broken content the build checks for (fixtures/broken-dataset). */
const BROKEN_DATASET = path.join(import.meta.dirname, 'fixtures', 'broken-dataset', 'data.ndjson');
const STUDIO = 'https://docs.sanity.studio';

const options: CheckOptions = {
  ...resolveOptions,
  model,
  schemaVersion: 'test',
  hosted: true,
  siteDir: path.resolve(import.meta.dirname, '../../..'),
  imageCdnPrefix: 'https://cdn.sanity.io/images/testproj/production/',
};

const edit = (id: string, type: string) => `    Edit: ${STUDIO}/intent/edit/id=${id};type=${type}`;

const EXPECTED_ERROR = [
  'The content cannot be built into a site. Fix 9 problems in the Studio, publish, and the site rebuilds:',
  '',
  'Documents that break the schema (2):',
  '  - Doc "No route" (doc-no-route), route: has no route, so the doc has no page. Give it one in the Studio, e.g. "api/hooks".',
  edit('doc-no-route', 'doc'),
  '  - Doc (doc-untitled), title: is empty; the Studio requires it. Fill it in.',
  edit('doc-untitled', 'doc'),
  '',
  'Unknown block and mark types (2):',
  '  - Doc "Guide" (doc-guide), body[8]: type "youtube" is not allowed here (block, code, math, admonition, table, image, tabs, embed, divider, docCards, collapsible, snippetRef)',
  edit('doc-guide', 'doc'),
  '  - Doc "Guide" (doc-guide), body[9].children[0].marks: mark "glow" is neither a decorator offered here nor a link in markDefs',
  edit('doc-guide', 'doc'),
  '',
  'Broken links (4):',
  '  - Announcement bar (announcement), content[1].markDefs[0]: links to doc "doc-missing", which does not exist or is not published. Pick a published doc, or remove the link.',
  edit('announcement', 'announcement'),
  '  - Doc "Guide" (doc-guide), body[6].markDefs[0].href: links to /api/nowhere, which is not a page of this site. Link the doc itself (so the link follows it when its route changes), or correct the address.',
  edit('doc-guide', 'doc'),
  '  - Footer (footer), linkGroups[0].links[1].doc: links to "doc-draft-only", which is not a published doc. Pick a published one, or remove the link.',
  edit('footer', 'footer'),
  '  - Navbar "Example" (navbar), items[3].url: links to /blog, which is not a page of this site. Link the doc itself (so the link follows it when its route changes), or correct the address.',
  edit('navbar', 'navbar'),
  '',
  'Images that cannot be shown (1):',
  `  - Doc "Reference" (doc-reference), body[2]: uses image image-remote-1x1-png, but its address "https://evil.example/tracker.png" is not a file of this dataset on Sanity's image CDN (https://cdn.sanity.io/images/testproj/production/), so pages must not load it. Upload the image again in the Studio.`,
  edit('doc-reference', 'doc'),
].join('\n');

const EXPECTED_WARNINGS = [
  'The content has problems the site works around:',
  '',
  'Unsafe links left out (2):',
  '  - Doc "Guide" (doc-guide), body[5].markDefs[0].href: "data:text/html,<script>alert(1)</script>" is not a web address (http, https, mailto) or a path of this site, so it is left out and the text shows without a link. Enter a full web address.',
  '  - Navbar "Example" (navbar), items[4].url: "javascript:alert(document.cookie)" is not a web address (http, https, mailto) or a path of this site, so it is left out and the text shows without a link. Enter a full web address.',
  '',
  'Duplicate routes (1):',
  '  - Doc "Guide copy" (doc-zz-guide-copy), route: /guide is also the route of Doc "Guide" (doc-guide), which is built (the first by id); this doc is left out. Give one of them another route.',
  '',
  'Links to a section that does not exist (2):',
  '  - Doc "Guide" (doc-guide), body[7].markDefs[0]: links to /api/reference#missing-anchor, but that page has no heading or anchor named "missing-anchor", so the link opens the top of the page. Use the anchor of one of its headings, or remove it.',
  '  - Home page (landingPage), hero.actions[1].anchor: links to /api/reference#no-such-section, but that page has no heading or anchor named "no-such-section", so the link opens the top of the page. Use the anchor of one of its headings, or remove it.',
].join('\n');

/** What the schema's rules add, once they have run alongside the build. */
const EXPECTED_RULE_WARNINGS = [
  'The content has problems the site works around:',
  '',
  'Content warnings (1):',
  '  - Doc "Reference" (doc-reference), description: Search engines cut descriptions longer than about 300 characters.',
].join('\n');

test('every broken thing in the content is listed at once: errors stop the build, warnings say what the site did', async () => {
  const documents = await loadDatasetFile(BROKEN_DATASET, { extractDir: '/nonexistent' });
  const { report, rules } = await checkContent(documents, { ...options, studioUrl: STUDIO });
  assert.equal(report.error, EXPECTED_ERROR);
  assert.equal(report.warnings, EXPECTED_WARNINGS);
  assert.deepEqual(await rules, { warnings: EXPECTED_RULE_WARNINGS });
});

test('without a Studio address, a hosted build says how to get links to the documents', async () => {
  const documents = await loadDatasetFile(BROKEN_DATASET, { extractDir: '/nonexistent' });
  const { report } = await checkContent(documents, options);
  assert.doesNotMatch(report.error ?? '', /Edit: /);
  assert.match(
    report.error ?? '',
    /\n\nSet SANITY_STUDIO_URL to your Studio's address \(e\.g\. https:\/\/docs\.sanity\.studio\) to get a link to each document here\.$/,
  );
});

test('unsafe links never reach the nodes: the address is gone and the text stays, unlinked', async () => {
  const documents = await loadDatasetFile(BROKEN_DATASET, { extractDir: '/nonexistent' });
  const { content } = await checkContent(documents, options);
  const node = (id: string) => content.nodes.find((candidate) => candidate.sanityId === id)?.data;
  const items = node('navbar')?.items as { label: string; url: string | null }[];
  assert.deepEqual(
    items.find((item) => item.label === 'Run'),
    { ...items.find((item) => item.label === 'Run'), url: null },
  );
  const block = (
    (node('doc-guide')?.body ?? []) as { _key: string; markDefs: unknown[]; children: { marks: string[] }[] }[]
  ).find((candidate) => candidate._key === 'x1');
  assert.deepEqual(block?.markDefs, []);
  assert.deepEqual(block?.children[0]?.marks, []);
  assert.doesNotMatch(JSON.stringify(content.nodes), /javascript:|data:text\/html/);
});

test("the schema's rules stop the build too, and a stored verdict is not worked out again", async () => {
  const documents = await loadDatasetFile(FIXTURE_NDJSON, { extractDir: '/nonexistent' });
  const tooLong = documents.map((document) =>
    document._id === 'doc-guide'
      ? { ...document, title: 'A title far longer than any reader wants. '.repeat(4) }
      : document,
  );
  const kept = new Map<string, unknown>();
  const store = {
    get: async (key: string) => kept.get(key),
    set: async (key: string, value: unknown) => kept.set(key, value),
  };
  const first = await checkContent(tooLong, { ...options, store });
  assert.equal(first.report.error, undefined, 'nothing the early checks see');
  assert.match(
    (await first.rules).error ?? '',
    /Documents that break the schema \(1\):\n {2}- Doc "A title far longer[^"]*" \(doc-guide\), title: Must be at most 120 characters long/,
  );
  // The next build takes the stored verdicts: a stand-in verdict shows they were not worked out again.
  for (const key of kept.keys()) kept.set(key, []);
  const second = await checkContent(tooLong, { ...options, store });
  assert.deepEqual(await second.rules, {});
});

test('the shape check keeps its verdicts too: a content-only rebuild checks only the changed documents', async () => {
  const documents = await loadDatasetFile(BROKEN_DATASET, { extractDir: '/nonexistent' });
  const kept = new Map<string, unknown>();
  const store = {
    get: async (key: string) => kept.get(key),
    set: async (key: string, value: unknown) => kept.set(key, value),
  };
  const first = await checkContent(documents, { ...options, store });
  assert.match(first.report.error ?? '', /Unknown block and mark types \(2\)/);
  const shapeKeys = [...kept.keys()].filter((key) => key.startsWith('shape:test:'));
  assert.ok(shapeKeys.length > 0);
  // Stand-in verdicts show that the stored ones are used, and that a changed document is checked again.
  for (const key of shapeKeys) kept.set(key, []);
  const second = await checkContent(documents, { ...options, store });
  assert.doesNotMatch(second.report.error ?? '', /Unknown block and mark types/);
  const changed = documents.map((document) =>
    document._id === 'doc-guide' ? { ...document, description: 'Changed since the last build.' } : document,
  );
  const third = await checkContent(changed, { ...options, store });
  assert.match(third.report.error ?? '', /Unknown block and mark types \(2\)/);
});

test('an image without alternative text is built as decorative, and listed as a warning for editors', async () => {
  const documents = await loadDatasetFile(FIXTURE_NDJSON, { extractDir: '/nonexistent' });
  const withoutAlt = documents.map((document) => {
    if (document._id !== 'doc-guide') return document;
    const body = (document.body as { _type: string; alt?: string }[]).map((block) => {
      if (block._type !== 'image') return block;
      const { alt: _alt, ...rest } = block;
      return rest;
    });
    assert.ok(
      body.some((block) => block._type === 'image'),
      'the fixture doc has an image',
    );
    return { ...document, body };
  });
  const checked = await checkContent(withoutAlt, options);
  assert.equal(checked.report.error, undefined);
  const rules = await checked.rules;
  assert.equal(rules.error, undefined, 'a missing alt stops nothing');
  assert.match(
    rules.warnings ?? '',
    /Doc "Guide" \(doc-guide\), body\[\d+\]\.alt: No alternative text: readers who cannot see the image learn nothing from it\. Describe what it shows\./,
  );
});

test("the Studio's rebuild request in the dataset is not content: no node, no problem, nothing else changes", async () => {
  const documents = await loadDatasetFile(FIXTURE_NDJSON, { extractDir: '/nonexistent' });
  const request = {
    _id: 'siteRebuildRequest',
    _type: 'siteRebuildRequest',
    _rev: 'r1',
    _createdAt: '2026-05-04T12:00:00Z',
    _updatedAt: '2026-05-04T12:00:00Z',
    requestedAt: '2026-05-04T12:00:00.000Z',
    requestedBy: 'Jane Editor',
  };
  const without = await checkContent(documents, options);
  const withRequest = await checkContent([...documents, request], options);
  assert.deepEqual(withRequest.report, without.report);
  assert.deepEqual(await withRequest.rules, await without.rules);
  assert.deepEqual(withRequest.content.nodes, without.content.nodes);
  assert.ok(!withRequest.content.documents.some((document) => document._type === 'siteRebuildRequest'));
  assert.doesNotMatch(JSON.stringify(withRequest.content), /Jane Editor|siteRebuildRequest/);
});
