import type { DocsVersionDocument, SanityDocument, SidebarCategory } from '../types.ts';
import type { DocsVersionSource, VersionImport } from './types.ts';
import { versionDocumentId } from './versionDocumentId.ts';

/**
 * Each version's document, in the order of `versions`: the docs without a version bring their sidebar as the
 * docsSidebar document (none when it could not be read), each release its docsVersion document, which holds
 * its sidebar's categories.
 */
export function versionDocuments(versions: readonly VersionImport[]): SanityDocument[] {
  const documents: SanityDocument[] = [];
  for (const version of versions) {
    if (!version.source.unversioned) documents.push(versionDocument(version.source, version.sidebar?.categories ?? []));
    else if (version.sidebar) documents.push(version.sidebar);
  }
  return documents;
}

/** A released version's document: its name, label, path, place in the version menu, and sidebar. */
export function versionDocument(source: DocsVersionSource, categories: SidebarCategory[]): DocsVersionDocument {
  return {
    _id: versionDocumentId(source.name),
    _type: 'docsVersion',
    name: source.name,
    label: source.label,
    path: source.path,
    isLast: source.isLast,
    order: source.order,
    categories,
  };
}
