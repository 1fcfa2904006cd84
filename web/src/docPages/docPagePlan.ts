import {
  categoryPageKey,
  type SidebarCategoryItem,
  type SidebarItem,
  sidebarPages,
} from '@react-redux-docs/schemas/sidebar';
import { CURRENT_VERSION_NAME, routeInVersion } from '@react-redux-docs/schemas/versions';
import type { CategoryCard } from './categoryCards.ts';

type DocRoute = {
  id: string;
  _id: string;
  route: { current: string };
  version?: string | null;
  section?: string | null;
};

/**
 * A sidebar as the page plan needs it: a docs version (the main current docs have no node: `id` null; a section's
 * current docs have the section's node id; a release, its version's), of the main docs or of a docs section
 * (`section`: its name); `items`: the sidebar.
 */
export type VersionForPlan = {
  id: string | null;
  name: string;
  path: string;
  items: readonly SidebarItem[];
  section?: string | null;
};

/** One step of the breadcrumbs: a category (linked when it has a page) or the page itself (last). */
export type Crumb = { label: string; href: string | null };

/** A neighbouring page in sidebar order, linked at the foot of the page. */
export type PageLink = { label: string; href: string };

/** Where a page sits in its version's sidebar: what every doc page and category page shows around its content. */
export type SidebarPosition = {
  /** Ids of the categories above the page, outermost first: the sidebar opens them. */
  trail: string[];
  /** Empty for a page the sidebar does not list: then there are no breadcrumbs. */
  breadcrumbs: Crumb[];
  previous: PageLink | null;
  next: PageLink | null;
};

/**
 * What a doc page's query needs besides its doc: where it sits in its version's sidebar; and for the version
 * menu, its version and the routes of the same page in the other versions.
 */
export type DocPageContext = SidebarPosition & {
  id: string;
  version: string;
  /** The docs section's name; null for the main docs. */
  section: string | null;
  /** Version name → route of the page with the same route in that version (relative to its path). */
  sameDocIn: Record<string, string>;
  /** The cards of the doc's category, for a body with a "Cards of this category" block (set by the caller). */
  cards?: CategoryCard[];
};

/** A category's page listing its items; the cards are filled by the caller, which knows their descriptions. */
export type CategoryPagePlan = SidebarPosition & {
  category: SidebarCategoryItem;
  version: string;
  section: string | null;
  title: string;
};

const byRoute = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/**
 * One entry per doc and per category page, in route order, worked out in one pass over each version's sidebar,
 * so no page looks through every other (previous/next and breadcrumbs would otherwise cost each of 10,000 pages
 * a walk of the whole tree). A doc whose version is unknown counts as a current doc.
 */
export function docPagePlan(docs: readonly DocRoute[], versions: readonly VersionForPlan[]) {
  const current = versions.find((version) => version.id === null) ?? {
    id: null,
    name: CURRENT_VERSION_NAME,
    path: '',
    items: [],
  };
  const versionById = new Map(versions.flatMap((version) => (version.id === null ? [] : [[version.id, version]])));
  const versionOf = (doc: DocRoute) =>
    (doc.version && versionById.get(doc.version)) || (doc.section && versionById.get(doc.section)) || current;

  // Each sidebar is its own sequence: previous/next never lead into another version.
  const placed = new Map<string, SidebarPosition>();
  /** The category each placed doc is the page of, else the one it is in. */
  const categoryOf = new Map<string, SidebarCategoryItem>();
  const categoryPages: CategoryPagePlan[] = [];
  for (const version of versions) {
    const pages = sidebarPages(version.items);
    pages.forEach((page, index) => {
      const link = (other: (typeof pages)[number] | undefined) =>
        other ? { label: other.label, href: `/${other.route}` } : null;
      const crumbs: Crumb[] = page.trail.map((category) => ({
        label: category.label,
        href: category.page ? `/${category.page.route}` : null,
      }));
      const own = page.trail.at(-1);
      const isCategoryPage =
        own !== undefined &&
        (categoryPageKey(own.id) === page.key || (own.page?.kind === 'doc' && own.page.id === page.key));
      if (!isCategoryPage) crumbs.push({ label: page.label, href: `/${page.route}` });
      const position = {
        trail: page.trail.map((category) => category.id),
        breadcrumbs: crumbs,
        previous: link(pages[index - 1]),
        next: link(pages[index + 1]),
      };
      if (own && categoryPageKey(own.id) === page.key && own.page?.kind === 'generatedIndex') {
        categoryPages.push({
          ...position,
          category: own,
          version: version.name,
          section: version.section ?? null,
          title: own.page.title,
        });
      } else {
        placed.set(page.key, position);
        if (own) categoryOf.set(page.key, own);
      }
    });
  }

  // The same page in another version of its docs (the main docs, or its section's): the doc whose route, relative
  // to its version's path, is the same.
  const lineOf = (version: VersionForPlan, relative: string) => `${version.section ?? ''}\u0000${relative}`;
  const versionCounts = new Map<string | null, number>();
  for (const version of versions) {
    versionCounts.set(version.section ?? null, (versionCounts.get(version.section ?? null) ?? 0) + 1);
  }
  const routesByRelative = new Map<string, Record<string, string>>();
  for (const doc of docs) {
    const version = versionOf(doc);
    if ((versionCounts.get(version.section ?? null) ?? 0) < 2) continue;
    const key = lineOf(version, routeInVersion(doc.route.current, version.path));
    const routes = routesByRelative.get(key) ?? {};
    routes[version.name] ??= doc.route.current;
    routesByRelative.set(key, routes);
  }

  const unplaced: SidebarPosition = { trail: [], breadcrumbs: [], previous: null, next: null };
  const docPages = docs.map((doc) => {
    const version = versionOf(doc);
    const routes = routesByRelative.get(lineOf(version, routeInVersion(doc.route.current, version.path))) ?? {};
    const sameDocIn = Object.fromEntries(
      Object.entries(routes)
        .filter(([name]) => name !== version.name)
        .map(([name, route]) => [name, `/${route}`]),
    );
    const context: DocPageContext = {
      id: doc.id,
      ...(placed.get(doc._id) ?? unplaced),
      version: version.name,
      section: version.section ?? null,
      sameDocIn,
    };
    return { path: `/${doc.route.current}`, context, category: categoryOf.get(doc._id) ?? null };
  });
  return {
    docPages: docPages.sort(byRoute),
    categoryPages: categoryPages.map((plan) => ({ path: `/${plan.category.page?.route ?? ''}`, plan })).sort(byRoute),
  };
}
