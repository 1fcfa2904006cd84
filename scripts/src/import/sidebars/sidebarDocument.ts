import { isRecord } from '@react-redux-docs/schemas/is-record';
import type { DocsSidebarDocument, SidebarCategory } from '../types.ts';
import { redirectCategoryPage } from './categoryRedirects.ts';
import { categoriesOf, shorthandCategories } from './sidebarCategories.ts';
import { addDoc, collect, collectItem } from './sidebarItems.ts';
import { warn, withoutVersionPrefix } from './sidebarMessages.ts';
import type { SidebarContext, TopLevelEntry } from './types.ts';

/**
 * Turns the `docs` sidebar into the `docsSidebar` document. Accepts the item
 * array form and the `{ 'Category label': ['doc-id', …] }` shorthand.
 */
export function sidebarDocument(value: unknown, context: SidebarContext): DocsSidebarDocument {
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

/** The categories (and loose items) at the top of a sidebar, in either shape. */
function topLevelEntries(sidebar: unknown, name: string, context: SidebarContext): TopLevelEntry[] {
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
