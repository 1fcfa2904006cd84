/** The site's one language: the html element's lang and every page's og:locale. */
export const SITE_LOCALE = 'en';
