import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { keyFor, stableStringify, toNdjson } from '../src/import/index.ts';
import { withKeys } from '../src/import/keys.ts';

describe('keys and serialization', () => {
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

  test('stable key order and sorted NDJSON with a trailing newline', () => {
    assert.equal(
      stableStringify({ b: 1, _key: 'k', a: [{ z: 1, _type: 't' }], _id: 'i', _type: 'x' }),
      '{"_id":"i","_type":"x","_key":"k","a":[{"_type":"t","z":1}],"b":1}',
    );
    assert.equal(
      toNdjson([
        { _id: 'b', _type: 't' },
        { _id: 'a', _type: 't' },
      ]),
      '{"_id":"a","_type":"t"}\n{"_id":"b","_type":"t"}\n',
    );
  });
});
