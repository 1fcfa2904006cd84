import { isRecord } from '@react-redux-docs/schemas/is-record';
import { docsLineKey } from '../versions/versionDocumentId.ts';
import { SidebarIds } from './sidebarIds.ts';
import { addItem, addItems } from './sidebarItems.ts';
import { warn, withoutVersionPrefix } from './sidebarMessages.ts';
import type { Parent, SidebarWalk } from './sidebarWalk.ts';
import type { SidebarContext, VersionSidebar } from './types.ts';

/**
 * Converts a version's `docs` sidebar (else its first) as Docusaurus shows it: a sidebarCategory document per
 * category at any depth, a sidebarLink document per link, and the place of each doc, every item at its position
 * among its category's items or the top level. Accepts the item array form and the `{ 'Category label': [...] }`
 * shorthand.
 */
export function convertSidebar(value: unknown, context: SidebarContext): VersionSidebar {
  const sidebar: VersionSidebar = { categories: [], links: [], docPlaces: new Map() };
  if (!isRecord(value)) {
    context.diagnostics.error(context.file, 'sidebars file must export an object like { docs: [...] }');
    return sidebar;
  }
  const names = Object.keys(value);
  const name = names.find((key) => withoutVersionPrefix(key, context) === 'docs') ?? names[0];
  if (name === undefined) {
    // Docusaurus builds such docs without a sidebar; so does the site.
    warn(context, 'the sidebars file exports no sidebar: as in Docusaurus, its docs are shown without one');
    return sidebar;
  }
  if (withoutVersionPrefix(name, context) !== 'docs') {
    warn(context, `there is no "docs" sidebar; "${name}" is imported as the docs sidebar`);
  }
  for (const other of names) {
    if (other !== name) warn(context, `sidebar "${other}" ignored: the site has one sidebar, "docs"`, other, other);
  }

  const walk: SidebarWalk = { context, sidebar, ids: new SidebarIds(docsLineKey(context.version, context.section)) };
  const top: Parent = { labels: [], taken: 0 };
  const items = value[name];
  // The shorthand form is one object whose keys are the top-level categories, as an item of that form is.
  if (isRecord(items)) addItem(items, top, name, walk);
  else if (Array.isArray(items)) addItems(items, top, name, walk);
  else
    context.diagnostics.error(context.file, `sidebar "${name}" must be an array of items or an object of categories`);
  if (sidebar.docPlaces.size === 0) warn(context, `sidebar "${name}" has no docs`);
  return sidebar;
}
