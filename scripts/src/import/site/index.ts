import path from 'node:path';
import { isRecord } from '@react-redux-docs/schemas/is-record';
import type { AssetStore } from '../assets/assetStore.ts';
import { siteFromConfig } from '../config/siteFromConfig.ts';
import type { ImportInputs } from '../inputs/types.ts';
import type { AnchorCheck } from '../links/types.ts';
import { importRedirects } from '../redirects/index.ts';
import type { SiteContext } from '../siteContext.ts';
import type { SanityDocument } from '../types.ts';
import type { VersionImport } from '../versions/types.ts';
import { configContext } from './configContext.ts';
import { completeCurrentDocsSettings } from './currentDocsSettings.ts';
import { documentsFromSiteJson } from './fromSiteJson.ts';
import { readSiteJson } from './readSiteJson.ts';
import { addRedirectRules } from './redirectList.ts';

export { documentsFromSiteJson } from './fromSiteJson.ts';
export { SITE_JSON_SECTIONS } from './sections.ts';
export type { SiteJsonContext } from './types.ts';

/**
 * The site's own documents (siteSettings, navbar, footer, announcement, home page, redirects), from our
 * site.json when there is one, else from the Docusaurus config; the redirects add the website's own rules and,
 * where Docusaurus showed a doc as the home page, one from / to that doc.
 */
export async function siteDocuments(
  inputs: ImportInputs,
  versions: readonly VersionImport[],
  shared: SiteContext,
  context: { assets: AssetStore; anchorChecks: AnchorCheck[] },
): Promise<SanityDocument[]> {
  const { siteFile, configFile, config, staticDirs } = inputs;
  const { site, diagnostics } = shared;
  const unversioned = versions.find((version) => version.source.unversioned && !version.source.section);
  if (!unversioned) throw new Error('resolveInputs returned no docs to import');
  const siteJson = siteFile !== undefined ? readSiteJson(siteFile, diagnostics) : undefined;
  const siteValue =
    siteFile !== undefined
      ? siteJson
      : siteFromConfig(config, configContext(configFile, versions, unversioned, shared, inputs.mainDocsPluginId));
  const redirectRules = await importRedirects(
    {
      siteDir: inputs.siteDir,
      staticDirs,
      config,
      configFile,
      docRoutes: [...site.byRoute.keys()],
      docs: versions.flatMap((version) => version.docs),
    },
    diagnostics,
  );
  if (isRecord(siteValue)) addRedirectRules(siteValue, redirectRules);
  const documents: SanityDocument[] = [];
  const siteSource = siteFile ?? configFile;
  if (siteValue !== undefined && siteSource !== undefined) {
    const imageDir = siteFile !== undefined ? path.dirname(siteFile) : staticDirs[0];
    documents.push(
      ...documentsFromSiteJson(siteValue, { file: siteSource, imageDir, docs: site, ...context, diagnostics }),
    );
  }
  if (siteFile !== undefined) completeCurrentDocsSettings(documents, siteJson, unversioned, siteFile, diagnostics);
  return documents;
}
