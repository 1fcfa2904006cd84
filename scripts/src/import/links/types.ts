/** What a link or sidebar entry can point at: one imported doc. */
export interface DocTarget {
  /** Sanity `_id`, e.g. `doc-api_hooks`. */
  documentId: string;
  /** Docusaurus doc id, e.g. `api/hooks`. */
  docId: string;
  route: string;
  file: string;
  /** A `draft: true` doc: imported as a Sanity draft (`drafts.` + documentId), with no page until published. */
  draft: boolean;
  /** Routes the doc was served at before the import changed its route; links to them still resolve. */
  previousRoutes?: string[];
  /**
   * Heading anchors of the converted body, made exactly as the site makes
   * them (headingAnchors in the schemas package); filled in once every body is converted.
   */
  anchors: Set<string>;
}

/** An `#anchor` to verify once every doc's headings are known. */
export interface AnchorCheck {
  target: DocTarget;
  anchor: string;
  /**
   * Called, before the documents are finished, when no heading of the target has the anchor, with what to say
   * (`anchor "#x" is not a heading in api/hooks.md`): it reports at the link's line and may still change the link
   * (see headingAnchorLike).
   */
  report: (message: string) => void;
}

export type LinkResolution =
  | { kind: 'external'; href: string }
  | { kind: 'internal'; target: DocTarget; anchor?: string }
  | { kind: 'unresolved'; reason: string };

/** Where a link is written: a doc (with its route, for relative routes and `#anchor`s) or another file. */
export interface LinkOrigin {
  file: string;
  self?: DocTarget;
  /** The route of the standalone page the link is on: its `#anchor`s stay on it, relative routes start from it. */
  page?: string;
}
