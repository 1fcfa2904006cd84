/**
 * The singleton documents of a synthetic site (settings, navbar, footer,
 * home page, announcement), shaped as the importer writes them from
 * site.json, and pointing at generated docs.
 */
import { SINGLETON_IDS, withInitialValues } from '@react-redux-docs/schemas';
import type { SanityDocument } from '../import/types.ts';
import { Keys } from './portableText.ts';
import type { CategoryPlan, DocPlan, SitePlan } from './types.ts';

export interface SiteImages {
  /** `_sanityAsset` values of files in images/. */
  logo: string;
  favicon: string;
}

const SITE_TITLE = 'Acme State';
const TAGLINE = 'Predictable state for React apps, generated for benchmarks';

const reference = (doc: DocPlan) => ({ _type: 'reference', _ref: doc.id });

/** The first doc of a category: its own, or its first subcategory's when it holds subcategories. */
function firstDoc(category: CategoryPlan): DocPlan | undefined {
  const subcategory = category.categories[0];
  return category.docs[0] ?? (subcategory && firstDoc(subcategory));
}

/** A link target as the importer writes site.json's `to`: a doc, and a heading of it when it has one. */
function toDoc(doc: DocPlan, withAnchor = false) {
  const anchor = withAnchor ? doc.outline[0]?.anchor : undefined;
  return { doc: reference(doc), ...(anchor ? { anchor } : {}) };
}

export function siteDocuments(site: SitePlan, images: SiteImages, seed: number): SanityDocument[] {
  const first = site.docs[0];
  if (!first) throw new RangeError('a site needs at least one doc');
  const firstApi = site.docs.find((doc) => doc.kind === 'api') ?? first;
  const categoryStarts = site.categories
    .filter((category) => category.parent === undefined)
    .flatMap((category) => {
      const doc = firstDoc(category);
      return doc ? [{ label: category.label, doc }] : [];
    });
  const secondStart = categoryStarts.find(({ doc }) => doc.kind === 'guide' && doc !== first)?.doc ?? first;
  const logo = { _type: 'logo', _sanityAsset: images.logo, alt: `${SITE_TITLE} logo` };

  const keyed = <T extends object>(keys: Keys, value: T) => ({ ...value, _key: keys.next() });

  const navbarKeys = new Keys(SINGLETON_IDS.navbar, seed);
  const navbar = {
    _id: SINGLETON_IDS.navbar,
    _type: 'navbar',
    title: SITE_TITLE,
    logo,
    items: [
      { _type: 'navbarItem', label: 'Getting Started', position: 'left', ...toDoc(first) },
      { _type: 'navbarItem', label: 'Guides', position: 'left', ...toDoc(secondStart) },
      { _type: 'navbarItem', label: 'API', position: 'left', ...toDoc(firstApi) },
      {
        _type: 'navbarItem',
        label: 'Community',
        position: 'right',
        dropdown: [
          { _type: 'siteLink', label: 'Discussions', url: 'https://github.com/reduxjs/react-redux/discussions' },
          { _type: 'siteLink', label: 'Stack Overflow', url: 'https://stackoverflow.com/questions/tagged/react-redux' },
        ].map((link) => keyed(navbarKeys, link)),
      },
      { _type: 'navbarItem', label: 'GitHub', position: 'right', url: 'https://github.com/reduxjs/react-redux' },
      { _type: 'navbarItem', label: 'Need help?', position: 'right', ...toDoc(first, true) },
    ].map((item) => keyed(navbarKeys, item)),
  };

  const footerKeys = new Keys(SINGLETON_IDS.footer, seed);
  const footer = {
    _id: SINGLETON_IDS.footer,
    _type: 'footer',
    style: 'dark',
    layout: 'columns',
    logo,
    logoUrl: 'https://redux.js.org',
    linkGroups: [
      {
        _type: 'footerLinkGroup',
        title: 'Docs',
        links: categoryStarts
          .slice(0, 3)
          .map(({ label, doc }) => keyed(footerKeys, { _type: 'siteLink', label, ...toDoc(doc) })),
      },
      {
        _type: 'footerLinkGroup',
        title: 'Community',
        links: [
          { _type: 'siteLink', label: 'Stack Overflow', url: 'https://stackoverflow.com/questions/tagged/react-redux' },
          { _type: 'siteLink', label: 'Discussions', url: 'https://github.com/reduxjs/react-redux/discussions' },
        ].map((link) => keyed(footerKeys, link)),
      },
      {
        _type: 'footerLinkGroup',
        title: 'More',
        links: [
          { _type: 'siteLink', label: 'GitHub', url: 'https://github.com/reduxjs/react-redux' },
          { _type: 'siteLink', label: 'API overview', ...toDoc(firstApi, true) },
        ].map((link) => keyed(footerKeys, link)),
      },
    ].map((group) => keyed(footerKeys, group)),
    copyright: `Copyright © 2024–2026 the ${SITE_TITLE} authors. Generated content.`,
  };

  const landingKeys = new Keys(SINGLETON_IDS.landingPage, seed);
  const landingPage = {
    _id: SINGLETON_IDS.landingPage,
    _type: 'landingPage',
    hero: {
      title: SITE_TITLE,
      tagline: TAGLINE,
      actions: [
        { _type: 'heroAction', label: 'Get Started', variant: 'primary', ...toDoc(first) },
        { _type: 'heroAction', label: 'API Reference', variant: 'secondary', ...toDoc(firstApi) },
      ].map((action) => keyed(landingKeys, action)),
    },
    features: [
      ['Predictable', 'State changes go through actions and reducers, so every update can be traced and replayed.'],
      ['Fast', 'Components subscribe to the slices of state they select and re-render only when those change.'],
      ['Typed', 'Hooks, selectors and slices carry their types from the store to every component.'],
      ['Testable', 'Reducers and selectors are plain functions, tested without rendering anything.'],
    ].map(([title, text]) => keyed(landingKeys, { _type: 'feature', title, text })),
  };

  const settings = {
    _id: SINGLETON_IDS.siteSettings,
    _type: 'siteSettings',
    title: SITE_TITLE,
    tagline: TAGLINE,
    url: 'https://synthetic-docs.example.com',
    titleDelimiter: ' | ',
    favicon: { _type: 'image', _sanityAsset: images.favicon },
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, showSwitch: true },
    docsVersionLabel: 'Next',
    hideNavbarOnScroll: false,
    tocMinHeadingLevel: 2,
    tocMaxHeadingLevel: 3,
  };

  const announcementKeys = new Keys(SINGLETON_IDS.announcement, seed);
  const linkKey = announcementKeys.next();
  const announcement = {
    _id: SINGLETON_IDS.announcement,
    _type: 'announcement',
    enabled: true,
    announcementId: 'synthetic-site',
    content: [
      {
        _type: 'block',
        _key: announcementKeys.next(),
        style: 'normal',
        markDefs: [{ _type: 'internalLink', _key: linkKey, reference: reference(firstApi) }],
        children: [
          { _type: 'span', _key: announcementKeys.next(), marks: [], text: 'This site is generated. Start with the ' },
          { _type: 'span', _key: announcementKeys.next(), marks: [linkKey], text: firstApi.title },
          { _type: 'span', _key: announcementKeys.next(), marks: [], text: ' reference.' },
        ],
      },
    ],
    backgroundColor: '#4b2e83',
    textColor: '#ffffff',
    isCloseable: true,
  };

  return [settings, landingPage, announcement, navbar, footer].map((document) =>
    withInitialValues<SanityDocument>(document, document._type),
  );
}
