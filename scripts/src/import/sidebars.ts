import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isRecord } from '@react-redux-docs/schemas/is-record';
import GithubSlugger from 'github-slugger';
import type { Diagnostics } from './diagnostics.ts';
import { fail } from './diagnostics.ts';
import type { DocTarget } from './links.ts';
import { importModuleFile } from './moduleFile.ts';
import type { DocsSidebarDocument, SidebarCategory } from './types.ts';

export interface LoadedSidebars {
  value: unknown;
  source: string;
}

/** Sidebars files as modules: JavaScript, and TypeScript (what `create-docusaurus` writes). */
const MODULE_EXTENSIONS = ['.js', '.cjs', '.mjs', '.ts', '.mts', '.cts'];

/**
 * Loads a Docusaurus sidebars file: `.json`, or a module: `.js` (ES module
 * or CommonJS `module.exports`, whatever package it sits in), `.mjs`, `.cjs`,
 * `.ts`, `.mts` or `.cts`, run as Docusaurus runs it (moduleFile.ts).
 */
export async function loadSidebars(file: string): Promise<LoadedSidebars> {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    fail(file, 'sidebars file not found');
  }
  const extension = path.extname(file).toLowerCase();
  if (extension === '.json') {
    try {
      return { value: JSON.parse(source), source };
    } catch (error) {
      fail(file, `invalid JSON: ${(error as Error).message}`);
    }
  }
  if (!MODULE_EXTENSIONS.includes(extension))
    fail(file, 'sidebars file must be .ts, .mts, .cts, .js, .mjs, .cjs or .json');
  return { value: await importModuleFile(file, 'sidebars'), source };
}

/** A doc left out of the import, why, and the doc that has its address instead (a duplicate route). */
export interface DroppedDoc {
  reason: string;
  keptDocId?: string;
}

interface Context {
  file: string;
  source: string;
  docs: ReadonlyMap<string, DocTarget>;
  /** Doc ids left out of the import (e.g. duplicate routes), with the reason. */
  dropped: ReadonlyMap<string, DroppedDoc>;
  /** Doc ids of files that already failed with an error; not reported again. */
  failed: ReadonlySet<string>;
  diagnostics: Diagnostics;
  /** Filled with the old addresses of category index pages, each to redirect to the category's first doc. */
  categoryPages?: CategoryPageRedirect[];
  /** Where docs are served (`docs`, or '' at the root): category pages were served under it too. */
  routeBasePath?: string;
  /**
   * `version-1.x/` for a released version's sidebars: Docusaurus 2 wrote their doc ids and sidebar names
   * with it (`version-1.x/intro`), Docusaurus 3 without; both are read.
   */
  versionPrefix?: string;
}

/** A Docusaurus generated category index page (`/category/guides`): gone here, its address redirects to a doc. */
export interface CategoryPageRedirect {
  /** Without the leading slash, like a route. */
  from: string;
  /** Sanity id of the doc it redirects to. */
  documentId: string;
}

/**
 * Turns the `docs` sidebar into the `docsSidebar` document. Accepts the item
 * array form and the `{ 'Category label': ['doc-id', …] }` shorthand.
 */
export function sidebarDocument(value: unknown, context: Context): DocsSidebarDocument {
  const document: DocsSidebarDocument = { _id: 'docsSidebar', _type: 'docsSidebar', name: 'docs', categories: [] };
  if (!isRecord(value)) {
    context.diagnostics.error(context.file, 'sidebars file must export an object like { docs: [...] }');
    return document;
  }
  const names = Object.keys(value);
  const name = names.find((key) => withoutVersionPrefix(key, context) === 'docs') ?? names[0];
  if (name === undefined) {
    context.diagnostics.error(context.file, 'sidebars file exports no sidebar');
    return document;
  }
  if (withoutVersionPrefix(name, context) !== 'docs') {
    warn(context, `there is no "docs" sidebar; "${name}" is imported as the docs sidebar`);
  }
  for (const other of names) {
    if (other !== name) warn(context, `sidebar "${other}" ignored: the site has one sidebar, "docs"`, other, other);
  }

  const seen = new Set<string>();
  let loose: SidebarCategory | undefined;
  for (const entry of topLevelEntries(value[name], name, context)) {
    if (entry.kind === 'loose') {
      const category = loose ?? { _type: 'sidebarCategory', label: 'Docs', collapsed: false, docs: [] };
      collectItem(entry.item, category, entry.path, context, seen, undefined);
      if (!loose && category.docs.length > 0) {
        loose = category;
        document.categories.push(category);
        warn(context, 'docs outside a category are put in a category named "Docs"', entry.path);
      }
      continue;
    }
    loose = undefined;
    const category: SidebarCategory = {
      _type: 'sidebarCategory',
      label: entry.label,
      collapsed: entry.collapsed,
      docs: [],
    };
    if (entry.linkedDoc !== undefined) addDoc(entry.linkedDoc, category, `${entry.path}.link.id`, context, seen);
    collect(entry.items, category, `${entry.path}.items`, context, seen, entry.label);
    redirectCategoryPage(entry, category, 0, context);
    if (category.docs.length === 0)
      warn(context, `category "${entry.label}" has no docs; skipped`, entry.path, entry.label);
    else document.categories.push(category);
  }
  if (document.categories.length === 0) warn(context, `sidebar "${name}" has no docs`);
  return document;
}

interface CategoryEntry {
  kind: 'category';
  label: string;
  collapsed: boolean;
  items: unknown;
  linkedDoc?: string;
  /** A `generated-index` link: the page's old route, and whether it had a description of its own. */
  generatedIndex?: { route: string; described: boolean };
  path: string;
}

const sluggers = new WeakMap<Context, GithubSlugger>();

function categorySlugger(context: Context): GithubSlugger {
  const known = sluggers.get(context);
  if (known) return known;
  const slugger = new GithubSlugger();
  sluggers.set(context, slugger);
  return slugger;
}

/** A generated index page's address redirects to the first doc of its category, which readers land on instead. */
function redirectCategoryPage(entry: CategoryEntry, category: SidebarCategory, firstDoc: number, context: Context) {
  if (!entry.generatedIndex) return;
  const { route, described } = entry.generatedIndex;
  const target = category.docs[firstDoc];
  if (!target) {
    warn(
      context,
      `category "${entry.label}" had a generated index page at /${route}; with no docs here, that address is gone`,
      entry.path,
      entry.label,
    );
    return;
  }
  context.categoryPages?.push({ from: route, documentId: target._ref });
  const lost = described ? '; its description is not kept' : '';
  warn(
    context,
    `category "${entry.label}" had a generated index page at /${route}; categories have no pages here, so that address redirects to the category's first doc${lost}`,
    entry.path,
    entry.label,
  );
}

type TopLevelEntry = CategoryEntry | { kind: 'loose'; item: unknown; path: string };

/** The categories (and loose items) at the top of a sidebar, in either shape. */
function topLevelEntries(sidebar: unknown, name: string, context: Context): TopLevelEntry[] {
  if (isRecord(sidebar)) return shorthandCategories(sidebar, name);
  if (!Array.isArray(sidebar)) {
    context.diagnostics.error(context.file, `sidebar "${name}" must be an array of items or an object of categories`);
    return [];
  }
  return sidebar.flatMap((item: unknown, index): TopLevelEntry[] => {
    const itemPath = `${name}[${index}]`;
    return categoriesOf(item, itemPath, context) ?? [{ kind: 'loose', item, path: itemPath }];
  });
}

function shorthandCategories(object: Record<string, unknown>, objectPath: string): CategoryEntry[] {
  return Object.entries(object).map(([label, items]) => ({
    kind: 'category',
    label,
    collapsed: true,
    items,
    path: `${objectPath}[${JSON.stringify(label)}]`,
  }));
}

/** A `{type: 'category'}` item or a `{ 'Label': [...] }` shorthand object as categories, else undefined. */
function categoriesOf(item: unknown, itemPath: string, context: Context): CategoryEntry[] | undefined {
  if (!isRecord(item)) return undefined;
  if (item.type === undefined) return shorthandCategories(item, itemPath);
  if (item.type !== 'category') return undefined;
  const label = typeof item.label === 'string' ? item.label : '';
  if (label === '') context.diagnostics.error(context.file, `category at ${itemPath} has no label`);
  // Docusaurus categories start collapsed unless `collapsed: false`.
  const entry: CategoryEntry = {
    kind: 'category',
    label,
    collapsed: item.collapsed !== false,
    items: item.items,
    path: itemPath,
  };
  if (isRecord(item.link)) {
    if (item.link.type === 'doc' && typeof item.link.id === 'string') {
      entry.linkedDoc = item.link.id;
      warn(
        context,
        `category "${label}" links to doc "${item.link.id}"; it becomes the category's first doc`,
        itemPath,
        label,
      );
    } else if (item.link.type === 'generated-index') {
      // Docusaurus's default address for the page, made by one slugger per sidebars file.
      const slug =
        typeof item.link.slug === 'string' ? item.link.slug : `/category/${categorySlugger(context).slug(label)}`;
      const route = [context.routeBasePath ?? '', slug].join('/').replace(/\/{2,}/g, '/');
      entry.generatedIndex = {
        route: route.replace(/^\/+|\/+$/g, ''),
        described: typeof item.link.description === 'string',
      };
    } else {
      warn(
        context,
        `category "${label}" link (${String(item.link.type)}) ignored: categories have no pages here`,
        itemPath,
        label,
      );
    }
  }
  return [entry];
}

/** Adds the docs in `items` to `category`, flattening nested categories. */
function collect(
  items: unknown,
  category: SidebarCategory,
  itemsPath: string,
  context: Context,
  seen: Set<string>,
  parent: string | undefined,
): void {
  if (!Array.isArray(items)) {
    context.diagnostics.error(context.file, `${itemsPath} must be an array of items`);
    return;
  }
  for (const [index, item] of items.entries()) {
    collectItem(item, category, `${itemsPath}[${index}]`, context, seen, parent);
  }
}

/** Adds one sidebar item's docs to `category`. */
function collectItem(
  item: unknown,
  category: SidebarCategory,
  itemPath: string,
  context: Context,
  seen: Set<string>,
  parent: string | undefined,
): void {
  if (typeof item === 'string') {
    addDoc(item, category, itemPath, context, seen);
    return;
  }
  if (!isRecord(item)) {
    warn(context, `sidebar item ${JSON.stringify(item)} at ${itemPath} is not understood; skipped`);
    return;
  }
  if (item.type === 'doc' || item.type === 'ref') {
    if (typeof item.id !== 'string') {
      context.diagnostics.error(context.file, `sidebar item ${itemPath} has no doc id`);
      return;
    }
    if (typeof item.label === 'string') {
      warn(
        context,
        `label "${item.label}" of doc "${item.id}" ignored; set sidebar_label in the doc instead`,
        itemPath,
        item.label,
      );
    }
    addDoc(item.id, category, itemPath, context, seen);
    return;
  }
  const nested = categoriesOf(item, itemPath, context);
  if (nested) {
    for (const entry of nested) {
      warn(
        context,
        `nested category "${entry.label}" flattened into "${parent ?? category.label}"`,
        entry.path,
        entry.label,
      );
      const firstDoc = category.docs.length;
      if (entry.linkedDoc !== undefined) addDoc(entry.linkedDoc, category, `${entry.path}.link.id`, context, seen);
      collect(entry.items, category, `${entry.path}.items`, context, seen, parent ?? category.label);
      redirectCategoryPage(entry, category, firstDoc, context);
    }
    return;
  }
  const type = String(item.type);
  const reason =
    type === 'link' || type === 'html'
      ? `${type} items are not supported in the docs sidebar`
      : `unknown sidebar item type "${type}"`;
  const text = [item.label, item.dirName, item.href].find((field): field is string => typeof field === 'string');
  warn(context, `${reason}; skipped`, itemPath, text);
}

/** A doc id or sidebar name as Docusaurus 3 writes it: `version-1.x/intro` → `intro`. */
function withoutVersionPrefix(id: string, context: Context): string {
  const prefix = context.versionPrefix;
  return prefix !== undefined && id.startsWith(prefix) ? id.slice(prefix.length) : id;
}

function addDoc(written: string, category: SidebarCategory, itemPath: string, context: Context, seen: Set<string>) {
  // Messages and line numbers name the id as written; lookups use it without the prefix.
  const id = withoutVersionPrefix(written, context);
  const target = context.docs.get(id);
  if (!target) {
    if (context.failed.has(id)) return;
    const dropped = context.dropped.get(id);
    const kept = dropped?.keptDocId === undefined ? undefined : context.docs.get(dropped.keptDocId);
    if (dropped && kept && dropped.keptDocId !== undefined) {
      // Readers of the old site got one page at that address too: the sidebar entry leads to the page kept there.
      warn(
        context,
        `sidebar doc "${written}" was not imported (${dropped.reason}); the entry shows "${dropped.keptDocId}", the page at its address`,
        itemPath,
        written,
      );
      addDoc(dropped.keptDocId, category, itemPath, { ...context, versionPrefix: undefined }, seen);
      return;
    }
    const message = dropped
      ? `sidebar doc "${written}" (${itemPath}) was not imported: ${dropped.reason}`
      : `unknown doc id "${written}" in the sidebar (${itemPath}): no doc in the docs folder has this id`;
    context.diagnostics.error(context.file, message, lineFor(context, written));
    return;
  }
  if (target.draft) {
    warn(
      context,
      `doc "${written}" is a draft (draft: true): left out of the sidebar until it is published; add it in the Studio then`,
      itemPath,
      written,
    );
    return;
  }
  if (seen.has(id)) {
    warn(context, `doc "${written}" is already in the sidebar; a doc can appear only once`, itemPath, written);
    return;
  }
  seen.add(id);
  category.docs.push({ _type: 'reference', _ref: target.documentId });
}

function warn(context: Context, message: string, itemPath?: string, text?: string): void {
  const at = lineFor(context, text);
  context.diagnostics.warn(context.file, itemPath && at.line === undefined ? `${message} (${itemPath})` : message, at);
}

/** Best-effort line of a sidebar item: the first line where `text` appears quoted, or as an object key. */
function lineFor(context: Context, text: string | undefined): { line?: number } {
  if (text === undefined) return {};
  const quoted = [`'${text}'`, `"${text}"`, `\`${text}\``];
  const key = new RegExp(`(?:^|[\\s{,])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`);
  const lines = context.source.split('\n');
  let index = lines.findIndex((line) => quoted.some((q) => line.includes(q)));
  if (index < 0) index = lines.findIndex((line) => key.test(line));
  return index >= 0 ? { line: index + 1 } : {};
}
