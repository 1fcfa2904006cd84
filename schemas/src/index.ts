import { doc } from './documents/doc.ts';
import { admonition } from './objects/admonition.ts';
import { footerLinkGroup } from './objects/footerLinkGroup.ts';
import { siteLink } from './objects/linkTarget.ts';
import { logo } from './objects/logo.ts';
import { navbarItem } from './objects/navbarItem.ts';
import { sidebarCategory } from './objects/sidebarCategory.ts';
import { table, tableCell, tableRow } from './objects/table.ts';
import { announcement } from './singletons/announcement.ts';
import { docsSidebar } from './singletons/docsSidebar.ts';
import { footer } from './singletons/footer.ts';
import { landingPage } from './singletons/landingPage.ts';
import { navbar } from './singletons/navbar.ts';
import { siteSettings } from './singletons/siteSettings.ts';

export { ADMONITION_KINDS, type AdmonitionKind } from './objects/admonition.ts';
export { CODE_LANGUAGES } from './objects/portableText.ts';
export { contrastRatio, isHexColor, MINIMUM_TEXT_CONTRAST } from './rules/color.ts';
export { SANITY_API_VERSION } from './rules/link.ts';
export { anchorProblem, RESERVED_ROUTES, routeProblem } from './rules/route.ts';
export { announcementContrastProblem } from './singletons/announcement.ts';

/**
 * Singleton documents have fixed ids so the Studio opens them directly and the
 * importer and site always find them.
 */
export const SINGLETON_IDS = {
  siteSettings: 'siteSettings',
  navbar: 'navbar',
  footer: 'footer',
  announcement: 'announcement',
  docsSidebar: 'docsSidebar',
  landingPage: 'landingPage',
} as const;

export type SingletonType = keyof typeof SINGLETON_IDS;

export const singletonTypes = [siteSettings, navbar, footer, announcement, docsSidebar, landingPage];
export const documentTypes = [doc, ...singletonTypes];
export const objectTypes = [
  siteLink,
  navbarItem,
  sidebarCategory,
  footerLinkGroup,
  logo,
  admonition,
  table,
  tableRow,
  tableCell,
];

export const schemaTypes = [...documentTypes, ...objectTypes];
