/** GROQ the Studio's menu and previews run; kept here so tests can run them on the seed dataset. */

export const SIDEBAR_CATEGORIES_QUERY = '*[_id == $sidebarId][0].categories[]{label, "docIds": docs[]._ref}';

/** The label of the sidebar category that lists the doc at `$route`, or null. */
export const CATEGORY_OF_ROUTE_QUERY = '*[_id == $sidebarId][0].categories[$route in docs[]->route.current][0].label';
