import { isRecord } from '@react-redux-docs/schemas/is-record';
import type { DocTarget } from '../links/types.ts';
import type { SidebarCategoryDocument } from '../types.ts';
import { categoriesOf } from './sidebarCategories.ts';
import { addLink } from './sidebarLink.ts';
import { lineFor, warn, withoutVersionPrefix } from './sidebarMessages.ts';
import { type Parent, place, type SidebarWalk, versionField } from './sidebarWalk.ts';
import type { CategoryEntry } from './types.ts';

/** Places the items of `items` in `parent`, in their order. */
export function addItems(items: unknown, parent: Parent, itemsPath: string, walk: SidebarWalk): void {
  if (!Array.isArray(items)) {
    walk.context.diagnostics.error(walk.context.file, `${itemsPath} must be an array of items`);
    return;
  }
  for (const [index, item] of items.entries()) addItem(item, parent, `${itemsPath}[${index}]`, walk);
}

/** Places one sidebar item in `parent`: a doc, a link, or a category with its own items. */
export function addItem(item: unknown, parent: Parent, itemPath: string, walk: SidebarWalk): void {
  const { context } = walk;
  if (typeof item === 'string') {
    placeDoc(item, parent, itemPath, walk);
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
    placeDoc(item.id, parent, itemPath, walk);
    return;
  }
  if (item.type === 'link') {
    addLink(item, parent, itemPath, walk);
    return;
  }
  const categories = categoriesOf(item, itemPath, context);
  if (categories) {
    for (const entry of categories) addCategory(entry, parent, walk);
    return;
  }
  const type = String(item.type);
  const reason =
    type === 'html' ? 'html items are not supported in the docs sidebar' : `unknown sidebar item type "${type}"`;
  const text = [item.label, item.dirName].find((field): field is string => typeof field === 'string');
  warn(context, `${reason}; skipped`, itemPath, text);
}

/**
 * A category document in `parent`, then its items inside it. A doc its label leads to sits in it at position 0:
 * the site shows it as the category's label, not among its items. A category left with no items and no doc to
 * lead to is left out, as Docusaurus leaves it out.
 */
function addCategory(entry: CategoryEntry, parent: Parent, walk: SidebarWalk): void {
  const { context, sidebar, ids } = walk;
  const labels = [...parent.labels, entry.label];
  const id = ids.take('sidebarCategory', labels);
  const collapsible = entry.collapsible ?? context.categoryDefaults.collapsible;
  const category: SidebarCategoryDocument = {
    _id: id,
    _type: 'sidebarCategory',
    label: entry.label,
    ...versionField(context),
    sidebar: place(parent, ++parent.taken),
    collapsible,
    // A category readers cannot close is always open.
    collapsed: collapsible && (entry.collapsed ?? context.categoryDefaults.collapsed),
  };
  if (entry.description !== undefined) category.description = entry.description;
  sidebar.categories.push(category);
  const inside: Parent = { category: id, labels, taken: 0 };
  if (entry.linkedDoc !== undefined) {
    const doc = placeCategoryDoc(entry, entry.linkedDoc, inside, walk);
    if (doc) category.link = { kind: 'doc', doc: { _type: 'reference', _ref: doc.documentId } };
  } else if (entry.generatedIndex) {
    const { route, title } = entry.generatedIndex;
    category.link = { kind: 'generatedIndex', route: { _type: 'slug', current: route } };
    if (title !== undefined) category.link.title = title;
  }
  addItems(entry.items, inside, `${entry.path}.items`, walk);
  if (inside.taken > 0 || category.link?.kind === 'doc') return;
  warn(context, `category "${entry.label}" has no items; skipped`, entry.path, entry.label);
  sidebar.categories.splice(sidebar.categories.indexOf(category), 1);
  ids.release(id);
  parent.taken--;
}

/**
 * The doc a category's label leads to, placed in the category at position 0 unless the sidebar already lists it
 * elsewhere. A draft cannot be a published category's page yet: it becomes the category's first item instead.
 */
function placeCategoryDoc(
  entry: CategoryEntry,
  written: string,
  inside: Parent,
  walk: SidebarWalk,
): DocTarget | undefined {
  const linkPath = `${entry.path}.link.id`;
  const target = findDoc(written, linkPath, walk);
  if (!target) return undefined;
  if (target.draft) {
    warn(
      walk.context,
      `category "${entry.label}" links to doc "${written}", a draft (draft: true): the doc is its first item and the label leads nowhere until the doc is published; then choose it as the category's page in the Studio`,
      entry.path,
      entry.label,
    );
    if (!walk.sidebar.docPlaces.has(target.documentId)) {
      walk.sidebar.docPlaces.set(target.documentId, place(inside, ++inside.taken));
    }
    return undefined;
  }
  if (!walk.sidebar.docPlaces.has(target.documentId)) walk.sidebar.docPlaces.set(target.documentId, place(inside, 0));
  return target;
}

/** Gives the doc `written` its place in `parent`, after the items placed so far. */
function placeDoc(written: string, parent: Parent, itemPath: string, walk: SidebarWalk): void {
  const { context, sidebar } = walk;
  const target = findDoc(written, itemPath, walk);
  if (!target) return;
  if (sidebar.docPlaces.has(target.documentId)) {
    warn(context, `doc "${written}" is already in the sidebar; a doc can appear only once`, itemPath, written);
    return;
  }
  if (target.draft) {
    warn(
      context,
      `doc "${written}" is a draft (draft: true): it keeps its place, and the sidebar shows it once it is published`,
      itemPath,
      written,
    );
  }
  sidebar.docPlaces.set(target.documentId, place(parent, ++parent.taken));
}

/**
 * The imported doc a sidebar entry names. An entry naming a doc left out for its address leads to the doc kept
 * there; one naming no doc is an error, unless the doc's file already failed with one.
 */
function findDoc(written: string, itemPath: string, walk: SidebarWalk): DocTarget | undefined {
  const { context } = walk;
  // Messages and line numbers name the id as written; lookups use it without the prefix.
  const id = withoutVersionPrefix(written, context);
  const target = context.docs.get(id);
  if (target) return target;
  if (context.failed.has(id)) return undefined;
  const dropped = context.dropped.get(id);
  const kept = dropped?.keptDocId === undefined ? undefined : context.docs.get(dropped.keptDocId);
  if (dropped && kept) {
    // Readers of the old site got one page at that address too: the sidebar entry leads to the page kept there.
    warn(
      context,
      `sidebar doc "${written}" was not imported (${dropped.reason}); the entry shows "${dropped.keptDocId}", the page at its address`,
      itemPath,
      written,
    );
    return kept;
  }
  const message = dropped
    ? `sidebar doc "${written}" (${itemPath}) was not imported: ${dropped.reason}`
    : `unknown doc id "${written}" in the sidebar (${itemPath}): no doc in the docs folder has this id`;
  context.diagnostics.error(context.file, message, lineFor(context, written));
  return undefined;
}
