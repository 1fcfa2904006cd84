// Where an import's inputs are: a website folder and its config looked into as Docusaurus does, or the docs
// folder, sidebars file and site.json given one by one.

export { resolveInputs } from './resolveInputs.ts';
export type { ImportInputs } from './types.ts';
