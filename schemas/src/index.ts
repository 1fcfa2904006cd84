/**
 * The content model, defined once: the schema types the Studio edits, and
 * everything the importer and the site need to agree with them (singleton ids,
 * code languages, initial values, heading anchors, the validation rules).
 * Validating whole documents with Sanity's own rules lives in
 * `@react-redux-docs/schemas/validate`, apart, because it loads all of Sanity.
 */
import { emptyFieldInitialValue, fillInitialValues } from './content/initialValues.ts';
import { declaresRequired, validationOf } from './content/requiredFields.ts';
import { type TypeDefinition, typeResolver } from './content/typeDefinitions.ts';

import { doc } from './documents/doc.ts';
import { docsSection } from './documents/docsSection.ts';
import { docsVersion } from './documents/docsVersion.ts';
import { page } from './documents/page.ts';
import { sidebarCategory } from './documents/sidebarCategory.ts';
import { sidebarLink } from './documents/sidebarLink.ts';
import { snippet } from './documents/snippet.ts';
import { admonition } from './objects/admonition.ts';
import { collapsible } from './objects/collapsible.ts';
import { divider } from './objects/divider.ts';
import { docCards } from './objects/docCards.ts';
import { embed } from './objects/embed.ts';
import { footerLinkGroup } from './objects/footerLinkGroup.ts';
import { logo } from './objects/logo.ts';
import { math } from './objects/math.ts';
import { navbarItem } from './objects/navbarItem.ts';
import { redirectRule } from './objects/redirectRule.ts';
import { sidebarPlace } from './objects/sidebarPlace.ts';
import { siteLink } from './objects/siteLink.ts';
import { snippetRef } from './objects/snippetRef.ts';
import { table, tableCell, tableRow } from './objects/table.ts';
import { tab, tabs } from './objects/tabs.ts';
import { announcement } from './singletons/announcement.ts';
import { footer } from './singletons/footer.ts';
import { landingPage } from './singletons/landingPage.ts';
import { navbar } from './singletons/navbar.ts';
import { redirects } from './singletons/redirects.ts';
import { siteSettings } from './singletons/siteSettings.ts';

export { formatLineRanges, parseLineRanges, readLineRanges } from './code/lineRanges.ts';
export {
  CODE_LANGUAGES,
  type CodeLanguage,
  codeLanguageFor,
  type ShikiGrammar,
  shikiGrammarOf,
} from './content/codeLanguages.ts';
export {
  blockText,
  bodyAnchors,
  HEADING_STYLES,
  type HeadingAnchor,
  headingAnchors,
  inlineAnchorIds,
} from './content/headingAnchors.ts';
export { SITE_PAGE_ROUTES } from './content/sitePageRoutes.ts';
export type { TypeDefinition } from './content/typeDefinitions.ts';
export { CATEGORY_LINK_KINDS, type CategoryLinkKind } from './documents/sidebarCategory.ts';
export { ADMONITION_KINDS, type AdmonitionKind } from './objects/admonition.ts';
export { MISSING_ALT } from './objects/portableText.ts';
export { contrastRatio, isHexColor, MINIMUM_TEXT_CONTRAST } from './rules/color.ts';
export { MAIN_SECTION_NAME, sectionNameProblem } from './rules/docsSection.ts';
export {
  CURRENT_VERSION_NAME,
  routeInVersion,
  routeIsUnderPath,
  versionNameProblem,
  versionPathProblem,
} from './rules/docsVersion.ts';
export {
  EMBED_FRAME_ORIGINS,
  EMBED_PROVIDERS,
  type EmbedProvider,
  type EmbedSource,
  embedProblem,
  embedSource,
} from './rules/embed.ts';
export { jsxTagInBlock, jsxTagInText, jsxTagsInText, jsxTextProblem } from './rules/jsxText.ts';
export { ROUTED_TYPES, SANITY_API_VERSION } from './rules/link.ts';
export { LINK_TARGET_QUERY, linkableHeadings } from './rules/linkAnchor.ts';
export {
  capturedNames,
  DEFAULT_REDIRECT_STATUS,
  REDIRECT_STATUSES,
  type RedirectRuleValue,
  redirectRuleProblem,
} from './rules/redirect.ts';
export { anchorProblem, previousRouteProblem, RESERVED_ROUTES, routeProblem } from './rules/route.ts';
export { announcementContrastProblem } from './singletons/announcement.ts';

/** The singleton documents, in the order the Studio's menu lists them. */
export const singletonTypes = [siteSettings, landingPage, announcement, navbar, footer, redirects];

export type SingletonType = (typeof singletonTypes)[number]['name'];

/**
 * Singleton documents have fixed ids (their type name) so the Studio opens them
 * directly and the importer and site always find them.
 */
export const SINGLETON_IDS = Object.fromEntries(singletonTypes.map((type) => [type.name, type.name])) as {
  [type in SingletonType]: type;
};

/** The singletons a site cannot be built without; without an announcement the bar is simply not shown. */
export const REQUIRED_SINGLETONS: readonly SingletonType[] = ['siteSettings', 'landingPage', 'navbar', 'footer'];

export const documentTypes = [
  doc,
  page,
  snippet,
  docsVersion,
  docsSection,
  sidebarCategory,
  sidebarLink,
  ...singletonTypes,
];
export const objectTypes = [
  siteLink,
  navbarItem,
  sidebarPlace,
  footerLinkGroup,
  logo,
  admonition,
  table,
  tableRow,
  tableCell,
  tabs,
  tab,
  embed,
  divider,
  math,
  docCards,
  collapsible,
  snippetRef,
  redirectRule,
];

export const schemaTypes = [...documentTypes, ...objectTypes];

const resolver = typeResolver(schemaTypes as unknown as TypeDefinition[]);

/** The schema type with this name, e.g. `navbar`. */
export const schemaTypeNamed = (name: string): TypeDefinition | undefined => resolver.named.get(name);

/** A field's definition with the named type it uses (`logo`, `siteLink`…) resolved into its kind and fields. */
export const resolveDefinition = resolver.resolve;

/** A document (or a value of a named object type) with every empty field set to its initial value. */
export function withInitialValues<T>(value: T, typeName: string): T {
  return fillInitialValues(value, typeName, schemaTypes as unknown as TypeDefinition[]) as T;
}

/**
 * Whether the Studio refuses to publish the field empty (`required()` at error
 * level, its own or its named type's). The site refuses such documents too,
 * so its GraphQL types can promise the value.
 */
export function isRequiredField(field: TypeDefinition): boolean {
  return declaresRequired(validationOf(field, resolver.named));
}

/** Whether an empty field gets a value from `withInitialValues` (its own initial value, or its fields'). */
export function hasInitialValue(field: TypeDefinition): boolean {
  return emptyFieldInitialValue(field, schemaTypes as unknown as TypeDefinition[]) !== undefined;
}
