import { isRecord } from '@react-redux-docs/schemas/is-record';
import GithubSlugger from 'github-slugger';
import { warn } from './sidebarMessages.ts';
import type { CategoryEntry, SidebarContext } from './types.ts';

/** Fields of a generated index page that the site's category has no place for. */
const UNKEPT_INDEX_FIELDS = ['keywords', 'image'];

const sluggers = new WeakMap<SidebarContext, GithubSlugger>();

function categorySlugger(context: SidebarContext): GithubSlugger {
  const known = sluggers.get(context);
  if (known) return known;
  const slugger = new GithubSlugger();
  sluggers.set(context, slugger);
  return slugger;
}

function shorthandCategories(object: Record<string, unknown>, objectPath: string): CategoryEntry[] {
  return Object.entries(object).map(([label, items]) => ({
    label,
    items,
    path: `${objectPath}[${JSON.stringify(label)}]`,
  }));
}

/**
 * A `{type: 'category'}` item or a `{ 'Label': [...] }` shorthand object as categories, else undefined. Called for
 * a category before its items, as Docusaurus names generated index pages in that order.
 */
export function categoriesOf(item: unknown, itemPath: string, context: SidebarContext): CategoryEntry[] | undefined {
  if (!isRecord(item)) return undefined;
  if (item.type === undefined) return shorthandCategories(item, itemPath);
  if (item.type !== 'category') return undefined;
  const label = typeof item.label === 'string' ? item.label : '';
  if (label === '') context.diagnostics.error(context.file, `category at ${itemPath} has no label`);
  const entry: CategoryEntry = { label, items: item.items, path: itemPath };
  if (typeof item.collapsible === 'boolean') entry.collapsible = item.collapsible;
  if (typeof item.collapsed === 'boolean') entry.collapsed = item.collapsed;
  if (typeof item.description === 'string') entry.description = item.description;
  if (isRecord(item.link)) {
    const link = item.link;
    if (link.type === 'doc' && typeof link.id === 'string') entry.linkedDoc = link.id;
    else if (link.type === 'generated-index') {
      entry.generatedIndex = { route: generatedIndexRoute(label, link.slug, context) };
      if (typeof link.title === 'string') entry.generatedIndex.title = link.title;
      if (typeof link.description === 'string') {
        if (entry.description !== undefined && entry.description !== link.description) {
          warn(
            context,
            `category "${label}" has two descriptions: its own is kept, its generated index page's is not`,
            itemPath,
            label,
          );
        }
        entry.description ??= link.description;
      }
      const unkept = UNKEPT_INDEX_FIELDS.filter((field) => link[field] !== undefined);
      if (unkept.length > 0) {
        warn(
          context,
          `category "${label}": ${unkept.join(' and ')} of its generated index page not kept (the site's page has a title and description)`,
          itemPath,
          label,
        );
      }
    } else {
      warn(
        context,
        `category "${label}" link (${String(link.type)}) ignored: a category leads to a doc or a generated index page`,
        itemPath,
        label,
      );
    }
  }
  return [entry];
}

/**
 * Where Docusaurus serves a category's generated index page, as a route: its `slug`, else `/category/` and the
 * label slugged (one slugger per sidebars file, so a second "Guides" is `guides-1`), under the version's path.
 */
function generatedIndexRoute(label: string, slug: unknown, context: SidebarContext): string {
  const path = typeof slug === 'string' ? slug : `/category/${categorySlugger(context).slug(label)}`;
  return [context.versionPath, path]
    .join('/')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '');
}
