/**
 * Searchable pages straight from Sanity documents (a dataset export), for the
 * search benchmark and tests, which need records without a Gatsby build. The
 * site build takes the same sections from the rendered nodes instead.
 */
import { headingAnchors } from '@react-redux-docs/schemas';
import { textSections } from '../../render/sections.ts';
import type { PortableTextValue } from '../../render/types.ts';
import type { SearchablePage } from './index.ts';

type DocDocument = {
  _id: string;
  _type: 'doc';
  title: string;
  route: { current: string };
  keywords?: string[];
  body: unknown[];
};
type SidebarDocument = {
  _type: 'docsSidebar';
  categories: { label: string; docs: { _ref: string }[] }[];
};

/** Docs outside every sidebar category still need a group heading in the results. */
export const UNCATEGORIZED = 'Documentation';

/** The published docs of a dataset as searchable pages, in sidebar order, then the rest by route. */
export function pagesFromDocuments(documents: readonly { _id: string; _type: string }[]): SearchablePage[] {
  const docs = new Map(
    documents
      .filter((document): document is DocDocument => document._type === 'doc' && !document._id.startsWith('drafts.'))
      .map((doc) => [doc._id, doc]),
  );
  const sidebar = documents.find((document) => document._type === 'docsSidebar') as SidebarDocument | undefined;
  const ordered: { doc: DocDocument; category: string }[] = [];
  for (const category of sidebar?.categories ?? []) {
    for (const reference of category.docs) {
      const doc = docs.get(reference._ref);
      if (!doc) continue;
      ordered.push({ doc, category: category.label });
      docs.delete(reference._ref);
    }
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
