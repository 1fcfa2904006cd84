import { publishedId } from '../docs/publishedId.ts';
import type { ImportInputs } from '../inputs/types.ts';
import { SITE_JSON_SECTIONS } from '../site/sections.ts';
import type { SiteContext } from '../siteContext.ts';
import type { VersionImport } from '../versions/types.ts';
import { versionDocumentId } from '../versions/versionDocumentId.ts';
import type { DocumentSource } from './types.ts';

/** Where a document came from, so a schema problem names the file (and field) an author can fix. */
export function sourceOfDocument(
  id: string,
  inputs: ImportInputs,
  versions: readonly VersionImport[],
  shared: SiteContext,
): DocumentSource | undefined {
  const doc = shared.byDocumentId.get(publishedId(id));
  if (doc) return { file: doc.file };
  const released = versions.find(
    (v) => !v.source.unversioned && versionDocumentId(v.source.name, v.source.section?.name) === id,
  );
  if (released) {
    const config = inputs.configFile ?? inputs.versionsFile;
    const label = config && { file: config, path: `versions.${released.source.name}.label` };
    return { file: inputs.versionsFile ?? released.source.sidebarsOrigin, ...(label ? { fields: { label } } : {}) };
  }
  const sidebarOf = (v: VersionImport) => [...(v.sidebar?.categories ?? []), ...(v.sidebar?.links ?? [])];
  const withItem = versions.find((v) => sidebarOf(v).some((document) => document._id === id));
  // A category whose docs failed to import may be left without them; its rules would only repeat those errors.
  if (withItem) return { file: withItem.source.sidebarsOrigin, incomplete: withItem.index.failed.size > 0 };
  const siteSource = inputs.siteFile ?? inputs.configFile;
  return siteSource !== undefined && (SITE_JSON_SECTIONS as readonly string[]).includes(id)
    ? { file: siteSource, section: id }
    : undefined;
}
