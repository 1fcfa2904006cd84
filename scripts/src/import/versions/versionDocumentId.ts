import { idPart } from '../docs/docIds.ts';

/** The Sanity `_id` of a released version's docsVersion document: `docsVersion-1_x`. */
export function sectionDocumentId(name: string): string {
  return `docsSection-${idPart(name)}`;
}

/** The Sanity `_id` of a released version's docsVersion document: `docsVersion-1_x`. */
export function versionDocumentId(name: string): string {
  return `docsVersion-${idPart(name)}`;
}
