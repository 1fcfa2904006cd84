import type { TextSection } from '../../../src/render/sections.ts';
import { UNCATEGORIZED } from '../../../src/search/records/fromDocuments.ts';
import type { SearchablePage } from '../../../src/search/records/index.ts';

export type DocForSearch = {
  id: string;
  title: string;
  route: { current: string };
  keywords: readonly string[] | null;
  sections: readonly TextSection[];
};
export type SidebarForSearch = { categories: readonly { label: string; docs: readonly { id: string }[] }[] } | null;

/** The site's docs as searchable pages, in sidebar order (the order hits are grouped in), then the rest by route. */
export function searchablePages(docs: readonly DocForSearch[], sidebar: SidebarForSearch): SearchablePage[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const pages: SearchablePage[] = [];
  const page = (doc: DocForSearch, category: string): SearchablePage => ({
    docId: doc.id,
    path: `/${doc.route.current}`,
    title: doc.title,
    category,
    keywords: doc.keywords ?? [],
    sections: doc.sections,
  });
  for (const category of sidebar?.categories ?? []) {
    for (const { id } of category.docs) {
      const doc = byId.get(id);
      if (!doc) continue;
      pages.push(page(doc, category.label));
      byId.delete(id);
    }
  }
  const rest = [...byId.values()].sort((a, b) => (a.route.current < b.route.current ? -1 : 1));
  return pages.concat(rest.map((doc) => page(doc, UNCATEGORIZED)));
}
