/**
 * The sidebar's categories: how many docs each holds, what it is called, and
 * in what order guide and reference categories follow each other.
 */
import type { Random } from '../random.ts';
import type { CategoryPlan } from '../types.ts';

export const MIN_CATEGORY_SIZE = 10;
export const MAX_CATEGORY_SIZE = 40;

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
/** For sites too small to split into guides and reference. */
const MIXED_LABEL = 'Documentation';

/** A category before its docs are planned. */
export type CategorySpec = { label: string; kind: CategoryPlan['kind']; size: number };

/**
 * The categories of a site of `total` docs, `apiTotal` of them reference
 * pages: guides and reference apart when each fills a category, mixed otherwise.
 */
export function categorySpecs(total: number, apiTotal: number, random: Random): CategorySpec[] {
  const guideTotal = total - apiTotal;
  const split = apiTotal >= MIN_CATEGORY_SIZE && guideTotal >= MIN_CATEGORY_SIZE;
  if (split) {
    const guides = categorySizes(guideTotal, random).map(
      (size, n): CategorySpec => ({ label: labelAt(GUIDE_LABELS, n), kind: 'guide', size }),
    );
    const reference = categorySizes(apiTotal, random).map(
      (size, n): CategorySpec => ({ label: labelAt(API_LABELS, n), kind: 'api', size }),
    );
    return interleaveCategories(guides, reference);
  }
  return categorySizes(total, random).map(
    (size, n): CategorySpec => ({
      label: n === 0 ? MIXED_LABEL : `${MIXED_LABEL} ${n + 1}`,
      kind: 'mixed',
      size,
    }),
  );
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
