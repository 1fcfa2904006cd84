import type { SidebarItem } from '@react-redux-docs/schemas/sidebar';
import type { TextSection } from '@react-redux-docs/web/render';
import type { SearchablePage } from '@react-redux-docs/web/search/records';
import { STANDALONE_PAGES_GROUP } from '@react-redux-docs/web/search/records';
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

/** A standalone page as search needs it: a doc's fields without a version, section or place in a sidebar. */
export type PageForSearch = Omit<DocForSearch, 'version' | 'section'>;

/**
 * The site's docs as searchable pages, in sidebar order (the order hits are
 * grouped in; the current docs' sidebar, then each version's), then the rest by route,
 * then the standalone pages by route.
 */
export function searchablePages(
  docs: readonly DocForSearch[],
  sidebars: readonly (readonly SidebarItem[])[],
  standalone: readonly PageForSearch[] = [],
): SearchablePage[] {
  const byId = new Map(docs.map((doc) => [doc._id, doc]));
  const pages: SearchablePage[] = [];
  const page = (doc: DocForSearch | PageForSearch, category: string): SearchablePage => ({
    docId: doc.id,
    path: `/${doc.route.current}`,
    title: doc.title,
    category,
    keywords: doc.keywords ?? [],
    sections: doc.sections,
    ...('version' in doc && doc.version ? { version: doc.version } : {}),
    ...('section' in doc && doc.section ? { section: doc.section } : {}),
  });
  for (const [id, category] of sidebarGroups(sidebars)) {
    const doc = byId.get(id);
    if (!doc) continue;
    pages.push(page(doc, category));
    byId.delete(id);
  }
  const byRoute = (a: PageForSearch, b: PageForSearch) => (a.route.current < b.route.current ? -1 : 1);
  const rest = [...byId.values()].sort(byRoute);
  return pages.concat(
    rest.map((doc) => page(doc, UNCATEGORIZED)),
    [...standalone].sort(byRoute).map((one) => ({ ...page(one, STANDALONE_PAGES_GROUP), standalone: true })),
  );
}
