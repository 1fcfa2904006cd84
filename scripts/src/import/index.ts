import { readFileSync } from 'node:fs';
import path from 'node:path';
import { headingAnchors } from '@react-redux-docs/schemas';
import { Diagnostics, ImportError, type Problem } from './diagnostics.ts';
import { docIdAndRoute, findDocFiles, readSourceDoc, type SourceDoc } from './docs.ts';
import { lastCommitDates } from './git.ts';
import { type Asset, AssetStore } from './images.ts';
import { withKeys } from './keys.ts';
import { type AnchorCheck, DocIndex } from './links.ts';
import { markdownToPortableText } from './markdownToPortableText.ts';
import { checkAgainstSchema, type DocumentSource } from './schemaCheck.ts';
import { loadSidebars, sidebarDocument } from './sidebars.ts';
import { SITE_JSON_SECTIONS, siteDocuments } from './siteDocuments.ts';
import type { DocDocument, SanityDocument } from './types.ts';

export { displayPath, formatProblem, ImportError, type Problem } from './diagnostics.ts';
export type { Asset } from './images.ts';
export { keyFor } from './keys.ts';
export type * from './types.ts';
export { stableStringify, toNdjson, writeDataset } from './writeDataset.ts';

export interface ImportOptions {
  /** The Docusaurus docs folder (`docs/**\/*.md`, `*.mdx`). */
  docsDir: string;
  /** `sidebars.ts`, `.mts`, `.cts`, `.js`, `.mjs`, `.cjs` or `.json`. */
  sidebarsFile: string;
  /** Our site.json: siteSettings, navbar, footer, announcement, landingPage. */
  siteFile: string;
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
 * Converts a Docusaurus docs folder, its sidebars file and site.json into
 * Sanity documents. Rejects with an ImportError listing every problem when
 * the input cannot be imported.
 */
export async function importDocusaurusSite(options: ImportOptions): Promise<ImportResult> {
  const docsDir = path.resolve(options.docsDir);
  const sidebarsFile = path.resolve(options.sidebarsFile);
  const siteFile = path.resolve(options.siteFile);
  const diagnostics = new Diagnostics();

  // Pass 1: ids, routes and titles of every doc.
  const sources: SourceDoc[] = [];
  const failed: string[] = [];
  for (const file of findDocFiles(docsDir)) {
    const doc = readSourceDoc(file, docsDir, diagnostics);
    if (doc) sources.push(doc);
    else failed.push(file);
  }
  const index = new DocIndex(docsDir);
  for (const file of failed) {
    const { docId, route } = docIdAndRoute(rel(docsDir, file), {});
    index.failed.add(docId).add(route);
  }
  const dropped = new Map<string, string>();
  const byDocumentId = new Map<string, SourceDoc>();
  const docs: SourceDoc[] = [];
  for (const doc of sources) {
    const sameId = index.byDocId.get(doc.docId) ?? byDocumentId.get(doc.documentId);
    if (sameId) {
      const other = rel(docsDir, sameId.file);
      diagnostics.error(
        doc.file,
        `doc id "${doc.docId}" (Sanity id ${doc.documentId}) is also used by ${other}; change one \`id\``,
      );
      continue;
    }
    const sameRoute = index.byRoute.get(doc.route);
    if (sameRoute) {
      const reason = `its route "/${doc.route}" is already used by ${rel(docsDir, sameRoute.file)}`;
      diagnostics.warn(
        doc.file,
        `duplicate route: ${reason}; this file was dropped, ${rel(docsDir, sameRoute.file)} kept`,
        { line: 1 },
      );
      dropped.set(doc.docId, `${doc.relativePath} was dropped because ${reason}`);
      continue;
    }
    const sameLetters = index.byLowerCaseRoute.get(doc.route.toLowerCase());
    if (sameLetters) {
      diagnostics.error(
        doc.file,
        `route "/${doc.route}" differs only in letter case from "/${sameLetters.route}" (${rel(docsDir, sameLetters.file)}); many disks would store both pages as one. Set \`slug\` in one of them`,
        { line: 1 },
      );
      continue;
    }
    index.add(doc);
    byDocumentId.set(doc.documentId, doc);
    docs.push(doc);
  }

  // Pass 2: bodies, now that every link target is known. Anchors are checked once all headings are known.
  const assets = new AssetStore();
  const staticDirs = [path.dirname(siteFile), path.join(path.dirname(docsDir), 'static')];
  const documents: SanityDocument[] = [];
  const anchorChecks: AnchorCheck[] = [];
  for (const doc of docs) {
    const body = markdownToPortableText(doc.children, {
      source: doc.markdown,
      docs: index,
      origin: { file: doc.file, self: doc },
      assets,
      staticDirs,
      mode: 'body',
      anchorChecks,
    });
    for (const { anchor } of headingAnchors(body)) doc.anchors.add(anchor);
    if (body.length === 0) diagnostics.warn(doc.file, 'the doc has no body text', { line: 1 });
    const document: DocDocument = {
      // References always name the published id; a draft's own id has the prefix Sanity gives drafts.
      _id: doc.draft ? `drafts.${doc.documentId}` : doc.documentId,
      _type: 'doc',
      title: doc.title,
      route: { _type: 'slug', current: doc.route },
      hideTitle: doc.frontMatter.hideTitle,
      body,
    };
    if (doc.previousRoutes !== undefined) document.previousRoutes = doc.previousRoutes;
    if (doc.frontMatter.sidebarLabel !== undefined) document.sidebarLabel = doc.frontMatter.sidebarLabel;
    if (doc.frontMatter.description !== undefined) document.description = doc.frontMatter.description;
    if (doc.frontMatter.keywords !== undefined) document.keywords = doc.frontMatter.keywords;
    documents.push(document);
  }

  try {
    const sidebars = await loadSidebars(sidebarsFile);
    documents.push(
      sidebarDocument(sidebars.value, {
        file: sidebarsFile,
        source: sidebars.source,
        docs: index.byDocId,
        dropped,
        failed: index.failed,
        diagnostics,
      }),
    );
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    diagnostics.problems.push(...error.problems);
  }

  const site = readSiteJson(siteFile, diagnostics);
  if (site !== undefined) {
    documents.push(...siteDocuments(site, { file: siteFile, docs: index, assets, diagnostics, anchorChecks }));
  }
  for (const check of anchorChecks) {
    if (!check.target.anchors.has(check.anchor)) {
      check.report(`anchor "#${check.anchor}" is not a heading in ${rel(docsDir, check.target.file)}`);
    }
  }

  const keyed = documents.map(withKeys);
  await checkAgainstSchema(
    keyed,
    (id): DocumentSource | undefined => {
      const doc = byDocumentId.get(publishedId(id));
      if (doc) return { file: doc.file };
      if (id === 'docsSidebar') return { file: sidebarsFile, incomplete: index.failed.size > 0 };
      return (SITE_JSON_SECTIONS as readonly string[]).includes(id) ? { file: siteFile, section: id } : undefined;
    },
    diagnostics,
  );
  diagnostics.throwIfErrors();

  if (options.gitDates !== false) {
    const dates = await lastCommitDates(docs.map((doc) => doc.file));
    for (const document of keyed) {
      const source = byDocumentId.get(publishedId(document._id));
      const date = source && dates.get(source.file);
      if (date) document._updatedAt = date;
    }
  }

  return {
    documents: keyed.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)),
    assets: assets.list(),
    warnings: diagnostics.warnings,
  };
}

function rel(docsDir: string, file: string): string {
  return path.relative(docsDir, file).split(path.sep).join('/');
}

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

/** The id of a document's published version (a draft's id is `drafts.` + it). */
function publishedId(id: string): string {
  return id.startsWith('drafts.') ? id.slice('drafts.'.length) : id;
}
