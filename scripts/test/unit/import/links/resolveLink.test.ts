import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { resolveLink, resolveRoute } from '../../../../src/import/links/resolveLink.ts';
import { docIndex, ROOT, target } from '../../../support/helpers.ts';

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
