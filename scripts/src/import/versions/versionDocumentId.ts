import { idPart } from '../docs/docIds.ts';

/** The Sanity `_id` of a docs section's docsSection document: `docsSection-community`. */
export function sectionDocumentId(name: string): string {
  return `docsSection-${idPart(name)}`;
}

/**
 * What tells a docs line's documents apart in their ids: nothing for the main current docs, the version's name for
 * a release (`1.x`), the section's for a section's current docs (`community`), both for a section's release
 * (`community--1.x`), as the Studio's Versions tool names the copies it makes.
 */
export function docsLineKey(version: string | undefined, section: string | undefined): string | undefined {
  if (section === undefined) return version;
  return version === undefined ? section : `${section}--${version}`;
}

/** The Sanity `_id` of a released version's docsVersion document: `docsVersion-1_x`, `docsVersion-community--1_x`. */
export function versionDocumentId(name: string, section?: string): string {
  return `docsVersion-${idPart(docsLineKey(name, section) ?? name)}`;
}

/** A docs line's Section and Version fields, as its docs, categories and links carry them. */
export function docsLineFields(version: string | undefined, section: string | undefined) {
  return {
    ...(section === undefined ? {} : { section: { _type: 'reference' as const, _ref: sectionDocumentId(section) } }),
    ...(version === undefined
      ? {}
      : { version: { _type: 'reference' as const, _ref: versionDocumentId(version, section) } }),
  };
}
