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
  const version = versions.find(
    (v) => (v.source.unversioned ? 'docsSidebar' : versionDocumentId(v.source.name)) === id,
  );
  if (version) {
    const incomplete = version.index.failed.size > 0 || version.sidebar === undefined;
    const config = inputs.configFile ?? inputs.versionsFile;
    const label = config && { file: config, path: `versions.${version.source.name}.label` };
    return { file: version.source.sidebarsOrigin, incomplete, ...(label ? { fields: { label } } : {}) };
  }
  const siteSource = inputs.siteFile ?? inputs.configFile;
  return siteSource !== undefined && (SITE_JSON_SECTIONS as readonly string[]).includes(id)
    ? { file: siteSource, section: id }
    : undefined;
}
