// Markdown pages outside the docs (`src/pages/help.md`, served by Docusaurus at /help) become standalone pages:
// read once every doc is known (pass 1, so docs may link to them), converted with the docs' bodies (pass 2).

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AssetStore } from '../assets/assetStore.ts';
import { type Diagnostics, ImportError } from '../diagnostics.ts';
import { idPart } from '../docs/docIds.ts';
import { DEFAULT_DOC_FILE_PATTERNS, markdownFilesIn } from '../docs/findDocFiles.ts';
import { splitFrontMatter } from '../docs/frontMatter.ts';
import { stripHeadingId } from '../docs/headingIds.ts';
import { markdownOf } from '../docs/readSourceDoc.ts';
import { takeTitle } from '../docs/title.ts';
import type { DocFrontMatter } from '../docs/types.ts';
import { usableRoute } from '../docs/usableRoute.ts';
import type { DocIndex } from '../links/docIndex.ts';
import type { AnchorCheck } from '../links/types.ts';
import type { MarkdownSource } from '../markdown/source.ts';
import { markdownToPortableText } from '../markdown/toPortableText.ts';
import type { FlowNode } from '../markdown/types.ts';
import type { SiteCode } from '../sitePlugins/index.ts';
import { partialImportsOf, type Snippets } from '../snippets/index.ts';
import type { PageDocument } from '../types.ts';
import type { VersionImport } from '../versions/types.ts';

/** Where Docusaurus's pages plugin reads pages from, in the site folder. */
export const PAGES_DIR = 'src/pages';

/** A Markdown page after the first pass: its route is known, its body not yet converted. */
export interface SourcePage {
  file: string;
  documentId: string;
  route: string;
  previousRoutes?: string[];
  title: string;
  frontMatter: DocFrontMatter;
  markdown: MarkdownSource;
  children: FlowNode[];
}

/**
 * Pass 1: the site's Markdown pages, each with its route, which joins the site's page routes so links to it resolve.
 * React pages (`.js`, `.tsx`) are not read here. A page whose route a doc has, or that is the home page, is left
 * out with a warning: the doc (or the site's own home page) is what readers get there.
 */
export function readStandalonePages(
  siteDir: string,
  site: DocIndex,
  diagnostics: Diagnostics,
  siteCode?: SiteCode,
): SourcePage[] {
  const dir = path.join(siteDir, PAGES_DIR);
  const pages: SourcePage[] = [];
  for (const file of standalonePageFiles(siteDir)) {
    const page = readPage(file, dir, site, diagnostics, siteCode);
    if (!page) continue;
    site.pageRoutes.add(page.route);
    pages.push(page);
  }
  return pages;
}

/** The Markdown files of the site's pages folder that are pages. */
export function standalonePageFiles(siteDir: string): string[] {
  const dir = path.join(siteDir, PAGES_DIR);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return markdownFilesIn(dir, DEFAULT_DOC_FILE_PATTERNS);
}

function readPage(
  file: string,
  dir: string,
  site: DocIndex,
  diagnostics: Diagnostics,
  siteCode: SiteCode | undefined,
): SourcePage | undefined {
  let split: ReturnType<typeof splitFrontMatter>;
  try {
    split = splitFrontMatter(readFileSync(file, 'utf8'), file, diagnostics);
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    diagnostics.problems.push(...error.problems);
    return undefined;
  }
  const { frontMatter, content, lineOffset } = split;
  if (frontMatter.draft) {
    diagnostics.warn(file, 'a draft page (`draft: true`), which Docusaurus does not publish; not imported', {
      line: 1,
    });
    return undefined;
  }
  // As the pages plugin routes them: `help.md` at /help, `team/index.md` at /team/.
  const served = path
    .relative(dir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/i, '')
    .replace(/(^|\/)index$/, '');
  if (served === '') {
    diagnostics.warn(
      file,
      "the home page is Markdown here; the site's home page is its Landing page, edited in the Studio, so this text is not imported",
      { line: 1 },
    );
    return undefined;
  }
  const usable = usableRoute(served, file, frontMatter, diagnostics);
  if (!usable) return undefined;
  const doc = site.byLowerCaseRoute.get(usable.route.toLowerCase());
  if (doc || site.pageRoutes.has(usable.route)) {
    const owner = doc ? `the doc ${doc.docId}` : 'another page of the site';
    diagnostics.warn(
      file,
      `/${usable.route} is also the route of ${owner}, which keeps it; this page is not imported`,
      {
        line: 1,
      },
    );
    return undefined;
  }

  const markdown = markdownOf(file, content, lineOffset, diagnostics, siteCode);
  const children = markdown.group(markdown.root.children);
  for (const node of children) if (node.type === 'heading') stripHeadingId(node, markdown);
  let title = takeTitle(children, frontMatter);
  if (!title) {
    // Docusaurus shows such a page without a heading, titled by the site's name; here every page has a title.
    title = titleFromRoute(usable.route);
    diagnostics.warn(file, `the page has no title (front matter \`title\` or "# Title"); it is titled "${title}"`, {
      line: 1,
    });
  }
  return {
    file,
    documentId: `page-${idPart(usable.route)}`,
    route: usable.route,
    ...(usable.previousRoutes ? { previousRoutes: usable.previousRoutes } : {}),
    title,
    frontMatter,
    markdown,
    children,
  };
}

/** `team/code-of-conduct` → "Code of conduct". */
function titleFromRoute(route: string): string {
  const words = (route.split('/').at(-1) ?? route).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Pass 2: each page's document, its body converted as a doc body is. Its links resolve as the main docs' do (a
 * `.md` link relative to the page's file, then to the docs folder); the partials it includes become snippets.
 */
export function pageDocuments(
  pages: readonly SourcePage[],
  context: {
    /** The main docs' current version, whose docs a page's links resolve among. */
    version: VersionImport;
    assets: AssetStore;
    staticDirs: string[];
    anchorChecks: AnchorCheck[];
    diagnostics: Diagnostics;
    snippets: { registry: Snippets; siteDir: string };
  },
): PageDocument[] {
  return pages.map((page) => {
    const named = partialImportsOf(page.markdown, context.snippets.siteDir);
    const body = markdownToPortableText(page.children, {
      source: page.markdown,
      docs: context.version.index,
      origin: { file: page.file, page: page.route },
      assets: context.assets,
      staticDirs: context.staticDirs,
      mode: 'body',
      anchorChecks: context.anchorChecks,
      ...(named.size > 0
        ? { snippets: { named, include: (file: string) => context.snippets.registry.include(file, context.version) } }
        : {}),
    });
    if (body.length === 0) context.diagnostics.warn(page.file, 'the page has no body text', { line: 1 });
    const document: PageDocument = {
      _id: page.documentId,
      _type: 'page',
      title: page.title,
      route: { _type: 'slug', current: page.route },
      hideTableOfContents: page.frontMatter.hideTableOfContents ?? false,
      body,
    };
    if (page.previousRoutes) document.previousRoutes = page.previousRoutes;
    if (page.frontMatter.browserTitle !== undefined) document.browserTitle = page.frontMatter.browserTitle;
    if (page.frontMatter.description !== undefined) document.description = page.frontMatter.description;
    if (page.frontMatter.keywords !== undefined) document.keywords = page.frontMatter.keywords;
    return document;
  });
}
