import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatted, importFixture, tempSite } from '../../../support/helpers.ts';
import { sidebarOutline } from '../sidebarOutline.ts';

test('each doc gets its place; docs in no sidebar, or only in a sidebar left out, are hidden from it', async () => {
  const page = (title: string) => `# ${title}\n\nText.\n`;
  const site = tempSite({
    'docs/listed.md': page('Listed'),
    'docs/guides/nested.md': page('Nested'),
    'docs/elsewhere.md': page('Elsewhere'),
    'docs/orphan.md': page('Orphan'),
    'sidebars.json': JSON.stringify({
      docs: ['listed', { type: 'category', label: 'Guides', items: ['guides/nested'] }],
      api: ['elsewhere'],
    }),
  });
  const result = await importFixture(site);
  const places = Object.fromEntries(
    result.documents.filter((document) => document._type === 'doc').map((document) => [document._id, document.sidebar]),
  );
  assert.deepEqual(places, {
    'doc-listed': { _type: 'sidebarPlace', position: 1 },
    'doc-guides_nested': {
      _type: 'sidebarPlace',
      category: { _type: 'reference', _ref: 'sidebarCategory-guides' },
      position: 1,
    },
    'doc-elsewhere': { _type: 'sidebarPlace', hidden: true },
    'doc-orphan': { _type: 'sidebarPlace', hidden: true },
  });
  assert.deepEqual(sidebarOutline(result.documents), ['doc-listed', 'Guides [closed]', '  doc-guides_nested']);
  assert.deepEqual(
    formatted(result.warnings, site.dir).filter((line) => line.startsWith('sidebars.json')),
    ['sidebars.json:1: warning: sidebar "api" ignored: the site has one sidebar, "docs"'],
  );
});
