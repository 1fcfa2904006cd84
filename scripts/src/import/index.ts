import path from 'node:path';
import { Diagnostics, type Problem } from './diagnostics.ts';
import { docDocument } from './docDocument.ts';
import { lastCommitDates } from './git.ts';
import { type Asset, AssetStore, replaceRemoteImages } from './images.ts';
import { withKeys } from './keys.ts';
import { type AnchorCheck, DocIndex } from './links.ts';
import { publishedId } from './publishedId.ts';
import { readVersion, type SiteContext, type VersionImport } from './readVersion.ts';
import { checkAgainstSchema, type DocumentSource } from './schemaCheck.ts';
import type { CategoryPageRedirect } from './sidebars.ts';
import { SITE_JSON_SECTIONS } from './siteDocuments.ts';
import { siteSectionDocuments } from './siteSections.ts';
import type { SanityDocument } from './types.ts';
import { addCategoryPageRedirects, versionDocument, versionSidebar } from './versionSidebar.ts';
import { versionDocumentId } from './versions.ts';
import { type ImportInputs, resolveInputs } from './website.ts';

export { displayPath, formatProblem, ImportError, type Problem } from './diagnostics.ts';
export type { Asset } from './images.ts';
export { keyFor } from './keys.ts';
export type * from './types.ts';
export { stableStringify, toNdjson, writeDataset } from './writeDataset.ts';

export interface ImportOptions {
  /**
   * A Docusaurus website folder: its `docusaurus.config` (.ts, .mts, .cts, .js, .mjs, .cjs), docs folder,
   * sidebars file, `static/` and released versions (versions.json) are found in it. The options below
   * override what it finds.
   */
  websiteDir?: string;
  /** The Docusaurus docs folder (`docs/**\/*.md`, `*.mdx`). */
  docsDir?: string;
  /** `sidebars.ts`, `.mts`, `.cts`, `.js`, `.mjs`, `.cjs` or `.json`. */
  sidebarsFile?: string;
  /** Our site.json: siteSettings, navbar, footer, announcement, landingPage. Without it they come from the config. */
  siteFile?: string;
  /** The Docusaurus config: site title, tagline, navbar, footer, announcement bar, and where docs are served. */
  configFile?: string;
  /**
   * The docs versions to import: names from versions.json, or "current" for the docs folder (default: every
   * version the config builds). Versions keep their addresses whichever are imported.
   */
  versions?: string[];
  /** Add `_updatedAt` from git to committed docs (default true). */
  gitDates?: boolean;
}

export interface ImportResult {
  /** Every document, sorted by `_id`, with `_key`s. */
  documents: SanityDocument[];
  /** Image files to copy to `images/`, sorted by file name. */
  assets: Asset[];
  warnings: Problem[];
}

/**
 * Converts a Docusaurus site (its docs folder, sidebars file, released
 * versions, and its config or our site.json) into Sanity documents. Rejects
 * with an ImportError listing every problem when the input cannot be imported.
 */
export async function importDocusaurusSite(options: ImportOptions): Promise<ImportResult> {
  const diagnostics = new Diagnostics();
  const inputs = await resolveInputs(options, diagnostics);
  const shared = siteContext(inputs, diagnostics);

  // Pass 1: ids, routes and titles of every doc of every version.
  const versions = inputs.versions.map((source) => readVersion(source, shared));

  // Pass 2: bodies, now that every link target is known. Anchors are checked once all headings are known.
  const assets = new AssetStore();
  const anchorChecks: AnchorCheck[] = [];
  const documents: SanityDocument[] = versions.flatMap((version) =>
    version.docs.map((doc) =>
      docDocument(doc, version, { assets, staticDirs: inputs.staticDirs, anchorChecks, diagnostics }),
    ),
  );
  await addSidebarsAndVersions(documents, versions, shared);
  documents.push(...(await siteSectionDocuments(inputs, versions, shared, { assets, anchorChecks })));
  replaceRemoteImages(documents, await assets.downloadRemote());
  checkAnchors(anchorChecks, shared);

  const keyed = documents.map(withKeys);
  await checkAgainstSchema(keyed, (id) => sourceOfDocument(id, inputs, versions, shared), diagnostics);
  diagnostics.throwIfErrors();
  if (options.gitDates !== false) await addGitDates(keyed, versions, shared);

  return {
    documents: keyed.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)),
    assets: assets.list(),
    warnings: diagnostics.warnings,
  };
}

/** What reading every version shares: the site's routes and ids, and how messages name files. */
function siteContext(inputs: ImportInputs, diagnostics: Diagnostics): SiteContext {
  const unversioned = inputs.versions.find((version) => version.unversioned);
  if (!unversioned) throw new Error('resolveInputs returned no docs to import');
  return {
    site: new DocIndex(unversioned.docsDir),
    byDocumentId: new Map(),
    diagnostics,
    // Files of the docs without a version are named as in their folder, others from the website folder.
    fileName: (file: string) => {
      const inDocs = path.relative(unversioned.docsDir, file);
      const relative =
        inDocs.startsWith('..') || path.isAbsolute(inDocs) ? path.relative(inputs.siteDir, file) : inDocs;
      return relative.split(path.sep).join('/');
    },
    docFiles: inputs.docFiles,
  };
}

/**
 * Each version's sidebar (the current docs' as the docsSidebar document, a release's inside its docsVersion
 * document); the addresses of Docusaurus's category pages become old routes of the docs they now lead to.
 */
async function addSidebarsAndVersions(
  documents: SanityDocument[],
  versions: VersionImport[],
  shared: SiteContext,
): Promise<void> {
  const categoryPages: CategoryPageRedirect[] = [];
  for (const version of versions) {
    version.sidebar = await versionSidebar(version, categoryPages, shared.diagnostics);
    if (!version.source.unversioned) documents.push(versionDocument(version.source, version.sidebar?.categories ?? []));
    else if (version.sidebar) documents.push(version.sidebar);
  }
  addCategoryPageRedirects(documents, categoryPages, shared.site);
}

/** Reports each link whose `#anchor` no heading of its target has, now that every doc's headings are known. */
function checkAnchors(anchorChecks: readonly AnchorCheck[], shared: SiteContext): void {
  for (const check of anchorChecks) {
    if (!check.target.anchors.has(check.anchor)) {
      check.report(`anchor "#${check.anchor}" is not a heading in ${shared.fileName(check.target.file)}`);
    }
  }
}

/** Where a document came from, so a schema problem names the file (and field) an author can fix. */
function sourceOfDocument(
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

/** `_updatedAt` of each committed doc, from git. */
async function addGitDates(
  documents: SanityDocument[],
  versions: readonly VersionImport[],
  shared: SiteContext,
): Promise<void> {
  const dates = await lastCommitDates(versions.flatMap((version) => version.docs.map((doc) => doc.file)));
  for (const document of documents) {
    const source = shared.byDocumentId.get(publishedId(document._id));
    const date = source && dates.get(source.file);
    if (date) document._updatedAt = date;
  }
}
