/**
 * The sidebar's layout: the docs at its top level, its categories and their
 * subcategories, how many docs each holds, what each is called, and in what
 * order guide and reference categories follow each other.
 */
import type { Random } from '../random.ts';
import type { DocKind } from '../types.ts';

export const MIN_CATEGORY_SIZE = 10;
export const MAX_CATEGORY_SIZE = 40;
/** The docs a top-level category holds on average; one of more than MAX_CATEGORY_SIZE holds them in subcategories. */
const TOP_CATEGORY_SIZE = 60;

const GUIDE_LABELS = [
  'Introduction',
  'Tutorials',
  'Guides',
  'Using React Redux',
  'Concepts',
  'Recipes',
  'Advanced',
  'Performance',
  'Testing',
  'TypeScript',
  'Server Rendering',
  'Migration',
  'Troubleshooting',
  'Patterns',
  'Integrations',
  'Examples',
  'Architecture',
  'Tooling',
  'Deployment',
  'FAQ',
];
const API_LABELS = [
  'API Reference',
  'Hooks API',
  'Components API',
  'Selectors API',
  'Middleware API',
  'Store API',
  'Utilities API',
];
/** Subcategories of a large guide category, the same topics in each, starting at a different one. */
const GUIDE_SUBLABELS = [
  'Basics',
  'Selectors',
  'Reducers',
  'Actions',
  'Hooks',
  'Slices',
  'Middleware',
  'Subscriptions',
  'Components',
  'Thunks',
  'Listeners',
  'Queries',
  'Side Effects',
  'Entities',
  'Caching',
  'Forms',
  'Routing',
  'Errors',
  'Providers',
  'Immutability',
];
/** Subcategories of a large reference category. */
const API_SUBLABELS = [
  'Core',
  'Hooks',
  'Components',
  'Selectors',
  'Factories',
  'Adapters',
  'Helpers',
  'Types',
  'Testing Utilities',
  'Legacy',
  'Experimental',
  'Internals',
];
/** For sites too small to split into guides and reference. */
const MIXED_LABEL = 'Documentation';

/** Titles of the docs at the top level of the sidebar, outside any category, before and after the categories. */
export type TopLevelDocs = { before: string[]; after: string[] };

/** A site of `total` docs opens with one doc outside any category, and from 100 docs ends with two more. */
export function topLevelDocs(total: number): TopLevelDocs {
  if (total < 3) return { before: [], after: [] };
  if (total < 100) return { before: ['Getting Started'], after: [] };
  return { before: ['Getting Started'], after: ['Frequently Asked Questions', 'Glossary'] };
}

/**
 * A category before its docs are planned: `size` docs, in it or (when it has any) in its subcategories, which
 * hold MIN_CATEGORY_SIZE to MAX_CATEGORY_SIZE each.
 */
export type CategorySpec = { label: string; kind: DocKind | 'mixed'; size: number; subcategories: CategorySpec[] };

/**
 * The top-level categories of `total` docs, `apiTotal` of them reference pages: guides and reference apart
 * when each fills a category, mixed otherwise. A category of more than MAX_CATEGORY_SIZE docs holds them in
 * subcategories.
 */
export function categorySpecs(total: number, apiTotal: number, random: Random): CategorySpec[] {
  const guideTotal = total - apiTotal;
  const split = apiTotal >= MIN_CATEGORY_SIZE && guideTotal >= MIN_CATEGORY_SIZE;
  if (split) {
    const guides = topLevelSizes(guideTotal, GUIDE_LABELS.length, random).map((size, n) =>
      categorySpec(labelAt(GUIDE_LABELS, n), 'guide', size, GUIDE_SUBLABELS, n, random),
    );
    const reference = topLevelSizes(apiTotal, API_LABELS.length, random).map((size, n) =>
      categorySpec(labelAt(API_LABELS, n), 'api', size, API_SUBLABELS, n, random),
    );
    return interleaveCategories(guides, reference);
  }
  return topLevelSizes(total, GUIDE_LABELS.length, random).map((size, n) =>
    categorySpec(n === 0 ? MIXED_LABEL : `${MIXED_LABEL} ${n + 1}`, 'mixed', size, GUIDE_SUBLABELS, n, random),
  );
}

/** The `n`-th top-level category; subcategories if it is too large for one, their topics starting at the n-th. */
function categorySpec(
  label: string,
  kind: CategorySpec['kind'],
  size: number,
  sublabels: readonly string[],
  n: number,
  random: Random,
): CategorySpec {
  if (size <= MAX_CATEGORY_SIZE) return { label, kind, size, subcategories: [] };
  const subcategories = categorySizes(size, random).map(
    (subsize, m): CategorySpec => ({ label: rotatedLabel(sublabels, n, m), kind, size: subsize, subcategories: [] }),
  );
  return { label, kind, size, subcategories };
}

/**
 * Splits `total` docs into at most `most` top-level categories of about TOP_CATEGORY_SIZE, of uneven sizes,
 * none smaller than MIN_CATEGORY_SIZE: a single one for fewer than 90 docs.
 */
export function topLevelSizes(total: number, most: number, random: Random): number[] {
  const count = Math.max(
    1,
    Math.min(most, Math.round(total / TOP_CATEGORY_SIZE), Math.floor(total / MIN_CATEGORY_SIZE)),
  );
  if (count === 1) return [total];
  // Skewed, as in real docs: a few large parts and more small ones.
  const weights = Array.from({ length: count }, () => 0.2 + 2 * random.next() ** 2);
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
  const spare = total - count * MIN_CATEGORY_SIZE;
  let given = 0;
  return weights.map((weight, n) => {
    const extra = n === count - 1 ? spare - given : Math.floor((spare * weight) / weightTotal);
    given += extra;
    return MIN_CATEGORY_SIZE + extra;
  });
}

/**
 * Splits `total` docs into categories of MIN_CATEGORY_SIZE to
 * MAX_CATEGORY_SIZE (one smaller category when `total` itself is smaller).
 */
export function categorySizes(total: number, random: Random): number[] {
  const sizes: number[] = [];
  let remaining = total;
  while (remaining > MAX_CATEGORY_SIZE) {
    let size = random.int(MIN_CATEGORY_SIZE, MAX_CATEGORY_SIZE);
    // Never leave a remainder too small to be a category of its own.
    if (remaining - size < MIN_CATEGORY_SIZE) size = remaining - MIN_CATEGORY_SIZE;
    sizes.push(size);
    remaining -= size;
  }
  if (remaining > 0) sizes.push(remaining);
  return sizes;
}

/** The n-th label of a list, numbered once the list runs out: "Guides", …, "Guides 2". */
function labelAt(labels: readonly string[], n: number): string {
  const label = labels[n % labels.length] as string;
  const round = Math.floor(n / labels.length);
  return round === 0 ? label : `${label} ${round + 1}`;
}

/** The m-th label of a list read from its `start`-th, numbered once the list runs out. */
function rotatedLabel(labels: readonly string[], start: number, m: number): string {
  const label = labels[(start + m) % labels.length] as string;
  const round = Math.floor(m / labels.length);
  return round === 0 ? label : `${label} ${round + 1}`;
}

/** Guide and reference categories merged in proportion, so reference sections recur through the sidebar. */
function interleaveCategories<T>(guides: T[], reference: T[]): T[] {
  const merged: T[] = [];
  let g = 0;
  let r = 0;
  while (g < guides.length || r < reference.length) {
    const guideProgress = guides.length === 0 ? 1 : g / guides.length;
    const referenceProgress = reference.length === 0 ? 1 : r / reference.length;
    // The site opens with a guide category (an introduction), as real docs do.
    if (g < guides.length && (guideProgress <= referenceProgress || r >= reference.length)) {
      merged.push(guides[g++] as T);
    } else {
      merged.push(reference[r++] as T);
    }
  }
  return merged;
}
