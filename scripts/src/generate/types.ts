/**
 * The types the generator's modules share: the generated API's names, the
 * site plan every doc is written from, and the pieces prose is made of.
 */
import type { Zipf } from './random.ts';

export interface Entity {
  /** `OrderPanel` */
  pascal: string;
  /** `orderPanel` */
  camel: string;
  /** `order panel`, for prose. */
  words: string;
}

export type ApiKind =
  | 'selectorHook'
  | 'dispatchHook'
  | 'stateHook'
  | 'queryHook'
  | 'sliceFactory'
  | 'selectorFactory'
  | 'storeFactory'
  | 'middlewareFactory'
  | 'selector'
  | 'connector'
  | 'reducer'
  | 'actionCreator'
  | 'thunk'
  | 'hoc'
  | 'adapter';

export interface ApiName {
  name: string;
  kind: ApiKind;
  entity: Entity;
}

export type DocKind = 'api' | 'guide';
export type DocSize = 'short' | 'medium' | 'long';

/** What a heading introduces, which decides the content under it. */
export type HeadingRole =
  | 'api'
  | 'parameters'
  | 'returns'
  | 'examples'
  | 'notes'
  | 'typescript'
  | 'section'
  | 'subsection'
  | 'detail';

export interface Heading {
  level: 2 | 3 | 4;
  text: string;
  role: HeadingRole;
  /** The function an `api` heading and its subsections document. */
  api?: ApiName;
  /** The id the rendered heading gets (headingAnchors), e.g. `usewidgetselector` or `examples-2`. */
  anchor: string;
}

export interface DocPlan {
  /** Place in the sidebar's reading order, over all categories. */
  index: number;
  id: string;
  route: string;
  title: string;
  sidebarLabel?: string;
  kind: DocKind;
  size: DocSize;
  /** The category it sits in; none: the top level of the sidebar. */
  category: CategoryPlan | undefined;
  /** Its position among the items of its category (or of the top level). */
  position: number;
  /** What the doc is about; its prose and code use this entity's names. */
  subject: Entity;
  /** API pages: the functions documented, one `h2` each. */
  defines: ApiName[];
  /** Functions of other pages this doc discusses: in its text, code and headings. */
  mentions: ApiName[];
  outline: Heading[];
  keywords: string[];
  updatedAt: string;
}

/** What a category's label leads to, as `sidebarCategory.link` says. */
export type CategoryLinkPlan =
  | { kind: 'none' }
  /** Its first doc, which sits in it at position 0. */
  | { kind: 'doc' }
  | { kind: 'generatedIndex'; route: string; title: string };

/**
 * A category of the sidebar, a `sidebarCategory` document: either docs (10 to 40 of them) or, when its part of
 * the site is larger, subcategories that hold the docs.
 */
export interface CategoryPlan {
  /** The `_id` of its document. */
  id: string;
  label: string;
  /** The route its docs' routes start with, like `guides` or `guides/selectors`. */
  section: string;
  kind: DocKind | 'mixed';
  /** The category it sits in; none: the top level of the sidebar. */
  parent: CategoryPlan | undefined;
  /** Its position among the items of its parent (or of the top level). */
  position: number;
  /** Docs placed in it, in their positions' order. */
  docs: DocPlan[];
  /** Categories placed in it, in their positions' order. */
  categories: CategoryPlan[];
  link: CategoryLinkPlan;
  collapsed: boolean;
  description: string;
}

/** A `sidebarLink` document: a sidebar entry leading to another website. */
export interface SidebarLinkPlan {
  id: string;
  label: string;
  href: string;
  description: string;
  category: CategoryPlan | undefined;
  position: number;
}

export interface ApiTarget {
  api: ApiName;
  doc: DocPlan;
  anchor: string;
}

export interface SitePlan {
  /** In the sidebar's reading order. */
  docs: DocPlan[];
  /** Every category, nested ones too, in the sidebar's reading order (each before its subcategories). */
  categories: CategoryPlan[];
  links: SidebarLinkPlan[];
  /** Every defined function, popular ones first: a Zipf draw makes a few of them appear everywhere. None on tiny sites. */
  apis: Zipf<ApiTarget> | undefined;
}

export type LinkDef =
  | { _type: 'link'; href: string }
  | { _type: 'internalLink'; reference: { _type: 'reference'; _ref: string }; anchor?: string };

/** A run of text with the same marks; a link piece becomes a span whose marks include the link's key. */
export interface Piece {
  text: string;
  marks?: string[];
  link?: LinkDef;
}
