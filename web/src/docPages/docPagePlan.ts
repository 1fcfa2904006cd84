type DocRoute = { id: string; route: { current: string } };
type SidebarOrder = { categories: readonly { _key: string | null; docs: readonly { id: string }[] }[] } | null;

/** What a doc page's query needs besides its doc: its neighbours in sidebar order and its category. */
export type DocPageContext = { id: string; previousId: string; nextId: string; categoryKey: string };

/**
 * One entry per doc, in route order, worked out in one pass over the sidebar,
 * so no page looks through every other (previous/next and the open category
 * would otherwise cost each of 10,000 pages a scan of 10,000 docs). '' stands
 * for "none": a query filter `eq: ''` matches no doc.
 */
export function docPagePlan(docs: readonly DocRoute[], sidebar: SidebarOrder) {
  const order = (sidebar?.categories ?? []).flatMap((category) =>
    category.docs.map((doc) => ({ id: doc.id, categoryKey: category._key ?? '' })),
  );
  const placed = new Map(order.map((entry, index) => [entry.id, index]));
  return [...docs]
    .sort((a, b) => (a.route.current < b.route.current ? -1 : a.route.current > b.route.current ? 1 : 0))
    .map((doc) => {
      const index = placed.get(doc.id);
      const context: DocPageContext = {
        id: doc.id,
        previousId: index === undefined ? '' : (order[index - 1]?.id ?? ''),
        nextId: index === undefined ? '' : (order[index + 1]?.id ?? ''),
        categoryKey: index === undefined ? '' : (order[index]?.categoryKey ?? ''),
      };
      return { path: `/${doc.route.current}`, context };
    });
}
