import type { SidebarPlaceOfRoute } from '../queries.ts';

/**
 * A doc's place in words for list entries: its docs version, then the categories holding it, outermost first
 * ("v7.x › API Reference › Hooks"), "Top level" when none does, or "Not in the sidebar".
 */
export function describeSidebarPlace({ version, hidden, categories }: SidebarPlaceOfRoute) {
  const where = hidden ? ['Not in the sidebar'] : categories.length > 0 ? categories : ['Top level'];
  return [...(version ? [version] : []), ...where].join(' › ');
}
