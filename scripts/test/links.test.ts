import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { resolveLink, resolveRoute } from '../src/import/links.ts';
import { docIndex, formatted, importFixture, ROOT, target, tempSite, withoutKeys } from './helpers.ts';

describe('link resolution', () => {
  const index = docIndex(target('api/hooks', 'api/hooks', ['useselector']), target('intro', 'start'));
  const origin = { file: path.join(ROOT, 'api', 'provider.md'), self: target('api/provider') };

  test('classifies links the way Docusaurus resolves them', () => {
    const kind = (href: string) => {
      const r = resolveLink(href, origin, index);
      return r.kind === 'internal' ? `${r.target.docId}${r.anchor ? `#${r.anchor}` : ''}` : r.kind;
    };
    assert.equal(kind('https://example.com/x?y#z'), 'external');
    assert.equal(kind('mailto:a@example.com'), 'external');
    assert.equal(kind('./hooks.md#useselector'), 'api/hooks#useselector');
    assert.equal(kind('hooks.mdx'), 'unresolved');
    assert.equal(kind('api/hooks.md'), 'api/hooks');
    assert.equal(kind('/api/hooks#UseSelector'), 'api/hooks#UseSelector');
    assert.equal(kind('/start/'), 'intro');
    assert.equal(kind('hooks'), 'api/hooks');
    assert.equal(kind('../start#x'), 'intro#x');
    assert.equal(kind('#props'), 'api/provider#props');
    assert.equal(kind('/docs/api/hooks'), 'unresolved');
    assert.equal(kind('./diagram.png'), 'unresolved');
    assert.equal(kind('javascript:alert(1)'), 'unresolved');
    assert.equal(kind('//example.com'), 'unresolved');
    // The home page and the search page are pages of every site built here: links to them stay paths.
    assert.deepEqual(resolveLink('/', origin, index), { kind: 'external', href: '/' });
    assert.deepEqual(resolveLink('/search?q=store', origin, index), { kind: 'external', href: '/search?q=store' });
    assert.deepEqual(resolveLink('/#features', origin, index), { kind: 'external', href: '/#features' });
    assert.deepEqual(resolveRoute('/api/hooks#useselector', index), {
      kind: 'internal',
      target: index.byRoute.get('api/hooks'),
      anchor: 'useselector',
    });
  });
});

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
      'docs/guide.md:4: warning: anchor "#usage.notes" cannot be kept: anchors use lowercase letters, digits, dashes and underscores; the link leads to the top of the page',
      'docs/guide.md:4: warning: the link "##guide-part" has "#" twice: read as "#guide-part"',
      'docs/guide.md:4: warning: anchor "#no-such-part" is not a heading in api/selectors.md; the link leads to the top of the page',
    ],
  );
});
