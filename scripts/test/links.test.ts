import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { resolveLink, resolveRoute } from '../src/import/links.ts';
import { docIndex, ROOT, target } from './helpers.ts';

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
    assert.deepEqual(resolveRoute('/api/hooks#useselector', index), {
      kind: 'internal',
      target: index.byRoute.get('api/hooks'),
      anchor: 'useselector',
    });
  });
});
