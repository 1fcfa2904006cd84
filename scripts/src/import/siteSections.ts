import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeIsUnderPath } from '@react-redux-docs/schemas';
import { isRecord } from '@react-redux-docs/schemas/is-record';
import { siteFromConfig } from './config/siteFromConfig.ts';
import type { Diagnostics } from './diagnostics.ts';
import type { AssetStore } from './images.ts';
import type { AnchorCheck } from './links.ts';
import type { SiteContext, VersionImport } from './readVersion.ts';
import { importRedirects } from './redirects.ts';
import { siteDocuments } from './siteDocuments.ts';
import type { SanityDocument } from './types.ts';
import type { ImportInputs } from './website.ts';

/**
 * The site's own documents (siteSettings, navbar, footer, announcement, home page, redirects), from our
 * site.json when there is one, else from the Docusaurus config; the redirects add the website's own rules and,
 * where Docusaurus showed a doc as the home page, one from / to that doc.
 */
export async function siteSectionDocuments(
  inputs: ImportInputs,
  versions: readonly VersionImport[],
  shared: SiteContext,
  context: { assets: AssetStore; anchorChecks: AnchorCheck[] },
): Promise<SanityDocument[]> {
  const { siteFile, configFile, config, staticDirs } = inputs;
  const { site, diagnostics } = shared;
  const unversioned = versions.find((version) => version.source.unversioned);
  if (!unversioned) throw new Error('resolveInputs returned no docs to import');
  // Links outside the docs (navbar, home page) lead to the latest release, as in Docusaurus, else to the current docs.
  const linked = versions.find((version) => version.source.isLast) ?? unversioned;
  const firstDocId = linked.sidebar?.categories[0]?.docs[0]?._ref;
  const firstDocRoute = linked.docs.find((doc) => doc.documentId === firstDocId)?.route;
  const byPreference = [
    linked,
    unversioned,
    ...versions.filter((version) => version !== linked && version !== unversioned),
  ];
  const docById = (docId: string) =>
    byPreference.map((version) => version.index.byDocId.get(docId)).find((target) => target !== undefined);
  const siteSource = siteFile ?? configFile;
  const currentDocs = { label: unversioned.source.label, path: unversioned.source.path };
  const siteJson = siteFile !== undefined ? readSiteJson(siteFile, diagnostics) : undefined;
  const siteValue =
    siteFile !== undefined
      ? siteJson
      : siteFromConfig(config, {
          file: configFile ?? '',
          docs: site,
          docById,
          firstDocRoute,
          currentDocs,
          diagnostics,
        });
  const redirectRules = await importRedirects(
    { siteDir: inputs.siteDir, staticDirs, config, configFile, docRoutes: [...site.byRoute.keys()] },
    diagnostics,
  );
  const homeDoc = versions.flatMap((version) => version.docs).find((doc) => doc.wasHomePage && !doc.draft);
  if (homeDoc) {
    redirectRules.unshift({
      from: '/',
      to: `/${homeDoc.route}`,
      status: 301,
      force: true,
      note: 'The old site showed this doc as its home page',
    });
    diagnostics.warn(
      homeDoc.file,
      `Docusaurus served this doc as the home page (/, docs-only mode); the site has a home page of its own, so the doc is at /${homeDoc.route} and a forced redirect in Redirects sends / there (remove it to show the home page)`,
      { line: 1 },
    );
  }
  if (isRecord(siteValue)) {
    // site.json's own list first: editors wrote it after the files the migrated site had.
    const own =
      isRecord(siteValue.redirects) && Array.isArray(siteValue.redirects.rules) ? siteValue.redirects.rules : [];
    siteValue.redirects = {
      ...(isRecord(siteValue.redirects) ? siteValue.redirects : {}),
      rules: [...own, ...redirectRules],
    };
  }
  const documents: SanityDocument[] = [];
  if (siteValue !== undefined && siteSource !== undefined) {
    const imageDir = siteFile !== undefined ? path.dirname(siteFile) : staticDirs[0];
    documents.push(...siteDocuments(siteValue, { file: siteSource, imageDir, docs: site, ...context, diagnostics }));
  }
  if (siteFile !== undefined) completeCurrentDocsSettings(documents, siteJson, unversioned, siteFile, diagnostics);
  return documents;
}

/** Our site.json, parsed; undefined (reported) when it is missing or not JSON. */
function readSiteJson(file: string, diagnostics: Diagnostics): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    diagnostics.error(file, 'site JSON file not found');
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message)?.[1];
    const line = position === undefined ? undefined : text.slice(0, Number(position)).split('\n').length;
    diagnostics.error(file, `invalid JSON: ${message}`, line === undefined ? {} : { line });
    return undefined;
  }
}

/**
 * With site.json, the current docs' label and path come from it when it
 * gives them, else from where the docs are; a path that does not hold the
 * current docs is reported, as the version menu finds pages by their route under it.
 */
function completeCurrentDocsSettings(
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
