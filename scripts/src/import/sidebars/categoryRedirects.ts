import { publishedId } from '../docs/publishedId.ts';
import type { DocIndex } from '../links/docIndex.ts';
import type { DocDocument, SanityDocument, SidebarCategory } from '../types.ts';
import { warn } from './sidebarMessages.ts';
import type { CategoryEntry, CategoryPageRedirect, SidebarContext } from './types.ts';

/** A generated index page's address redirects to the first doc of its category, which readers land on instead. */
export function redirectCategoryPage(
  entry: CategoryEntry,
  category: SidebarCategory,
  firstDoc: number,
  context: SidebarContext,
) {
  if (!entry.generatedIndex) return;
  const { route, described } = entry.generatedIndex;
  const target = category.docs[firstDoc];
  if (!target) {
    warn(
      context,
      `category "${entry.label}" had a generated index page at /${route}; with no docs here, that address is gone`,
      entry.path,
      entry.label,
    );
    return;
  }
  context.categoryPages?.push({ from: route, documentId: target._ref });
  const lost = described ? '; its description is not kept' : '';
  warn(
    context,
    `category "${entry.label}" had a generated index page at /${route}; categories have no pages here, so that address redirects to the category's first doc${lost}`,
    entry.path,
    entry.label,
  );
}

/** Each old category page's address becomes an old route of the doc it now leads to, unless a doc lives there. */
export function addCategoryPageRedirects(
  documents: SanityDocument[],
  pages: CategoryPageRedirect[],
  site: DocIndex,
): void {
  for (const page of pages) {
    if (site.findRoute(page.from)) continue;
    const document = documents.find((d) => publishedId(d._id) === page.documentId) as DocDocument | undefined;
    if (!document) continue;
    document.previousRoutes = [...(document.previousRoutes ?? []), page.from];
  }
}
