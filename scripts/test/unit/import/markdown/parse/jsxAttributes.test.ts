import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { jsxAttributes } from '../../../../../src/import/markdown/parse/jsxAttributes.ts';

describe('JSX attributes', () => {
  test('text values however they are quoted, bare attributes as true; other expressions left out', () => {
    assert.deepEqual(
      jsxAttributes(' a="1" b=\'2\' c={"3"} d={\'4\'} e={`5`} f g={value} h="" data-x="y"'),
      new Map<string, string | true>([
        ['a', '1'],
        ['b', '2'],
        ['c', '3'],
        ['d', '4'],
        ['e', '5'],
        ['f', true],
        ['h', ''],
        ['data-x', 'y'],
      ]),
    );
  });
});
