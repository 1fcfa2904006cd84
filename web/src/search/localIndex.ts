/** What a build needs to write the local search index: the index's files and how each is stored. */
export { buildLocalIndex, type IndexFile } from './local/buildIndex.ts';
export { storedBody } from './local/storeFile.ts';
