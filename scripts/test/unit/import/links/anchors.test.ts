import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatted, importFixture, tempSite, withoutKeys } from '../../../support/helpers.ts';

test('anchors as Docusaurus treats them, a broken one a warning: letter case settled, a doubled "#" dropped, an unknown anchor left out', async () => {
  const site = tempSite({
    'docs/api/selectors.md': '# Selectors\n\n## createPicker\n\nText.\n\n## Usage notes\n\nText.\n',
    'docs/guide.md': [
      '# Guide',
      '',
      'See [the picker](./api/selectors.md#createPicker), [the notes](/api/selectors##usage-notes),',
      '[nothing](./api/selectors.md#no-such-part), [odd](./api/selectors.md#usage.notes) and [here](##guide-part).',
      '',
      '## Guide part',
      '',
      'Text.',
      '',
    ].join('\n'),
    'sidebars.json': '{ "docs": { "Docs": ["guide", "api/selectors"] } }',
  });
  // Nothing is refused: the anchors the site could not store are settled at their links.
  const result = await importFixture(site);
  const guide = withoutKeys(result.documents.find((document) => document._id === 'doc-guide')?.body) as {
    markDefs: unknown[];
  }[];
  const selectors = { _type: 'reference', _ref: 'doc-api_selectors' };
  assert.deepEqual(guide[0]?.markDefs, [
    { _type: 'internalLink', reference: selectors, anchor: 'createpicker' },
    { _type: 'internalLink', reference: selectors, anchor: 'usage-notes' },
    { _type: 'internalLink', reference: selectors },
    { _type: 'internalLink', reference: selectors },
    { _type: 'internalLink', reference: { _type: 'reference', _ref: 'doc-guide' }, anchor: 'guide-part' },
  ]);
  assert.deepEqual(
    formatted(result.warnings, site.dir).filter((line) => line.startsWith('docs/')),
    [
      'docs/guide.md:3: warning: the link "/api/selectors##usage-notes" has "#" twice: read as "#usage-notes"',
      'docs/guide.md:3: warning: anchor "#createPicker" is not a heading in api/selectors.md, but "#createpicker" is (anchors are lowercase): the link uses "#createpicker"',
      'docs/guide.md:4: warning: anchor "#usage.notes" cannot be kept: anchors use lowercase letters (of any script), digits, dashes and underscores; the link leads to the top of the page',
      'docs/guide.md:4: warning: the link "##guide-part" has "#" twice: read as "#guide-part"',
      'docs/guide.md:4: warning: anchor "#no-such-part" is not a heading in api/selectors.md; the link leads to the top of the page',
    ],
  );
});
