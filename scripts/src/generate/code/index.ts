// Code blocks for synthetic docs: guide snippets of many kinds (guideCode), and for reference pages a function's
// signature, parameters and usage examples.

export { exampleCode } from './apiExamples.ts';
export { parametersOf, signatureCode } from './apiSignatures.ts';
export { guideCode } from './guideCode.ts';
export type { CodeSubject } from './types.ts';
