/**
 * The seed content with the site settings flipped the other way, so that the
 * settings' second branches (announcement off, light single-row footer, colour
 * mode from the system, a site address with a path) are built and tested for
 * real, not only the seed's choices. It also searches with Algolia, which
 * its browser tests answer from a loopback stand-in (searchAlgolia.spec.ts),
 * and loads visitor analytics from another such stand-in (analytics.spec.ts).
 */
export const VARIANT_ALGOLIA = {
  appId: 'TESTAPPID',
  searchApiKey: 'test-search-only-key',
  indexName: 'react_redux_docs',
};
export const VARIANT_SITE_URL = 'https://react-redux.js.org/docs';
/** Umami on a host the browser tests stand in for on loopback (analytics.spec.ts). */
export const VARIANT_ANALYTICS = {
  provider: 'umami',
  scriptUrl: 'https://analytics.variant.example/script.js',
  siteId: '6f1c2a4e-0b7d-4d7e-9c55-1a2b3c4d5e6f',
};

/** Where the variant's editors open the Studio: each doc page links its document there. */
export const VARIANT_STUDIO_URL = 'https://variant-docs.sanity.studio';

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
        analytics: VARIANT_ANALYTICS,
        studioUrl: VARIANT_STUDIO_URL,
        showEditLinks: true,
      };
    case 'navbar':
      // The community section's own version menu, beside the main docs' (VARIANT_SECTION_DOCUMENTS).
      return {
        ...doc,
        items: [
          ...((doc.items as unknown[] | undefined) ?? []),
          {
            _key: 'communityVersions',
            _type: 'navbarItem',
            kind: 'docsVersionDropdown',
            position: 'right',
            docsSection: communityRef,
          },
        ],
      };
    default:
      return doc;
  }
}

/** A paragraph block, keyed as the Studio keys array members. */
const paragraph = (key: string, text: string) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
});

const communityRef = { _type: 'reference', _ref: 'docsSection-community' };

const communityV1Ref = { _type: 'reference', _ref: 'docsVersion-community--1_0' };

/**
 * A docs section beside the main docs, as a second Docusaurus docs plugin makes one: its own path and sidebar
 * (a page at the top, then a category of two), searched with the main docs (settings.spec.ts, searchAlgolia.spec.ts).
 * It has a released version of its own, 1.0, older than its current docs: two of its pages, at /community/1.0.
 */
export const VARIANT_SECTION_DOCUMENTS: Doc[] = [
  {
    _id: 'docsSection-community',
    _type: 'docsSection',
    name: 'community',
    label: 'Community',
    currentLabel: 'Next',
    path: 'community',
  },
  {
    _id: 'docsVersion-community--1_0',
    _type: 'docsVersion',
    section: communityRef,
    name: '1.0',
    label: 'Community 1.0',
    path: 'community/1.0',
    isLast: false,
    order: 1,
  },
  ...[
    ['welcome', 'Welcome to the community (1.0)', 'The first home of the community.', 1],
    ['conduct', 'Code of conduct (1.0)', 'Be kind, as it was first written.', 2],
  ].map(([slug, title, text, position]) => ({
    _id: `doc-community--1_0--${slug}`,
    _type: 'doc',
    title,
    route: { _type: 'slug', current: `community/1.0/${slug}` },
    section: communityRef,
    version: communityV1Ref,
    sidebar: { _type: 'sidebarPlace', position },
    body: [paragraph(`v${slug}`, String(text))],
  })),
  {
    _id: 'sidebarCategory-community--people',
    _type: 'sidebarCategory',
    label: 'People',
    section: communityRef,
    collapsible: true,
    collapsed: false,
    sidebar: { _type: 'sidebarPlace', position: 2 },
  },
  {
    _id: 'doc-community--welcome',
    _type: 'doc',
    title: 'Welcome to the community',
    route: { _type: 'slug', current: 'community/welcome' },
    section: communityRef,
    sidebar: { _type: 'sidebarPlace', position: 1 },
    body: [paragraph('w1', 'Where people who use the library meet.')],
  },
  // Left out of the sidebar: its page is shown without one, as Docusaurus shows such a page.
  {
    _id: 'doc-community--archive',
    _type: 'doc',
    title: 'Meeting notes archive',
    route: { _type: 'slug', current: 'community/archive' },
    section: communityRef,
    sidebar: { _type: 'sidebarPlace', hidden: true },
    body: [paragraph('a1', 'Notes of past community calls.')],
  },
  ...[
    ['conduct', 'Code of conduct', 'Be kind in every channel.'],
    ['support', 'Getting support', 'Ask in the discussion forum first.'],
  ].map(([slug, title, text], index) => ({
    _id: `doc-community--${slug}`,
    _type: 'doc',
    title,
    route: { _type: 'slug', current: `community/${slug}` },
    section: communityRef,
    sidebar: {
      _type: 'sidebarPlace',
      category: { _type: 'reference', _ref: 'sidebarCategory-community--people' },
      position: index + 1,
    },
    body: [paragraph(`p${index}`, text ?? '')],
  })),
];
