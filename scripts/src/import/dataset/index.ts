// The dataset as written: every array member keyed (withKeys), the documents checked with the schema's own rules
// and each problem named at the file it came from (checkAgainstSchema, sourceOfDocument), then data.ndjson and
// images/ written (writeDataset).

export { sourceOfDocument } from './documentSources.ts';
export { keyFor, withKeys } from './keys.ts';
export { stableStringify, toNdjson } from './ndjson.ts';
export { checkAgainstSchema, schemaProblems } from './schemaCheck.ts';
export type { DocumentSource } from './types.ts';
export { writeDataset } from './writeDataset.ts';
