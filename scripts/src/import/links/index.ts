// Links between docs: every imported doc by file, route and doc id (DocIndex), how a Markdown link or a site.json
// route resolves to one of them (resolveLink, resolveRoute), and the `#anchor`s checked once every doc's headings
// are known (checkAnchors).

export { checkAnchors, headingAnchorLike } from './anchors.ts';
export { DocIndex } from './docIndex.ts';
export { normalizeRoute, resolveLink, resolveRoute } from './resolveLink.ts';
export type { AnchorCheck, DocTarget, LinkOrigin, LinkResolution } from './types.ts';
