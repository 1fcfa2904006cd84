// The prose of synthetic docs: sentences from a small grammar over the vocabulary (Prose), with the identifiers and
// links that docs put in their text, and the spacing rule that joins pieces of text.

export { Prose } from './prose.ts';
export { needsSpace } from './spacing.ts';
