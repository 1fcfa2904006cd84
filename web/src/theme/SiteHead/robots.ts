/**
 * Pages search engines are asked not to index: the search page only lists other pages. SiteHead gives them a
 * robots noindex tag and the sitemap leaves them out, both from this list. (Markdown twins are files, not pages;
 * their headers say noindex.)
 */
export const NOINDEX_ROUTES: readonly string[] = ['/search'];

/** Gatsby's not-found pages: served for any unknown path, never a page of their own. */
export const isNotFoundRoute = (route: string) => /^\/(404|404\.html|dev-404-page)\/?$/.test(route);
