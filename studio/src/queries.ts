/** GROQ the Studio's menu and previews run; kept here so tests can run them on the seed dataset. */

export const SIDEBAR_CATEGORIES_QUERY = '*[_id == $sidebarId][0].categories[]{label, "docIds": docs[]._ref}';

/**
 * Where the doc at `$route` sits: the label of the sidebar category listing it, in the current docs' sidebar
 * or a docs version's (then with the version's label), or null when no sidebar lists it.
 */
export const CATEGORY_OF_ROUTE_QUERY = `*[_type in ["docsSidebar", "docsVersion"] && !(_id in path("drafts.**"))
  && $route in categories[].docs[]->route.current][0]{
    "category": categories[$route in docs[]->route.current][0].label,
    "version": select(_type == "docsVersion" => label)
  }`;
