/** What a build needs to write the local search index: the index's files and how each is stored. */
export { buildLocalIndex, CHUNK_SIZE, type IndexFile } from './local/buildIndex.ts';
export { loadIndexState, saveIndexState } from './local/indexState.ts';
export { storedBody } from './local/storeFile.ts';
