import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { previousRouteProblem, routeProblem } from '@react-redux-docs/schemas';
import type { Heading } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { type Diagnostics, fail, ImportError } from './diagnostics.ts';
import { type DocFrontMatter, splitFrontMatter } from './frontMatter.ts';
import type { DocTarget } from './links.ts';
import { type FlowNode, MarkdownSource } from './markdown.ts';

/** A doc after the first pass: everything but its body, which needs every doc's routes and anchors. */
export interface SourceDoc extends DocTarget {
  /** Path relative to the docs folder, with `/`. */
  relativePath: string;
  frontMatter: DocFrontMatter;
  title: string;
  markdown: MarkdownSource;
  /** Top-level content, admonitions grouped, the h1 used as title removed. */
  children: FlowNode[];
}

const MARKDOWN_FILE = /\.mdx?$/i;

/**
 * Markdown files under `docsDir`, sorted by path. Like Docusaurus, names
 * starting with `_` (partials) or `.` are skipped.
 */
export function findDocFiles(docsDir: string): string[] {
  let stats: ReturnType<typeof statSync> | undefined;
  try {
    stats = statSync(docsDir);
  } catch {
    fail(docsDir, 'docs folder not found');
  }
  if (!stats.isDirectory()) fail(docsDir, 'docs path is not a folder');
  const files: string[] = [];
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    for (const entry of entries) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && MARKDOWN_FILE.test(entry.name)) files.push(full);
    }
  };
  walk(docsDir);
  if (files.length === 0) fail(docsDir, 'docs folder has no .md or .mdx files');
  return files;
}

const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*(?=[^-_.\s])/;
const NOT_A_NUMBER_PREFIX = /^(?:\d{2,4}[-_.]\d{2}[-_.]\d{2}|\d+[-_.]\d+)/;

/** Docusaurus drops ordering prefixes: `01-intro` → `intro` (but not dates or versions). */
export function stripNumberPrefix(name: string): string {
  if (NOT_A_NUMBER_PREFIX.test(name)) return name;
  return name.replace(NUMBER_PREFIX, '');
}

/** Sanity `_id` of a doc: `doc-` + doc id with `/` and other characters outside [A-Za-z0-9_-] as `_`. */
export function docDocumentId(docId: string): string {
  return `doc-${docId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** Docusaurus doc id and route for a file (routeBasePath `/`). */
export function docIdAndRoute(relativePath: string, frontMatter: Pick<DocFrontMatter, 'id' | 'slug'>) {
  const segments = relativePath.split('/');
  const fileName = (segments.pop() ?? '').replace(MARKDOWN_FILE, '');
  const dir = segments.map(stripNumberPrefix).join('/');
  const baseName = stripNumberPrefix(fileName);
  const docId = [dir, frontMatter.id ?? baseName].filter((part) => part !== '').join('/');
  let route: string;
  if (frontMatter.slug !== undefined) {
    const slug = frontMatter.slug.startsWith('/') ? frontMatter.slug : path.posix.join('/', dir, frontMatter.slug);
    route = path.posix.normalize(slug).replace(/^\/+|\/+$/g, '');
  } else {
    const lower = baseName.toLowerCase();
    const isCategoryIndex = lower === 'index' || lower === 'readme' || lower === (segments.at(-1) ?? '').toLowerCase();
    route = isCategoryIndex ? dir : docId;
  }
  return { docId, route };
}

/**
 * The route a doc gets here. Docusaurus serves almost any path; where its
 * route cannot be a route of this site (spaces, other characters hosts mangle),
 * the doc moves to a cleaned route and keeps the old one as a previous route,
 * which the site redirects from. Reserved routes and routes that cannot be
 * cleaned are errors (the doc is then left out).
 */
function usableRoute(
  served: string,
  file: string,
  frontMatter: DocFrontMatter,
  diagnostics: Diagnostics,
): { route: string; previousRoutes?: string[] } | undefined {
  const problem = routeProblem(served);
  if (!problem) return { route: served };
  const cleaned = served
    .split('/')
    .map((segment) =>
      segment
        .replace(/[^A-Za-z0-9_.-]+/g, '-')
        .replace(/^[.-]+|-+$/g, '')
        .replace(/\.html$/i, ''),
    )
    .filter((segment) => segment !== '')
    .join('/');
  const where = frontMatter.slug === undefined ? '' : ' (from its `slug`)';
  if (served === '' || routeProblem(cleaned) || previousRouteProblem(served)) {
    diagnostics.error(file, `route "/${served}"${where} cannot be used: ${problem} Set \`slug\` in the front matter.`);
    return undefined;
  }
  diagnostics.warn(
    file,
    `route "/${served}"${where} cannot be used: ${problem} The page moves to "/${cleaned}"; the old address redirects there.`,
    { line: 1 },
  );
  return { route: cleaned, previousRoutes: [served] };
}

/**
 * First pass over one Markdown file. Errors are added to `diagnostics`;
 * returns undefined when the file cannot be used at all.
 */
export function readSourceDoc(file: string, docsDir: string, diagnostics: Diagnostics): SourceDoc | undefined {
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
  const { docId, route: servedRoute } = docIdAndRoute(relativePath, frontMatter);
  const usable = usableRoute(servedRoute, file, frontMatter, diagnostics);
  if (!usable) return undefined;
  const { route, previousRoutes } = usable;

  const markdown = new MarkdownSource({ text: content, file, diagnostics, lineOffset });
  const children = markdown.group(markdown.root.children);
  for (const node of children) if (node.type === 'heading') stripHeadingId(node, markdown);

  let title = frontMatter.title;
  if (title === undefined) {
    const h1 = children.findIndex((node) => node.type === 'heading' && node.depth === 1);
    const heading = children[h1];
    if (heading) {
      title = mdastToString(heading).trim();
      children.splice(h1, 1);
    }
  } else if (frontMatter.hideTitle && children[0]?.type === 'heading' && children[0].depth === 1) {
    title = visibleTitle(title, children, frontMatter, markdown);
  }
  if (!title) {
    diagnostics.error(file, 'the doc has no title: add `title:` to the front matter or start the body with "# Title"', {
      line: 1,
    });
    return undefined;
  }

  return {
    file,
    relativePath,
    docId,
    documentId: docDocumentId(docId),
    draft: frontMatter.draft,
    route,
    ...(previousRoutes ? { previousRoutes } : {}),
    anchors: new Set(),
    frontMatter,
    title,
    markdown,
    children,
  };
}

/**
 * `hide_title: true` with a body that starts with `# Heading`: Docusaurus
 * hides the front matter's title and shows the heading as the page's h1. Here
 * the heading becomes the doc's (shown) title and leaves the body, so the page
 * has one h1 and the heading is not in the table of contents. A front-matter
 * title that differs is kept as the sidebar label (Docusaurus's sidebar shows
 * it), with a warning, since the browser tab now shows the heading.
 */
function visibleTitle(
  title: string,
  children: FlowNode[],
  frontMatter: DocFrontMatter,
  markdown: MarkdownSource,
): string {
  const heading = children.shift() as Heading;
  const text = mdastToString(heading).trim();
  frontMatter.hideTitle = false;
  if (text === title) return text;
  if (frontMatter.sidebarLabel === undefined) {
    frontMatter.sidebarLabel = title;
    markdown.warn(
      heading,
      `hide_title: the heading "${text}" becomes the page title, and the front-matter title "${title}" the sidebar label`,
    );
  } else {
    markdown.warn(
      heading,
      `hide_title: the heading "${text}" becomes the page title; the front-matter title "${title}" is not used (the sidebar label is set)`,
    );
  }
  return text;
}

/**
 * Docusaurus `## Heading {#custom-id}`: the site makes anchors from the
 * heading text, so the id is dropped (with a warning) and the text kept.
 */
function stripHeadingId(heading: Heading, markdown: MarkdownSource): void {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return;
  const match = /\s*\{#([^{}\s]+)\}\s*$/.exec(last.value);
  if (!match) return;
  last.value = last.value.slice(0, match.index);
  markdown.warn(heading, `custom heading id {#${match[1]}} dropped: anchors come from the heading text`);
}
