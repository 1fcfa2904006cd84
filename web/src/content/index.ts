/**
 * Content resolution: from "here are the documents" to the nodes the site builds, with every problem found on
 * the way. A leaf: it imports neither the Gatsby plugins nor the theme. The source plugin and the Studio's
 * Preview both run it.
 */
export * from './contentModel.ts';
export * from './linkTargets.ts';
export * from './problems.ts';
export { SIDEBAR_NODE_TYPE, SIDEBAR_TYPE_DEFS } from './resolve/sidebars.ts';
export { resolveContent } from './resolveContent.ts';
export type * from './types.ts';
