/**
 * What every step of resolving the content shares while it walks the
 * documents: the picked documents, the docs' routes, the assets, the problems
 * found, and the document being walked.
 */

import type { ProblemSource, Problems } from '../problems.ts';
import type { ImageAsset, SanityDocument } from '../types.ts';

export const DRAFT_PREFIX = 'drafts.';

/** A link to a section of a doc, checked once every doc's headings are known. */
export type AnchorCheck = { source: ProblemSource; field: string; docId: string; anchor: string; href: string };

export type WalkContext = {
  current: Map<string, SanityDocument>;
  /** Doc id → route, for the docs that get a page. */
  routes: Map<string, string>;
  /** Every route of the site: docs and the site's own pages. */
  siteRoutes: Set<string>;
  docByRoute: Map<string, string>;
  assets: Map<string, ImageAsset>;
  /** Image assets pages may not show, with the reason. */
  refusedAssets: Map<string, string>;
  problems: Problems;
  nodeIdFor: (sanityId: string) => string;
  /** The document being walked, as messages name it. */
  source: ProblemSource;
  /** Its route, if it is a doc: relative links resolve against it. */
  route: string;
  anchorChecks: AnchorCheck[];
  usedAssetIds?: Set<string>;
};

export function sourceOf(document: SanityDocument): ProblemSource {
  // Sidebar categories and links have a label where docs have a title.
  const name = document.title ?? document.label;
  const title = typeof name === 'string' && name ? name : undefined;
  return { id: document._id, type: document._type, ...(title ? { title } : {}) };
}

/** Array members by position, as the schema check names them (`body[3]`), so both agree on a field's name. */
export function keyOrIndex(_item: unknown, index: number): string {
  return String(index);
}
