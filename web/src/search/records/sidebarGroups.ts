import { categoryPageKey, type SidebarItem, sidebarPages } from '@react-redux-docs/schemas/sidebar';

/** Docs outside every sidebar category still need a group heading in the results. */
export const UNCATEGORIZED = 'Documentation';

/**
 * The docs of the sidebars (by Sanity id), in sidebar order, each with the group its hits are shown under: the
 * outermost category above it, as DocSearch's crawler reads the open categories of a Docusaurus sidebar.
 */
export function sidebarGroups(sidebars: readonly (readonly SidebarItem[])[]): Map<string, string> {
  const groups = new Map<string, string>();
  for (const items of sidebars) {
    for (const page of sidebarPages(items)) {
      const isCategoryPage = page.trail.some((category) => categoryPageKey(category.id) === page.key);
      if (!isCategoryPage) groups.set(page.key, page.trail[0]?.label ?? UNCATEGORIZED);
    }
  }
  return groups;
}
