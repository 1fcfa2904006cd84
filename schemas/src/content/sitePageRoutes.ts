/**
 * Routes the site builds from its own pages rather than from docs: the home page and `/search`. The importer
 * resolves links to them and the site's link check accepts them; both read this list.
 */
export const SITE_PAGE_ROUTES: readonly string[] = ['', 'search'];
