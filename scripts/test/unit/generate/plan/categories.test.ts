import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  categorySizes,
  categorySpecs,
  MAX_CATEGORY_SIZE,
  MIN_CATEGORY_SIZE,
} from '../../../../src/generate/plan/categories.ts';
import { Random } from '../../../../src/generate/random.ts';

describe('sidebar categories of a generated site', () => {
  test('any number of docs splits into categories of 10 to 40 that add up to it', () => {
    const random = new Random(7);
    for (let total = 1; total <= 2000; total++) {
      const sizes = categorySizes(total, random);
      assert.equal(
        sizes.reduce((sum, size) => sum + size, 0),
        total,
        `sizes for ${total}`,
      );
      if (total < MIN_CATEGORY_SIZE) {
        assert.deepEqual(sizes, [total]);
        continue;
      }
      for (const size of sizes) {
        assert.ok(size >= MIN_CATEGORY_SIZE && size <= MAX_CATEGORY_SIZE, `a category of ${size} for ${total} docs`);
      }
    }
  });

  test('guides and reference apart, opening with a guide and spread through the sidebar', () => {
    const specs = categorySpecs(1000, 250, new Random(1));
    const size = (kind: string) => specs.filter((spec) => spec.kind === kind).reduce((sum, spec) => sum + spec.size, 0);
    assert.equal(size('guide'), 750);
    assert.equal(size('api'), 250);
    assert.equal(specs[0]?.label, 'Introduction');
    const labels = specs.map((spec) => spec.label);
    assert.equal(new Set(labels).size, labels.length);
    const firstApi = specs.findIndex((spec) => spec.kind === 'api');
    const lastGuide = specs.findLastIndex((spec) => spec.kind === 'guide');
    assert.ok(firstApi < specs.length / 2 && lastGuide > specs.length / 2, labels.join(', '));
  });

  test('a site too small for a category of each kind has mixed ones', () => {
    const specs = categorySpecs(30, 8, new Random(1));
    assert.deepEqual(
      specs.map((spec) => [spec.label, spec.kind, spec.size]),
      [['Documentation', 'mixed', 30]],
    );
  });
});
