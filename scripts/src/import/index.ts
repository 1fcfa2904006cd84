import { type Asset, AssetStore, replaceRemoteImages } from './assets/index.ts';
import { checkAgainstSchema, sourceOfDocument, withKeys } from './dataset/index.ts';
import { Diagnostics, type Problem } from './diagnostics.ts';
import { findDocFiles } from './docs/findDocFiles.ts';
import { addGitDates, docDocuments, readVersionDocs } from './docs/index.ts';
import { resolveInputs } from './inputs/index.ts';
import { type AnchorCheck, checkAnchors } from './links/index.ts';
import { type NotCarriedItem, notCarried } from './notCarried.ts';
import { pageDocuments, readStandalonePages, standalonePageFiles } from './pages/index.ts';
import { addVersionSidebars, leaveOutLinksToMissingPages, placeDocs, sidebarDocuments } from './sidebars/index.ts';
import { siteDocuments } from './site/index.ts';
import { siteContext } from './siteContext.ts';
import { SiteCode } from './sitePlugins/index.ts';
import { Snippets } from './snippets/index.ts';
import type { SanityDocument } from './types.ts';
import { sectionDocuments, versionDocuments } from './versions/index.ts';

export type { Asset } from './assets/index.ts';
export { keyFor, stableStringify, toNdjson, writeDataset } from './dataset/index.ts';
export { displayPath, formatProblem, ImportError, type Problem } from './diagnostics.ts';
export { type NotCarriedItem, notCarriedLines } from './notCarried.ts';
export type * from './types.ts';

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
  /** What the import leaves behind, by kind: the summary after the warnings. */
  notCarried: NotCarriedItem[];
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

  // The site's own code on its Markdown: remark plugins run and components rendered, before anything reads it.
  shared.siteCode = new SiteCode(inputs.siteDir, inputs.config);
  await shared.siteCode.prepare(
    [
      ...inputs.versions.flatMap((source) =>
        findDocFiles(source.docsDir, shared.docFiles).map((file) => ({ file, plugins: source })),
      ),
      ...standalonePageFiles(inputs.siteDir).map((file) => ({ file })),
    ],
    diagnostics,
  );

  // Pass 1: ids, routes and titles of every doc of every version, then of the Markdown pages beside the docs.
  const versions = inputs.versions.map((source) => readVersionDocs(source, shared));
  const pages = readStandalonePages(inputs.siteDir, shared.site, diagnostics, shared.siteCode);

  // Pass 2: bodies, now that every link target is known. Anchors are checked once all headings are known.
  const assets = new AssetStore();
  const anchorChecks: AnchorCheck[] = [];
  const snippets = new Snippets(inputs.siteDir);
  const converting = { assets, staticDirs: inputs.staticDirs, anchorChecks, diagnostics };
  const documents: SanityDocument[] = docDocuments(versions, {
    ...converting,
    snippets: { registry: snippets, siteDir: inputs.siteDir },
  });
  const mainDocs = versions.find((version) => version.source.unversioned && !version.source.section);
  if (mainDocs) {
    documents.push(
      ...pageDocuments(pages, {
        ...converting,
        version: mainDocs,
        snippets: { registry: snippets, siteDir: inputs.siteDir },
      }),
    );
  }
  // The partials the docs include, known now: their remark plugins run and components rendered, as the docs'.
  await shared.siteCode.prepare(
    snippets.includedFiles().map(({ file, version }) => ({ file, plugins: version.source })),
    diagnostics,
  );
  documents.push(...snippets.documents({ ...converting, siteCode: shared.siteCode }));
  await addVersionSidebars(versions, inputs.categoryDefaults, diagnostics);
  leaveOutLinksToMissingPages(versions, shared.site, diagnostics);
  placeDocs(documents, versions);
  documents.push(...versionDocuments(versions), ...sectionDocuments(versions), ...sidebarDocuments(versions));
  documents.push(...(await siteDocuments(inputs, versions, shared, { assets, anchorChecks })));
  replaceRemoteImages(documents, await assets.downloadRemote());
  checkAnchors(anchorChecks, shared.fileName);

  const keyed = documents.map(withKeys);
  await checkAgainstSchema(
    keyed,
    (id) => {
      const file = snippets.fileOf(id) ?? pages.find((page) => page.documentId === id)?.file;
      return file ? { file } : sourceOfDocument(id, inputs, versions, shared);
    },
    diagnostics,
  );
  diagnostics.throwIfErrors();
  if (options.gitDates !== false) {
    await addGitDates(keyed, versions, shared, new Map(pages.map((page) => [page.documentId, page.file])));
  }

  return {
    documents: keyed.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)),
    assets: assets.list(),
    warnings: diagnostics.warnings,
    notCarried: notCarried(diagnostics.warnings, inputs),
  };
}
