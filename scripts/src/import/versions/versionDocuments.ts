import type { DocsVersionDocument } from '../types.ts';
import type { DocsVersionSource, VersionImport } from './types.ts';
import { versionDocumentId } from './versionDocumentId.ts';

/** The docsVersion document of each release, in the order of `versions`; the docs without a version have none. */
export function versionDocuments(versions: readonly VersionImport[]): DocsVersionDocument[] {
  return versions.filter((version) => !version.source.unversioned).map((version) => versionDocument(version.source));
}

/** A released version's document: its name, label, path and place in the version menu. */
export function versionDocument(source: DocsVersionSource): DocsVersionDocument {
  return {
    _id: versionDocumentId(source.name),
    _type: 'docsVersion',
    name: source.name,
    label: source.label,
    path: source.path,
    isLast: source.isLast,
    order: source.order,
  };
}
