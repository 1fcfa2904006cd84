/** Rendered Portable Text kept by content digest, shared by the transformer that fills it and the search index. */
export { RenderedFields, renderField, type SanityNode } from './renderedFields.ts';
export { rendererVersion } from './rendererVersion.ts';
export { tabPairStore } from './tabPairStore.ts';
