import type { DocsVersionDocument } from '../types.ts';
import type { DocsVersionSource, VersionImport } from './types.ts';
import { sectionDocumentId, versionDocumentId } from './versionDocumentId.ts';

/**
 * The docsVersion document of each release, of the main docs or of a docs section, in the order of `versions`; the
 * docs without a version have none.
 */
export function versionDocuments(versions: readonly VersionImport[]): DocsVersionDocument[] {
  return versions.filter((version) => !version.source.unversioned).map((version) => versionDocument(version.source));
}

/** The docsSection document of each docs section beside the main docs: its current docs' label and path. */
export function sectionDocuments(versions: readonly VersionImport[]) {
  return versions.flatMap(({ source }) =>
    source.section && source.unversioned
      ? [
          {
            _id: sectionDocumentId(source.section.name),
            _type: 'docsSection',
            name: source.section.name,
            label: source.section.label,
            ...(source.label === 'Next' ? {} : { currentLabel: source.label }),
            path: source.path,
          },
        ]
      : [],
  );
}

/** A released version's document: its name, label, path and place in the version menu. */
export function versionDocument(source: DocsVersionSource): DocsVersionDocument {
  return {
    _id: versionDocumentId(source.name, source.section?.name),
    _type: 'docsVersion',
    ...(source.section ? { section: { _type: 'reference', _ref: sectionDocumentId(source.section.name) } } : {}),
    name: source.name,
    label: source.label,
    path: source.path,
    isLast: source.isLast,
    order: source.order,
  };
}
