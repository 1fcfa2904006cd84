import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Diagnostics, ImportError } from '../diagnostics.ts';
import { MarkdownSource } from '../markdown/source.ts';
import type { SiteCode } from '../sitePlugins/index.ts';
import { docDocumentId, docIdAndRoute } from './docIds.ts';
import { splitFrontMatter } from './frontMatter.ts';
import { stripHeadingId } from './headingIds.ts';
import { takeTitle } from './title.ts';
import type { SourceDoc } from './types.ts';
import { usableRoute } from './usableRoute.ts';

/**
 * First pass over one Markdown file. Errors are added to `diagnostics`;
 * returns undefined when the file cannot be used at all. `routeBasePath` is
 * where its version's docs live; `version` the name of a released version
 * the doc belongs to (undefined for the current docs).
 */
export function readSourceDoc(
  file: string,
  docsDir: string,
  diagnostics: Diagnostics,
  routeBasePath = '',
  version?: string,
  siteCode?: SiteCode,
): SourceDoc | undefined {
  const relativePath = path.relative(docsDir, file).split(path.sep).join('/');
  let split: ReturnType<typeof splitFrontMatter>;
  try {
    split = splitFrontMatter(readFileSync(file, 'utf8'), file, diagnostics);
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    diagnostics.problems.push(...error.problems);
    return undefined;
  }
  const { frontMatter, content, lineOffset } = split;
  if (frontMatter.id?.includes('/')) {
    diagnostics.error(
      file,
      `front matter id "${frontMatter.id}" cannot contain "/"; the folder is already part of the id`,
    );
    return undefined;
  }
  const { docId, route: servedRoute } = docIdAndRoute(relativePath, frontMatter, routeBasePath);
  const usable = usableRoute(servedRoute, file, frontMatter, diagnostics);
  if (!usable) return undefined;
  const { route, previousRoutes, wasHomePage } = usable;

  const markdown = markdownOf(file, content, lineOffset, diagnostics, siteCode);
  const children = markdown.group(markdown.root.children);
  for (const node of children) if (node.type === 'heading') stripHeadingId(node, markdown);
  let title = takeTitle(children, frontMatter);
  if (!title) {
    // As in Docusaurus: without a front-matter title or a leading "# Title", the doc's id names it.
    title = docId.split('/').at(-1) ?? docId;
    diagnostics.warn(
      file,
      `the doc has no title (front matter \`title:\` or a leading "# Title"); as in Docusaurus, it is titled "${title}" after its file`,
      { line: 1 },
    );
  }

  return {
    file,
    relativePath,
    docId,
    documentId: docDocumentId(docId, version),
    draft: frontMatter.draft,
    route,
    ...(previousRoutes ? { previousRoutes } : {}),
    ...(wasHomePage ? { wasHomePage } : {}),
    anchors: new Set(),
    frontMatter,
    title,
    markdown,
    children,
  };
}

/** A file's Markdown body as the converter reads it: with the site's plugins run and components rendered. */
export function markdownOf(
  file: string,
  content: string,
  lineOffset: number,
  diagnostics: Diagnostics,
  siteCode: SiteCode | undefined,
): MarkdownSource {
  const expanded = siteCode?.prepared(file);
  return new MarkdownSource({
    text: expanded?.text ?? content,
    file,
    diagnostics,
    lineOffset,
    ...(expanded ? { lineMap: expanded.lineMap } : {}),
    ...(siteCode?.readsMath(file) ? { math: true } : {}),
  });
}
