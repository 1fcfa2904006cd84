// The docs, in two passes. Pass 1 (readVersionDocs, per version) reads every doc's front matter, id, route and
// title, so that pass 2 (docDocuments) can convert each body with every link target known; git dates come last
// (addGitDates).

import type { DocDocument } from '../types.ts';
import type { VersionImport } from '../versions/types.ts';
import { docDocument } from './docDocument.ts';

export { docDocument } from './docDocument.ts';
export { docDocumentId, docIdAndRoute, idPart, stripNumberPrefix } from './docIds.ts';
export { DEFAULT_DOC_FILE_PATTERNS, findDocFiles } from './findDocFiles.ts';
export { splitFrontMatter } from './frontMatter.ts';
export { addGitDates, lastCommitDates } from './gitDates.ts';
export { publishedId } from './publishedId.ts';
export { readSourceDoc } from './readSourceDoc.ts';
export { readVersionDocs } from './readVersionDocs.ts';
export type { DocFilePatterns, DocFrontMatter, SourceDoc } from './types.ts';
export { HOME_DOC_ROUTE } from './usableRoute.ts';

/** Pass 2: every imported doc of every version as its doc document, body converted, in the order they were read. */
export function docDocuments(
  versions: readonly VersionImport[],
  context: Parameters<typeof docDocument>[2],
): DocDocument[] {
  return versions.flatMap((version) => version.docs.map((doc) => docDocument(doc, version, context)));
}
