/**
 * Each docs version's sidebar as a tree, put together from the places its docs, links and categories keep
 * (their category and position). The site renders it; the Studio shows it; previous/next and breadcrumbs
 * follow it.
 */

type Reference = { _ref?: string } | null | undefined;
type Place = { category?: Reference; position?: number | null; hidden?: boolean | null } | null | undefined;

export type SidebarDocSource = {
  _id: string;
  section?: Reference;
  title?: string | null;
  sidebarLabel?: string | null;
  route?: { current?: string | null } | null;
  version?: Reference;
  sidebar?: Place;
};
export type SidebarCategorySource = {
  _id: string;
  section?: Reference;
  label?: string | null;
  version?: Reference;
  sidebar?: Place;
  collapsible?: boolean | null;
  collapsed?: boolean | null;
  link?: {
    kind?: string | null;
    doc?: Reference;
    route?: { current?: string | null } | null;
    title?: string | null;
  } | null;
};
export type SidebarLinkSource = {
  _id: string;
  section?: Reference;
  label?: string | null;
  href?: string | null;
  version?: Reference;
  sidebar?: Place;
};

export type SidebarSources = {
  docs: readonly SidebarDocSource[];
  categories: readonly SidebarCategorySource[];
  links: readonly SidebarLinkSource[];
};

/** What a category's label leads to. */
export type CategoryPage =
  | { kind: 'doc'; id: string; route: string }
  | { kind: 'generatedIndex'; route: string; title: string };

export type SidebarDocItem = { type: 'doc'; id: string; label: string; route: string };
export type SidebarLinkItem = { type: 'link'; id: string; label: string; href: string };
export type SidebarCategoryItem = {
  type: 'category';
  id: string;
  label: string;
  collapsible: boolean;
  collapsed: boolean;
  page: CategoryPage | null;
  items: SidebarItem[];
};
export type SidebarItem = SidebarDocItem | SidebarLinkItem | SidebarCategoryItem;

/** Something about a document's place that the tree could not honour; the item is still shown where it says. */
export type SidebarProblem = { documentId: string; field: string; message: string };

/**
 * The key of the main current docs' sidebar in the result; a released version's is its document id, and a docs
 * section's is `section:` and its document id.
 */
export const CURRENT_SIDEBAR = '';

/** The prefix of a docs section's sidebar key. */
export const SECTION_SIDEBAR_PREFIX = 'section:';

type Node = { id: string; parent: string | null; position: number; label: string; item: SidebarItem };

/** A string field's value; documents edited outside the Studio may hold anything. */
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Which sidebar an item is in: its version's, else its docs section's, else the main current docs'. */
export function sidebarKeyOf(item: { version?: Reference; section?: Reference }): string {
  const version = text(item.version?._ref);
  if (version) return version;
  const section = text(item.section?._ref);
  return section ? `${SECTION_SIDEBAR_PREFIX}${section}` : CURRENT_SIDEBAR;
}

const byPlace = (a: Node, b: Node) =>
  a.position - b.position || a.label.localeCompare(b.label, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Builds every version's sidebar. An item whose category is missing or of another version sits at the top
 * level; categories that hold one another in a ring are put at the top level; a category with neither items
 * nor a page is left out. Each of these is reported.
 */
export function buildSidebars(sources: SidebarSources): {
  sidebars: Map<string, SidebarItem[]>;
  problems: SidebarProblem[];
} {
  const problems: SidebarProblem[] = [];
  const docsById = new Map(sources.docs.map((doc) => [doc._id, doc]));
  const categoriesById = new Map(sources.categories.map((category) => [category._id, category]));
  const nodes: (Node & { version: string })[] = [];

  const parentOf = (id: string, version: string, place: Place): string | null => {
    const ref = text(place?.category?._ref);
    if (!ref) return null;
    const category = categoriesById.get(ref);
    if (!category) {
      problems.push({
        documentId: id,
        field: 'sidebar.category',
        message: `its category (${ref}) is not published; it is shown at the top level of the sidebar.`,
      });
      return null;
    }
    if (sidebarKeyOf(category) !== version) {
      problems.push({
        documentId: id,
        field: 'sidebar.category',
        message: `its category "${category.label ?? ref}" belongs to another sidebar (another docs version or section); it is shown at the top level.`,
      });
      return null;
    }
    return ref;
  };
  const position = (place: Place) =>
    typeof place?.position === 'number' && Number.isFinite(place.position) ? place.position : Number.POSITIVE_INFINITY;

  for (const doc of sources.docs) {
    const route = text(doc.route?.current);
    if (!route || doc.sidebar?.hidden === true) continue;
    const version = sidebarKeyOf(doc);
    const label = text(doc.sidebarLabel) ?? text(doc.title) ?? route;
    nodes.push({
      id: doc._id,
      version,
      parent: parentOf(doc._id, version, doc.sidebar),
      position: position(doc.sidebar),
      label,
      item: { type: 'doc', id: doc._id, label, route },
    });
  }
  for (const link of sources.links) {
    const href = text(link.href);
    if (!href) continue;
    const version = sidebarKeyOf(link);
    const label = text(link.label) ?? href;
    nodes.push({
      id: link._id,
      version,
      parent: parentOf(link._id, version, link.sidebar),
      position: position(link.sidebar),
      label,
      item: { type: 'link', id: link._id, label, href },
    });
  }
  for (const category of sources.categories) {
    const version = sidebarKeyOf(category);
    const label = text(category.label) ?? 'Untitled category';
    const collapsible = category.collapsible !== false;
    nodes.push({
      id: category._id,
      version,
      parent: parentOf(category._id, version, category.sidebar),
      position: position(category.sidebar),
      label,
      item: {
        type: 'category',
        id: category._id,
        label,
        collapsible,
        collapsed: collapsible && category.collapsed !== false,
        page: categoryPage(category, version, docsById, problems),
        items: [],
      },
    });
  }

  breakRings(nodes, problems);
  const children = new Map<string | null, Node[]>();
  for (const node of nodes) {
    const key = node.parent ?? `top:${node.version}`;
    children.set(key, [...(children.get(key) ?? []), node]);
  }
  const assemble = (key: string): SidebarItem[] =>
    (children.get(key) ?? []).sort(byPlace).flatMap((node): SidebarItem[] => {
      if (node.item.type !== 'category') return [node.item];
      const page = node.item.page;
      // The doc a category leads to is its label; placed in the category, it is not listed again below it.
      node.item.items = assemble(node.id).filter((item) => !(page?.kind === 'doc' && item.id === page.id));
      if (node.item.items.length === 0 && !node.item.page) {
        problems.push({
          documentId: node.id,
          field: 'label',
          message: 'the category holds nothing and leads to no page; the sidebar leaves it out.',
        });
        return [];
      }
      return [node.item];
    });

  const versions = new Set(nodes.map((node) => node.version));
  const sidebars = new Map([...versions].map((version) => [version, assemble(`top:${version}`)]));
  return { sidebars, problems };
}

function categoryPage(
  category: SidebarCategorySource,
  version: string,
  docsById: ReadonlyMap<string, SidebarDocSource>,
  problems: SidebarProblem[],
): CategoryPage | null {
  const link = category.link;
  if (link?.kind === 'doc') {
    const ref = text(link.doc?._ref);
    const doc = ref ? docsById.get(ref) : undefined;
    const route = text(doc?.route?.current);
    if (doc && route && sidebarKeyOf(doc) === version) return { kind: 'doc', id: doc._id, route };
    problems.push({
      documentId: category._id,
      field: 'link.doc',
      message: 'the doc its label leads to is not a published doc of its docs version; the label leads nowhere.',
    });
    return null;
  }
  if (link?.kind === 'generatedIndex') {
    const route = text(link.route?.current);
    if (route) return { kind: 'generatedIndex', route, title: text(link.title) ?? text(category.label) ?? route };
    problems.push({
      documentId: category._id,
      field: 'link.route',
      message: 'its page listing its items has no route; the label leads nowhere.',
    });
  }
  return null;
}

/** Categories that hold one another in a ring would never be reached from the top; the first of each goes there. */
function breakRings(nodes: readonly Node[], problems: SidebarProblem[]) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const reachesTop = new Map<string, boolean>();
  for (const start of nodes) {
    const path: Node[] = [];
    let node: Node | undefined = start;
    while (node && node.parent !== null && !reachesTop.has(node.id)) {
      if (path.includes(node)) {
        node.parent = null;
        problems.push({
          documentId: node.id,
          field: 'sidebar.category',
          message: 'its category sits inside it; it is shown at the top level of the sidebar.',
        });
        break;
      }
      path.push(node);
      node = byId.get(node.parent);
    }
    for (const visited of path) reachesTop.set(visited.id, true);
  }
}

/** A page previous/next can lead to: a doc, or a category's page listing its items. */
export type SidebarPage = { key: string; label: string; route: string };

/** The key of a category's generated page among the pages, beside docs' ids. */
export const categoryPageKey = (categoryId: string) => `category:${categoryId}`;

/**
 * The sidebar's pages in reading order, each with the categories above it (outermost first), as previous/next
 * and breadcrumbs follow them. A category's page comes before its items; links are not pages.
 */
export function sidebarPages(items: readonly SidebarItem[]) {
  const pages: (SidebarPage & { trail: SidebarCategoryItem[] })[] = [];
  const seen = new Set<string>();
  const add = (page: SidebarPage, trail: SidebarCategoryItem[]) => {
    if (seen.has(page.key)) return;
    seen.add(page.key);
    pages.push({ ...page, trail });
  };
  const walk = (list: readonly SidebarItem[], trail: SidebarCategoryItem[]) => {
    for (const item of list) {
      if (item.type === 'doc') add({ key: item.id, label: item.label, route: item.route }, trail);
      if (item.type !== 'category') continue;
      const inside = [...trail, item];
      if (item.page?.kind === 'doc') add({ key: item.page.id, label: item.label, route: item.page.route }, inside);
      if (item.page?.kind === 'generatedIndex') {
        add({ key: categoryPageKey(item.id), label: item.label, route: item.page.route }, inside);
      }
      walk(item.items, inside);
    }
  };
  walk(items, []);
  return pages;
}
