/**
 * The sidebar of a synthetic site before its docs are planned: its categories (nested in a category where a
 * part of the site is too large for one), the place each doc will have (its category and position), its
 * links, and what the labels of two categories lead to.
 */
import type { Random } from '../random.ts';
import type { CategoryPlan, DocKind, SidebarLinkPlan } from '../types.ts';
import { slugify } from '../words/index.ts';
import { type CategorySpec, categorySpecs, topLevelDocs } from './categories.ts';

/** A doc to plan: where it sits and what kind it is; the docs outside categories have fixed titles. */
export interface DocSlot {
  category: CategoryPlan | undefined;
  position: number;
  kind: DocKind;
  title?: string;
}

export interface SidebarLayout {
  /** Every category, each before its subcategories. */
  categories: CategoryPlan[];
  /** The docs in the sidebar's reading order. */
  slots: DocSlot[];
  links: SidebarLinkPlan[];
  /** Routes of pages that are not docs (a category's generated index), which no doc may take. */
  routes: string[];
}

/** Like Docusaurus sites: the first categories open, later ones and all subcategories folded. */
const OPEN_CATEGORIES = 3;

const GITHUB = 'https://github.com/reduxjs/react-redux';

/** Lays out the sidebar of a site of `total` docs. */
export function planSidebar(total: number, random: Random): SidebarLayout {
  const top = topLevelDocs(total);
  const apiTotal = total < 4 ? 0 : Math.round(total / 4);
  const specs = categorySpecs(total - top.before.length - top.after.length, apiTotal, random);
  const categories: CategoryPlan[] = [];
  const slots: DocSlot[] = [];
  const itemCounts = new Map<CategoryPlan, number>();

  const addCategory = (spec: CategorySpec, parent: CategoryPlan | undefined, position: number): CategoryPlan => {
    const slug = slugify(spec.label);
    const section = parent ? `${parent.section}/${slug}` : slug;
    const category: CategoryPlan = {
      id: sidebarId('sidebarCategory', section),
      label: spec.label,
      section,
      kind: spec.kind,
      parent,
      position,
      docs: [],
      categories: [],
      link: { kind: 'none' },
      collapsed: parent !== undefined || position >= OPEN_CATEGORIES + top.before.length,
      description: describe(spec),
    };
    categories.push(category);
    parent?.categories.push(category);
    for (const [n, subcategory] of spec.subcategories.entries()) addCategory(subcategory, category, n);
    itemCounts.set(category, spec.subcategories.length > 0 ? spec.subcategories.length : spec.size);
    if (spec.subcategories.length > 0) return category;
    for (let i = 0; i < spec.size; i++) {
      // Small sites mix the two kinds in one category: every fourth doc is a reference page.
      const kind: DocKind = spec.kind === 'mixed' ? (apiTotal > 0 && i % 4 === 3 ? 'api' : 'guide') : spec.kind;
      slots.push({ category, position: i, kind });
    }
    return category;
  };

  let position = 0;
  for (const title of top.before) slots.push({ category: undefined, position: position++, kind: 'guide', title });
  const topCategories = specs.map((spec) => addCategory(spec, undefined, position++));
  for (const title of top.after) slots.push({ category: undefined, position: position++, kind: 'guide', title });

  // One category's label leads to a page listing its items (the first category of subcategories, if any) and
  // another's to its first doc (a top-level one's, if any).
  const routes: string[] = [];
  const listed = topCategories.find((category) => category.categories.length > 0) ?? topCategories.at(-1);
  if (listed) {
    const route = `category/${slugify(listed.label)}`;
    listed.link = { kind: 'generatedIndex', route, title: `${listed.label} Overview` };
    routes.push(route);
  }
  const holdsDocs = (category: CategoryPlan) => category !== listed && category.categories.length === 0;
  const led = topCategories.find(holdsDocs) ?? categories.find(holdsDocs);
  if (led) led.link = { kind: 'doc' };

  const releases = topCategories.find((category) => category.kind === 'api') ?? topCategories.at(-1);
  const links: SidebarLinkPlan[] = [
    {
      id: sidebarId('sidebarLink', releases ? `${releases.section}/release-notes` : 'release-notes'),
      label: 'Release Notes',
      href: `${GITHUB}/releases`,
      description: 'What changed in each release, and how to upgrade.',
      category: releases,
      position: releases ? (itemCounts.get(releases) as number) : position++,
    },
    {
      id: sidebarId('sidebarLink', 'github'),
      label: 'GitHub',
      href: GITHUB,
      description: 'The source code, issues and discussions.',
      category: undefined,
      position: position++,
    },
  ];
  return { categories, slots, links, routes };
}

/**
 * The `_id` of a category or link, as the importer gives them: its type, then the slugs of the categories down
 * to it and its own, joined by `_` (`sidebarCategory-guides_selectors`). Slugs are lower-case words and dashes,
 * so ids keep to [A-Za-z0-9_-], without the dots that would make a document private.
 */
function sidebarId(type: 'sidebarCategory' | 'sidebarLink', path: string): string {
  return `${type}-${path.replaceAll('/', '_')}`;
}

const KIND_NOUNS: Record<CategorySpec['kind'], string> = {
  guide: 'guides',
  api: 'reference pages',
  mixed: 'guides and reference pages',
};

/** What a category's card says when a page lists it. */
function describe(spec: CategorySpec): string {
  const labels = spec.subcategories.map((subcategory) => subcategory.label);
  if (labels.length === 0) return `${spec.size} ${KIND_NOUNS[spec.kind]} about ${spec.label}.`;
  const named =
    labels.length > 3 ? `${labels.slice(0, 3).join(', ')} and ${labels.length - 3} more` : labels.join(', ');
  return `${spec.size} ${KIND_NOUNS[spec.kind]} in ${labels.length} sections: ${named}.`;
}
