/** Each docs version's sidebar, assembled from the places its docs, links and categories keep. */

import {
  buildSidebars,
  CURRENT_SIDEBAR,
  type SidebarCategorySource,
  type SidebarDocSource,
  type SidebarItem,
  type SidebarLinkSource,
  sidebarKeyOf,
  sidebarPages,
} from '@react-redux-docs/schemas/sidebar';
import { CURRENT_VERSION_NAME } from '@react-redux-docs/schemas/versions';
import { classifyLink } from '../linkTargets.ts';
import { describeSource, type Problems } from '../problems.ts';
import type { ContentNode, SanityDocument } from '../types.ts';
import { sourceOf } from './context.ts';

/**
 * The node type holding one sidebar (a docs version's, or a docs section's): every doc page of it reads it, and
 * nothing else.
 */
export const SIDEBAR_NODE_TYPE = 'SanityDocsSidebar';

export const SIDEBAR_TYPE_DEFS = `
"One docs version's sidebar as a tree (see @react-redux-docs/schemas/sidebar: SidebarItem)."
type ${SIDEBAR_NODE_TYPE} implements Node @dontInfer {
  _id: String!
  _type: String!
  "The version's name; the current docs' is '${CURRENT_VERSION_NAME}'."
  version: String!
  "The docs section's name; null for the main docs."
  section: String
  items: JSON!
  "The first page of the sidebar, where the version menu leads from a page the version does not have."
  mainDocRoute: String
}
`;

/**
 * Builds the sidebars from the documents kept (routes: each doc's claimed route), reports what the tree could
 * not honour, and refuses a category page whose route a doc or another page has. Returns one node per docs
 * version and the routes of the category pages, which links may point at.
 */
export function resolveSidebars(
  documents: readonly SanityDocument[],
  routes: ReadonlyMap<string, string>,
  siteRoutes: ReadonlySet<string>,
  problems: Problems,
): { nodes: ContentNode[]; pageRoutes: string[] } {
  const byId = new Map(documents.map((document) => [document._id, document]));
  const ofType = <T>(type: string) => documents.filter((document) => document._type === type) as unknown as T[];
  const docs = ofType<SidebarDocSource>('doc').map((doc) => ({
    ...doc,
    route: { current: routes.get(doc._id) ?? null },
  }));
  const { sidebars, problems: found } = buildSidebars({
    docs,
    categories: ofType<SidebarCategorySource>('sidebarCategory'),
    links: ofType<SidebarLinkSource>('sidebarLink'),
  });
  for (const problem of found) {
    const document = byId.get(problem.documentId);
    if (document) problems.warn('content-warning', sourceOf(document), problem.field, problem.message);
  }

  const taken = new Map<string, string>();
  for (const route of siteRoutes) taken.set(route.toLowerCase(), `the route of /${route}`);
  for (const doc of docs) {
    const route = doc.route.current;
    if (route)
      taken.set(route.toLowerCase(), `the route of ${describeSource(sourceOf(byId.get(doc._id) as SanityDocument))}`);
  }
  const pageRoutes: string[] = [];
  const claimPages = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.page?.kind === 'generatedIndex') {
        const category = byId.get(item.id) as SanityDocument;
        const owner = taken.get(item.page.route.toLowerCase());
        if (owner) {
          problems.error(
            'duplicate-route',
            sourceOf(category),
            'link.route',
            `/${item.page.route} is ${owner}; give the category's page another route.`,
          );
          item.page = null;
        } else {
          taken.set(item.page.route.toLowerCase(), `the page of ${describeSource(sourceOf(category))}`);
          pageRoutes.push(item.page.route);
        }
      }
      claimPages(item.items);
    }
  };

  const trees: { name: string; section: string | null; items: SidebarItem[] }[] = [
    { name: CURRENT_VERSION_NAME, section: null, items: sidebars.get(CURRENT_SIDEBAR) ?? [] },
  ];
  const sectionNameOf = (ref: unknown) => {
    const id = (ref as { _ref?: string } | undefined)?._ref;
    const section = id ? byId.get(id) : undefined;
    return section ? String(section.name ?? section._id) : null;
  };
  for (const owner of documents) {
    if (owner._type === 'docsVersion') {
      const name = String(owner.name ?? owner._id);
      trees.push({ name, section: sectionNameOf(owner.section), items: sidebars.get(owner._id) ?? [] });
    }
    if (owner._type === 'docsSection') {
      const items = sidebars.get(sidebarKeyOf({ section: { _ref: owner._id } })) ?? [];
      trees.push({ name: CURRENT_VERSION_NAME, section: String(owner.name ?? owner._id), items });
    }
  }
  for (const tree of trees) claimPages(tree.items);
  const pages = new Set(taken.keys());
  const checkLinks = (items: SidebarItem[]): SidebarItem[] =>
    items.flatMap((item): SidebarItem[] => {
      if (item.type === 'category') return [{ ...item, items: checkLinks(item.items) }];
      if (item.type !== 'link') return [item];
      const link = byId.get(item.id) as SanityDocument;
      const target = classifyLink(item.href);
      if (target.kind === 'unsafe') {
        problems.warn(
          'unsafe-link',
          sourceOf(link),
          'href',
          `${JSON.stringify(item.href)} is not a web address (http, https, mailto) or a path of this site, so the sidebar leaves the link out. Enter a full web address.`,
        );
        return [];
      }
      if (target.kind === 'site' && !pages.has(target.route.toLowerCase())) {
        problems.error(
          'broken-link',
          sourceOf(link),
          'href',
          `leads to /${target.route}, which is not a page of this site. Correct the address, or place the doc itself in the sidebar.`,
        );
      }
      return [item];
    });

  const nodes = trees.map(({ name, section, items: claimed }): ContentNode => {
    const items = checkLinks(claimed);
    const first = sidebarPages(items)[0];
    const sanityId =
      section === null
        ? `docsSidebar-${name}`
        : name === CURRENT_VERSION_NAME
          ? `docsSidebar-section-${section}`
          : `docsSidebar-section-${section}-version-${name}`;
    return {
      sanityId,
      typeName: SIDEBAR_NODE_TYPE,
      data: {
        _id: sanityId,
        _type: 'docsSidebar',
        version: name,
        section,
        items,
        mainDocRoute: first ? `/${first.route}` : null,
      },
    };
  });
  return { nodes, pageRoutes };
}
