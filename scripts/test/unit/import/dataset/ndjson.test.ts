import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { stableStringify, toNdjson } from '../../../../src/import/index.ts';

describe('serialization', () => {
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
