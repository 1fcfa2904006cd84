import { publishedId } from '../docs/publishedId.ts';
import type { DocDocument, SanityDocument } from '../types.ts';
import type { VersionImport } from '../versions/types.ts';

/**
 * Gives each doc document its place in its version's sidebar; a doc the sidebar does not list is in no sidebar
 * (`hidden`), as in Docusaurus. Docs of a version whose sidebar could not be read get no place.
 */
export function placeDocs(documents: readonly SanityDocument[], versions: readonly VersionImport[]): void {
  const docs = new Map(
    documents
      .filter((document) => document._type === 'doc')
      .map((document) => [publishedId(document._id), document as DocDocument]),
  );
  for (const version of versions) {
    const places = version.sidebar?.docPlaces;
    if (!places) continue;
    for (const doc of version.docs) {
      const document = docs.get(doc.documentId);
      if (document) document.sidebar = places.get(doc.documentId) ?? { _type: 'sidebarPlace', hidden: true };
    }
  }
}
