import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { planSidebar } from '../../../../src/generate/plan/sidebar.ts';
import { Random } from '../../../../src/generate/random.ts';
import type { CategoryPlan } from '../../../../src/generate/types.ts';

const depth = (category: CategoryPlan | undefined): number => (category ? 1 + depth(category.parent) : 0);

describe('the sidebar of a generated site', () => {
  test('every size places each doc once, at a unique position among its category’s items', () => {
    for (const total of [1, 2, 3, 10, 37, 99, 100, 250, 1000, 10_000]) {
      const layout = planSidebar(total, new Random(total));
      assert.equal(layout.slots.length, total);
      const positions = new Map<CategoryPlan | undefined, Set<number>>();
      const place = (category: CategoryPlan | undefined, position: number, what: string) => {
        const taken = positions.get(category) ?? new Set();
        assert.ok(!taken.has(position), `${total} docs: ${what} at position ${position} of ${category?.id ?? 'top'}`);
        positions.set(category, taken.add(position));
      };
      for (const slot of layout.slots) place(slot.category, slot.position, 'a doc');
      for (const category of layout.categories) place(category.parent, category.position, category.id);
      for (const link of layout.links) place(link.category, link.position, link.id);
      const known = new Set(layout.categories);
      for (const slot of layout.slots) assert.ok(!slot.category || known.has(slot.category));
      for (const category of layout.categories) {
        assert.match(category.id, /^sidebarCategory-[a-z0-9_-]+$/);
        assert.ok(!category.parent || known.has(category.parent));
        assert.ok(depth(category) <= 2, category.id);
        assert.ok(category.description.length > 0);
      }
      assert.equal(new Set(layout.categories.map((category) => category.id)).size, layout.categories.length);
      assert.equal(layout.links.length, 2);
      for (const link of layout.links) assert.match(link.id, /^sidebarLink-[a-z0-9_-]+$/);
      assert.equal(layout.routes.length, 1);
      assert.equal(layout.categories.filter((category) => category.link.kind === 'generatedIndex').length, 1);
      assert.equal(
        layout.categories.filter((category) => category.link.kind === 'doc').length,
        layout.categories.length > 1 ? 1 : 0,
      );
    }
  });

  test('the docs come in reading order: categories before their subcategories, docs by position', () => {
    const layout = planSidebar(1000, new Random(1));
    const order = new Map(layout.categories.map((category, index) => [category, index]));
    for (const category of layout.categories) {
      if (category.parent) assert.ok((order.get(category.parent) as number) < (order.get(category) as number));
    }
    let last: { category: CategoryPlan | undefined; position: number } | undefined;
    for (const slot of layout.slots) {
      if (last && slot.category && slot.category === last.category) assert.equal(slot.position, last.position + 1);
      last = slot;
    }
    assert.equal(layout.slots[0]?.category, undefined, 'the site opens with a doc outside any category');
    assert.equal(layout.slots[0]?.title, 'Getting Started');
  });

  test('a site of 10,000 docs nests every part in top-level categories, one per label', () => {
    const layout = planSidebar(10_000, new Random(1));
    const top = layout.categories.filter((category) => !category.parent);
    assert.equal(top.length, 27);
    assert.ok(top.every((category) => category.categories.length > 0));
    const listed = layout.categories.find((category) => category.link.kind === 'generatedIndex');
    assert.equal(listed?.parent, undefined);
    assert.deepEqual(listed?.link, {
      kind: 'generatedIndex',
      route: 'category/introduction',
      title: 'Introduction Overview',
    });
  });

  test('the same seed lays out the same sidebar', () => {
    const ids = (seed: number) =>
      planSidebar(1000, new Random(seed)).categories.map((category) => `${category.id}@${category.position}`);
    assert.deepEqual(ids(5), ids(5));
    assert.notDeepEqual(ids(5), ids(6));
  });
});
