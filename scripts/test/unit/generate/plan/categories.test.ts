import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  categorySizes,
  categorySpecs,
  MAX_CATEGORY_SIZE,
  MIN_CATEGORY_SIZE,
  topLevelDocs,
  topLevelSizes,
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

  test('any number of docs splits into top-level categories of at least 10, one when fewer than 20', () => {
    const random = new Random(3);
    for (let total = 1; total <= 12_000; total += total < 200 ? 1 : 97) {
      const sizes = topLevelSizes(total, 20, random);
      assert.equal(
        sizes.reduce((sum, size) => sum + size, 0),
        total,
        `sizes for ${total}`,
      );
      assert.ok(sizes.length <= 20);
      if (total < 2 * MIN_CATEGORY_SIZE) assert.deepEqual(sizes, [total]);
      else for (const size of sizes) assert.ok(size >= MIN_CATEGORY_SIZE, `a category of ${size} for ${total} docs`);
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

  test('a category too large for one holds its docs in subcategories of 10 to 40, others hold them', () => {
    for (const [total, apiTotal] of [
      [1000, 250],
      [10_000, 2500],
    ] as const) {
      const specs = categorySpecs(total, apiTotal, new Random(total));
      const nested = specs.filter((spec) => spec.subcategories.length > 0);
      assert.ok(nested.length > 0, `${total} docs: some categories nest`);
      for (const spec of specs) {
        if (spec.subcategories.length === 0) {
          assert.ok(spec.size >= MIN_CATEGORY_SIZE && spec.size <= MAX_CATEGORY_SIZE, `${spec.label}: ${spec.size}`);
          continue;
        }
        assert.ok(spec.size > MAX_CATEGORY_SIZE, spec.label);
        assert.equal(
          spec.subcategories.reduce((sum, subcategory) => sum + subcategory.size, 0),
          spec.size,
        );
        const labels = spec.subcategories.map((subcategory) => subcategory.label);
        assert.equal(new Set(labels).size, labels.length, labels.join(', '));
        for (const subcategory of spec.subcategories) {
          assert.equal(subcategory.kind, spec.kind);
          assert.deepEqual(subcategory.subcategories, []);
          assert.ok(subcategory.size >= MIN_CATEGORY_SIZE && subcategory.size <= MAX_CATEGORY_SIZE);
        }
      }
      if (total === 1000) assert.ok(nested.length < specs.length, 'and some do not');
      // However large the site, the top level keeps to one category per label.
      if (total === 10_000) assert.equal(specs.length, 27);
    }
  });

  test('a site too small for a category of each kind has mixed ones', () => {
    const specs = categorySpecs(30, 8, new Random(1));
    assert.deepEqual(
      specs.map((spec) => [spec.label, spec.kind, spec.size, spec.subcategories.length]),
      [['Documentation', 'mixed', 30, 0]],
    );
  });

  test('a few docs sit at the top level, outside any category', () => {
    assert.deepEqual(topLevelDocs(2), { before: [], after: [] });
    assert.deepEqual(topLevelDocs(10).before, ['Getting Started']);
    assert.equal(topLevelDocs(1000).before.length + topLevelDocs(1000).after.length, 3);
  });
});
