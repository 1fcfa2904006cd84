import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { withKeys } from '../../../../src/import/dataset/keys.ts';
import { keyFor } from '../../../../src/import/index.ts';

describe('keys', () => {
  test('withKeys keys array members by path, renames markDef keys in marks, drops undefined', () => {
    const document = withKeys({
      _id: 'doc-x',
      skip: undefined,
      body: [
        {
          _type: 'block',
          markDefs: [{ _type: 'link', _key: '~0', href: 'https://x.org' }],
          children: [{ _type: 'span', text: 't', marks: ['strong', '~0'] }],
        },
      ],
    });
    const markKey = keyFor('doc-x', 'body[0].markDefs[0]');
    assert.deepEqual(document, {
      _id: 'doc-x',
      body: [
        {
          _type: 'block',
          _key: keyFor('doc-x', 'body[0]'),
          markDefs: [{ _type: 'link', _key: markKey, href: 'https://x.org' }],
          children: [
            { _type: 'span', _key: keyFor('doc-x', 'body[0].children[0]'), text: 't', marks: ['strong', markKey] },
          ],
        },
      ],
    });
    assert.match(keyFor('doc-x', 'body[0]'), /^[0-9a-f]{12}$/);
  });
});
