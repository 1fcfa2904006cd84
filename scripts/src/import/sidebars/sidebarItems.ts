import { isRecord } from '@react-redux-docs/schemas/is-record';
import type { SidebarCategory } from '../types.ts';
import { redirectCategoryPage } from './categoryRedirects.ts';
import { categoriesOf } from './sidebarCategories.ts';
import { lineFor, warn, withoutVersionPrefix } from './sidebarMessages.ts';
import type { SidebarContext } from './types.ts';

/** Adds the docs in `items` to `category`, flattening nested categories. */
export function collect(
  items: unknown,
  category: SidebarCategory,
  itemsPath: string,
  context: SidebarContext,
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
export function collectItem(
  item: unknown,
  category: SidebarCategory,
  itemPath: string,
  context: SidebarContext,
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

export function addDoc(
  written: string,
  category: SidebarCategory,
  itemPath: string,
  context: SidebarContext,
  seen: Set<string>,
) {
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
