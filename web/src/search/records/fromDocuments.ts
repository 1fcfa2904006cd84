/**
 * Searchable pages straight from Sanity documents (a dataset export), for the
 * search benchmark and tests, which need records without a Gatsby build. The
 * site build takes the same sections from the rendered nodes instead.
 */
import { headingAnchors } from '@react-redux-docs/schemas';
import { buildSidebars, type SidebarCategorySource, type SidebarLinkSource } from '@react-redux-docs/schemas/sidebar';
import { textSections } from '../../render/sections.ts';
import type { PortableTextValue } from '../../render/types.ts';
import type { SearchablePage } from './index.ts';
import { sidebarGroups, UNCATEGORIZED } from './sidebarGroups.ts';

type DocDocument = {
  _id: string;
  _type: 'doc';
  title: string;
  route: { current: string };
  version?: { _ref: string };
  sidebar?: { category?: { _ref: string }; position?: number; hidden?: boolean };
  keywords?: string[];
  body: unknown[];
};

export { sidebarGroups, UNCATEGORIZED };

/** The published docs of a dataset as searchable pages, in sidebar order, then the rest by route. */
export function pagesFromDocuments(documents: readonly { _id: string; _type: string }[]): SearchablePage[] {
  const docs = new Map(
    documents
      .filter((document): document is DocDocument => document._type === 'doc' && !document._id.startsWith('drafts.'))
      .map((doc) => [doc._id, doc]),
  );
  const published = documents.filter((document) => !document._id.startsWith('drafts.'));
  const ofType = <T>(type: string) => published.filter((document) => document._type === type) as unknown as T[];
  const { sidebars } = buildSidebars({
    docs: [...docs.values()],
    categories: ofType<SidebarCategorySource>('sidebarCategory'),
    links: ofType<SidebarLinkSource>('sidebarLink'),
  });
  const ordered: { doc: DocDocument; category: string }[] = [];
  for (const [id, category] of sidebarGroups([...sidebars.values()])) {
    const doc = docs.get(id);
    if (!doc) continue;
    ordered.push({ doc, category });
    docs.delete(id);
  }
  const rest = [...docs.values()].sort((a, b) => (a.route.current < b.route.current ? -1 : 1));
  ordered.push(...rest.map((doc) => ({ doc, category: UNCATEGORIZED })));
  return ordered.map(({ doc, category }) => {
    const body = doc.body as PortableTextValue;
    return {
      docId: doc._id,
      path: `/${doc.route.current}`,
      title: doc.title,
      category,
      keywords: doc.keywords ?? [],
      sections: textSections(body, headingAnchors(body)),
    };
  });
}
