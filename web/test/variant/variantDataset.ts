/**
 * The seed content with the site settings flipped the other way, so that the
 * settings' second branches (announcement off, light single-row footer, colour
 * mode from the system, a site address with a path) are built and tested for
 * real, not only the seed's choices. It also searches with Algolia, which
 * its browser tests answer from a loopback stand-in (searchAlgolia.spec.ts).
 */
export const VARIANT_ALGOLIA = {
  appId: 'TESTAPPID',
  searchApiKey: 'test-search-only-key',
  indexName: 'react_redux_docs',
};
export const VARIANT_SITE_URL = 'https://react-redux.js.org/docs';

type Doc = { _id: string; [field: string]: unknown };

export function toVariant(doc: Doc): Doc {
  switch (doc._id) {
    case 'announcement':
      return { ...doc, enabled: false };
    case 'footer':
      return { ...doc, style: 'light', layout: 'row' };
    case 'siteSettings':
      return {
        ...doc,
        url: VARIANT_SITE_URL,
        colorMode: { ...(doc.colorMode as object), respectPrefersColorScheme: true },
        algolia: VARIANT_ALGOLIA,
      };
    default:
      return doc;
  }
}
