/** GROQ the Studio's menu, templates and previews run; kept here so tests can run them on a dataset. */

/**
 * One level of a sidebar: the items of a category, or the top level when `category` is null, in the sidebar of the
 * released version `version`, else of the docs section `section`, else of the main current docs.
 */
export type SidebarLevel = { version: string | null; section?: string | null; category: string | null };

/** The document types that keep a place in the sidebar. */
export const SIDEBAR_ITEM_TYPES = ['doc', 'sidebarCategory', 'sidebarLink'] as const;
export type SidebarItemType = (typeof SIDEBAR_ITEM_TYPES)[number];

/** The docs, categories and links whose place is in this level, hidden docs included. */
function placedInFilter({ version, section, category }: SidebarLevel) {
  return [
    `_type in ${JSON.stringify(SIDEBAR_ITEM_TYPES)}`,
    category ? 'sidebar.category._ref == $category' : '!defined(sidebar.category)',
    version ? 'version._ref == $version' : '!defined(version)',
    ...(version ? [] : [section ? 'section._ref == $section' : '!defined(section)']),
  ].join(' && ');
}

/** The level as query parameters, and as the parameters of the templates that place a new item in it. */
export type SidebarLevelParams = { category?: string; version?: string; section?: string };

export const sidebarLevelParams = ({ version, section, category }: SidebarLevel): SidebarLevelParams => ({
  ...(category ? { category } : {}),
  ...(version ? { version } : {}),
  ...(section ? { section } : {}),
});

/** What the sidebar shows at this level: its docs, links and categories, without the docs left out of the sidebar. */
export function sidebarItemsFilter(level: SidebarLevel) {
  return { filter: `${placedInFilter(level)} && sidebar.hidden != true`, params: sidebarLevelParams(level) };
}

/**
 * The sidebar's order among siblings: by position, items without one last. A list of several types can only sort by
 * fields all of them have, so where the site breaks a tie by label the panes list the earlier created first.
 */
export const SIDEBAR_ORDERING = [
  { field: 'sidebar.position', direction: 'asc' },
  { field: '_createdAt', direction: 'asc' },
] as const;

/** The largest position at this level, or null when nothing is placed there yet; a new item goes after it. */
export function lastSidebarPositionQuery(level: SidebarLevel) {
  return { query: `math::max(*[${placedInFilter(level)}].sidebar.position)`, params: sidebarLevelParams(level) };
}

/** Whether the document `$id` has a published version (run through the published perspective). */
export const IS_PUBLISHED_QUERY = 'defined(*[_id == $id][0]._id)';

export const NOT_IN_SIDEBAR_FILTER = '_type == "doc" && sidebar.hidden == true';

/** What an id in a sidebar pane is: its type, and the label a category's pane takes as its title. */
export const SIDEBAR_ITEM_QUERY = '*[_id == $id][0]{_type, label, "section": section._ref}';

/** Categories nest to any depth; a doc's preview names this many around it, which covers any sidebar worth reading. */
const CATEGORY_DEPTH_SHOWN = 6;

/** The labels of the categories around a doc, outermost first: `sidebar.category->…->label` to `sidebar.category->label`. */
const enclosingCategoryLabels = Array.from(
  { length: CATEGORY_DEPTH_SHOWN },
  (_, depth) => `${'sidebar.category->'.repeat(CATEGORY_DEPTH_SHOWN - depth)}label`,
);

/**
 * Where the doc at `$route` sits: its docs version's label (null for the current docs), whether it is left out of
 * the sidebar, and the labels of the categories holding it, outermost first (none: the top level). Null when no
 * doc has the route.
 */
export const SIDEBAR_PLACE_OF_ROUTE_QUERY = `*[_type == "doc" && route.current == $route][0]{
  "version": version->label,
  "hidden": sidebar.hidden == true,
  "categories": [${enclosingCategoryLabels.join(', ')}][defined(@)]
}`;

export type SidebarPlaceOfRoute = { version: string | null; hidden: boolean; categories: string[] };
