import { type SidebarItem, sidebarPages } from '@react-redux-docs/schemas/sidebar';
import type { CategoryPagePlan, SidebarPosition } from './docPagePlan.ts';

/** One item of a category, as its page lists it. */
export type CategoryCard = {
  kind: 'doc' | 'category' | 'link';
  label: string;
  href: string;
  description: string | null;
};

/** A category's page: its title and description, then a card per item. */
export type CategoryPageContext = SidebarPosition & {
  version: string;
  /** The docs section's name; null for the main docs. */
  section: string | null;
  title: string;
  description: string | null;
  cards: CategoryCard[];
  /** The version menu's same page in other versions: a category page has none. */
  sameDocIn: Record<string, string>;
};

/** Descriptions by Sanity id: docs', categories' and links' own. */
export type Descriptions = ReadonlyMap<string, string | null | undefined>;

/**
 * The cards of a category's page, as Docusaurus's generated index shows them: each item's label, where it
 * leads and its description; a category without one says how many items it holds. A category card leads to
 * the category's page, or else to its first page.
 */
export function categoryCards(items: readonly SidebarItem[], descriptions: Descriptions): CategoryCard[] {
  return items.flatMap((item): CategoryCard[] => {
    const description = descriptions.get(item.id) || null;
    if (item.type === 'doc') return [{ kind: 'doc', label: item.label, href: `/${item.route}`, description }];
    if (item.type === 'link') return [{ kind: 'link', label: item.label, href: item.href, description }];
    const first = item.page ? item.page.route : sidebarPages(item.items)[0]?.route;
    if (first === undefined) return [];
    const count = item.items.length;
    return [
      {
        kind: 'category',
        label: item.label,
        href: `/${first}`,
        description: description ?? `${count} ${count === 1 ? 'item' : 'items'}`,
      },
    ];
  });
}

/** Whether a doc's body has a "Cards of this category" block, at its top level or in a collapsible section. */
export function asksForCategoryCards(body: unknown): boolean {
  if (!Array.isArray(body)) return false;
  return body.some(
    (block: { _type?: string; body?: unknown }) =>
      block?._type === 'docCards' || (block?._type === 'collapsible' && asksForCategoryCards(block.body)),
  );
}

export function categoryPageContext(plan: CategoryPagePlan, descriptions: Descriptions): CategoryPageContext {
  const { category, version, section, title, ...position } = plan;
  return {
    ...position,
    version,
    section,
    title,
    description: descriptions.get(category.id) || null,
    cards: categoryCards(category.items, descriptions),
    sameDocIn: {},
  };
}
