import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatLineRanges, readLineRanges } from '../../../src/code/lineRanges.ts';

describe('highlighted line ranges', () => {
  test('reads ranges as a fence writes them, braces optional, in any order', () => {
    assert.deepEqual(readLineRanges('{2,4-6}'), { lines: [2, 4, 5, 6], unreadable: [] });
    assert.deepEqual(readLineRanges(' 6-4, 2 '), { lines: [2, 4, 5, 6], unreadable: [] });
    assert.deepEqual(readLineRanges('{}'), { lines: [], unreadable: [] });
  });

  test('names the parts that are not lines', () => {
    assert.deepEqual(readLineRanges('2,x,4-,0'), { lines: [2], unreadable: ['x', '4-', '0'] });
  });

  test('writes lines back as the shortest ranges, and reads what it wrote', () => {
    assert.equal(formatLineRanges([6, 2, 4, 5]), '{2,4-6}');
    assert.equal(formatLineRanges([1, 2]), '{1,2}');
    assert.equal(formatLineRanges([]), '');
    for (const lines of [[1], [1, 2, 3, 9], [3, 5, 7, 8]])
      assert.deepEqual(readLineRanges(formatLineRanges(lines)).lines, lines);
  });
});
