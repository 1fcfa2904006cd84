import { CURRENT_VERSION_NAME, routeInVersion } from '@react-redux-docs/schemas/versions';

type DocRoute = { id: string; route: { current: string }; version?: string | null };
type SidebarOrder = { categories: readonly { _key: string | null; docs: readonly { id: string }[] }[] };

/** A docs version as the page plan needs it: the current docs have no node (`id` null). */
export type VersionForPlan = { id: string | null; name: string; path: string; sidebar: SidebarOrder | null };

/**
 * What a doc page's query needs besides its doc: its neighbours in its
 * version's sidebar order and its category; and for the version menu, its
 * version and the routes of the same page in the other versions.
 */
export type DocPageContext = {
  id: string;
  previousId: string;
  nextId: string;
  categoryKey: string;
  version: string;
  /** Version name → route of the page with the same route in that version (relative to its path). */
  sameDocIn: Record<string, string>;
};

const byRoute = (a: DocRoute, b: DocRoute) =>
  a.route.current < b.route.current ? -1 : a.route.current > b.route.current ? 1 : 0;

/**
 * One entry per doc, in route order, worked out in one pass over each
 * version's sidebar, so no page looks through every other (previous/next and
 * the open category would otherwise cost each of 10,000 pages a scan of
 * 10,000 docs). '' stands for "none": a query filter `eq: ''` matches no doc.
 * A doc whose version is unknown counts as a current doc.
 */
export function docPagePlan(docs: readonly DocRoute[], versions: readonly VersionForPlan[]) {
  const current = versions.find((version) => version.id === null) ?? {
    id: null,
    name: CURRENT_VERSION_NAME,
    path: '',
    sidebar: null,
  };
  const versionById = new Map(versions.flatMap((version) => (version.id === null ? [] : [[version.id, version]])));
  const versionOf = (doc: DocRoute) => (doc.version && versionById.get(doc.version)) || current;

  // Each sidebar is its own sequence: previous/next never lead into another version.
  const placed = new Map<string, { previousId: string; nextId: string; categoryKey: string }>();
  for (const version of versions) {
    const order = (version.sidebar?.categories ?? []).flatMap((category) =>
      category.docs.map((doc) => ({ id: doc.id, categoryKey: category._key ?? '' })),
    );
    order.forEach((entry, index) => {
      placed.set(entry.id, {
        previousId: order[index - 1]?.id ?? '',
        nextId: order[index + 1]?.id ?? '',
        categoryKey: entry.categoryKey,
      });
    });
  }

  // The same page in another version: the doc whose route, relative to its version's path, is the same.
  const routesByRelative = new Map<string, Record<string, string>>();
  if (versions.length > 1) {
    for (const doc of docs) {
      const version = versionOf(doc);
      const relative = routeInVersion(doc.route.current, version.path);
      const routes = routesByRelative.get(relative) ?? {};
      routes[version.name] ??= doc.route.current;
      routesByRelative.set(relative, routes);
    }
  }

  return [...docs].sort(byRoute).map((doc) => {
    const version = versionOf(doc);
    const place = placed.get(doc.id);
    const routes = routesByRelative.get(routeInVersion(doc.route.current, version.path)) ?? {};
    const sameDocIn = Object.fromEntries(
      Object.entries(routes)
        .filter(([name]) => name !== version.name)
        .map(([name, route]) => [name, `/${route}`]),
    );
    const context: DocPageContext = {
      id: doc.id,
      previousId: place?.previousId ?? '',
      nextId: place?.nextId ?? '',
      categoryKey: place?.categoryKey ?? '',
      version: version.name,
      sameDocIn,
    };
    return { path: `/${doc.route.current}`, context };
  });
}
