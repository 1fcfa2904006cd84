// Docs versions: which ones an import brings in and where each lives (docsVersions, from the docs options and
// versions.json), then the docsVersion document of each release (versionDocuments).

export { docsSections } from './docsSections.ts';
export { docsVersions } from './docsVersions.ts';
export type { DocsVersionSource, DocsVersions, VersionImport } from './types.ts';
export { sectionDocumentId, versionDocumentId } from './versionDocumentId.ts';
export { sectionDocuments, versionDocument, versionDocuments } from './versionDocuments.ts';
