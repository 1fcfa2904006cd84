import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ImportError } from '../../../src/import/index.ts';
import { fixture, formatted, importFixture, tempSite, withoutKeys } from '../../support/helpers.ts';
import { sidebarOutline } from './sidebarOutline.ts';

test('draft: true docs become Sanity drafts that keep their sidebar places, kept out of published links, each with a warning', async () => {
  const site = fixture('drafts-site');
  const result = await importFixture(site);
  const ids = result.documents.map((document) => document._id);
  assert.ok(ids.includes('doc-published'));
  assert.ok(ids.includes('drafts.doc-first-draft'));
  assert.ok(ids.includes('drafts.doc-second-draft'));
  assert.ok(!ids.includes('doc-first-draft') && !ids.includes('doc-second-draft'), 'no published copy of a draft');

  const byId = new Map(result.documents.map((document) => [document._id, document]));
  // The draft's place goes live with it; the sidebar shows the published doc only until then.
  assert.deepEqual(sidebarOutline(result.documents), ['Docs [closed]', '  doc-published']);
  const docs = ['doc-published', 'drafts.doc-first-draft', 'drafts.doc-second-draft'];
  assert.deepEqual(
    docs.map((id) => byId.get(id)?.sidebar),
    [
      { _type: 'sidebarPlace', category: { _type: 'reference', _ref: 'sidebarCategory-docs' }, position: 1 },
      { _type: 'sidebarPlace', category: { _type: 'reference', _ref: 'sidebarCategory-docs' }, position: 2 },
      { _type: 'sidebarPlace', hidden: true },
    ],
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
      'sidebars.json:1: warning: doc "first-draft" is a draft (draft: true): it keeps its place, and the sidebar shows it once it is published',
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
