import { isRecord } from '@react-redux-docs/schemas/is-record';
import GithubSlugger from 'github-slugger';
import { warn } from './sidebarMessages.ts';
import type { CategoryEntry, SidebarContext } from './types.ts';

const sluggers = new WeakMap<SidebarContext, GithubSlugger>();

function categorySlugger(context: SidebarContext): GithubSlugger {
  const known = sluggers.get(context);
  if (known) return known;
  const slugger = new GithubSlugger();
  sluggers.set(context, slugger);
  return slugger;
}

export function shorthandCategories(object: Record<string, unknown>, objectPath: string): CategoryEntry[] {
  return Object.entries(object).map(([label, items]) => ({
    kind: 'category',
    label,
    collapsed: true,
    items,
    path: `${objectPath}[${JSON.stringify(label)}]`,
  }));
}

/** A `{type: 'category'}` item or a `{ 'Label': [...] }` shorthand object as categories, else undefined. */
export function categoriesOf(item: unknown, itemPath: string, context: SidebarContext): CategoryEntry[] | undefined {
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
