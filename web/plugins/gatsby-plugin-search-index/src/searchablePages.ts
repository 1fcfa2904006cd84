import type { SidebarItem } from '@react-redux-docs/schemas/sidebar';
import type { TextSection } from '@react-redux-docs/web/render';
import type { SearchablePage } from '@react-redux-docs/web/search/records';
import { sidebarGroups, UNCATEGORIZED } from '@react-redux-docs/web/search/records/from-documents';

export type DocForSearch = {
  id: string;
  /** The Sanity id, which the sidebars name docs by. */
  _id: string;
  title: string;
  route: { current: string };
  keywords: readonly string[] | null;
  sections: readonly TextSection[];
  /** The name of the doc's docs version; the current docs when not given. */
  version?: string;
  /** The name of the doc's docs section; the main docs when not given. */
  section?: string;
};

/**
 * The site's docs as searchable pages, in sidebar order (the order hits are
 * grouped in; the current docs' sidebar, then each version's), then the rest by route.
 */
export function searchablePages(
  docs: readonly DocForSearch[],
  sidebars: readonly (readonly SidebarItem[])[],
): SearchablePage[] {
  const byId = new Map(docs.map((doc) => [doc._id, doc]));
  const pages: SearchablePage[] = [];
  const page = (doc: DocForSearch, category: string): SearchablePage => ({
    docId: doc.id,
    path: `/${doc.route.current}`,
    title: doc.title,
    category,
    keywords: doc.keywords ?? [],
    sections: doc.sections,
    ...(doc.version ? { version: doc.version } : {}),
    ...(doc.section ? { section: doc.section } : {}),
  });
  for (const [id, category] of sidebarGroups(sidebars)) {
    const doc = byId.get(id);
    if (!doc) continue;
    pages.push(page(doc, category));
    byId.delete(id);
  }
  const rest = [...byId.values()].sort((a, b) => (a.route.current < b.route.current ? -1 : 1));
  return pages.concat(rest.map((doc) => page(doc, UNCATEGORIZED)));
}
