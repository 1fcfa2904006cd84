import { routeIsUnderPath } from '@react-redux-docs/schemas';
import { isRecord } from '@react-redux-docs/schemas/is-record';
import type { Diagnostics } from '../diagnostics.ts';
import type { SanityDocument } from '../types.ts';
import type { VersionImport } from '../versions/types.ts';

/**
 * With site.json, the current docs' label and path come from it when it
 * gives them, else from where the docs are; a path that does not hold the
 * current docs is reported, as the version menu finds pages by their route under it.
 */
export function completeCurrentDocsSettings(
  documents: SanityDocument[],
  json: unknown,
  current: VersionImport,
  file: string,
  diagnostics: Diagnostics,
): void {
  const settings = documents.find((document) => document._id === 'siteSettings');
  if (!settings) return;
  const written = isRecord(json) && isRecord(json.siteSettings) ? json.siteSettings : {};
  if (written.docsVersionLabel === undefined) settings.docsVersionLabel = current.source.label;
  if (written.docsVersionPath === undefined) {
    settings.docsVersionPath = current.source.path;
    return;
  }
  const docsPath = settings.docsVersionPath;
  const outside = typeof docsPath === 'string' && current.docs.find((doc) => !routeIsUnderPath(doc.route, docsPath));
  if (outside) {
    diagnostics.warn(
      file,
      `"${docsPath}" does not hold the current docs: /${outside.route} is not under /${docsPath}, so the version menu cannot find its page in other versions`,
      { path: 'siteSettings.docsVersionPath' },
    );
  }
}
