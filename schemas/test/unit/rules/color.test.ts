import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contrastRatio, isHexColor } from '../../../src/index.ts';

test('contrast ratios match the WCAG formula', () => {
  assert.equal(contrastRatio('#000000', '#ffffff'), 21);
  assert.equal(contrastRatio('#fff', '#fff'), 1);
  assert.equal(contrastRatio('#767676', '#ffffff').toFixed(2), '4.54');
  // #777 on white is the classic just-fails-AA grey.
  assert.equal(contrastRatio('#777777', '#ffffff').toFixed(2), '4.48');
});

test('hex colours are #rgb or #rrggbb', () => {
  assert.ok(isHexColor('#764abc'));
  assert.ok(isHexColor('#FFF'));
  assert.ok(!isHexColor('764abc'));
  assert.ok(!isHexColor('#76'));
  assert.ok(!isHexColor('rgb(0,0,0)'));
});
