import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ImportError } from '../../../src/import/index.ts';
import { fixture, formatted, importFixture, tempSite, withoutKeys } from '../../support/helpers.ts';

test('draft: true docs become Sanity drafts, kept out of the sidebar and of published links, each with a warning', async () => {
  const site = fixture('drafts-site');
  const result = await importFixture(site);
  const ids = result.documents.map((document) => document._id);
  assert.ok(ids.includes('doc-published'));
  assert.ok(ids.includes('drafts.doc-first-draft'));
  assert.ok(ids.includes('drafts.doc-second-draft'));
  assert.ok(!ids.includes('doc-first-draft') && !ids.includes('doc-second-draft'), 'no published copy of a draft');

  const byId = new Map(result.documents.map((document) => [document._id, document]));
  const sidebar = byId.get('docsSidebar') as unknown as { categories: { docs: { _ref: string }[] }[] };
  assert.deepEqual(
    sidebar.categories.flatMap((category) => category.docs.map((doc) => doc._ref)),
    ['doc-published'],
  );
  // The published page keeps the link's text, unlinked; the draft links to the other draft weakly, and to the
  // published page as usual.
  const published = JSON.stringify(withoutKeys(byId.get('doc-published')?.body));
  assert.doesNotMatch(published, /internalLink/);
  assert.match(published, /the first draft/);
  const draftLinks = (withoutKeys(byId.get('drafts.doc-first-draft')?.body) as { markDefs: unknown[] }[]).flatMap(
    (block) => block.markDefs,
  );
  assert.deepEqual(draftLinks, [
    { _type: 'internalLink', reference: { _type: 'reference', _ref: 'doc-second-draft', _weak: true } },
    { _type: 'internalLink', reference: { _type: 'reference', _ref: 'doc-published' } },
  ]);

  assert.deepEqual(
    formatted(result.warnings, site.dir).filter((line) => !line.startsWith('site.json')),
    [
      'docs/first-draft.md: warning: body[0].markDefs[0].reference: links to a doc that is a draft too; publish that one first (the Studio publishes no doc that links to an unpublished one)',
      'docs/published.md:5: warning: links to "first-draft", a draft (draft: true) that readers cannot see until it is published; the link was removed, its text kept',
      'sidebars.json:1: warning: doc "first-draft" is a draft (draft: true): left out of the sidebar until it is published; add it in the Studio then',
    ],
  );
});

test('draft must be true or false', async () => {
  const site = tempSite({
    'docs/page.md': '---\ntitle: Page\ndraft: maybe\n---\n\nText.\n',
    'sidebars.json': '{ "docs": { "Docs": ["page"] } }',
  });
  await assert.rejects(importFixture(site), (error) => {
    assert.ok(error instanceof ImportError);
    assert.deepEqual(formatted(error.problems, site.dir), [
      'docs/page.md:3: error: front matter `draft` must be true or false',
    ]);
    return true;
  });
});
