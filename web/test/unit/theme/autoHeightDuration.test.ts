import assert from 'node:assert/strict';
import { test } from 'node:test';
import { autoHeightDuration } from '../../../src/theme/Collapsible/autoHeightDuration.ts';

test('taller content animates longer, but far less than proportionally', () => {
  const short = autoHeightDuration(100);
  const tall = autoHeightDuration(1000);
  assert.ok(short > 100 && short < 400, `100px: ${short}ms`);
  assert.ok(tall > short, 'taller is longer');
  assert.ok(tall < short * 3, `1000px: ${tall}ms is not ten times 100px`);
  assert.equal(autoHeightDuration(0), 0);
});
