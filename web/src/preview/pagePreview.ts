import type { ContentNode } from '../content/types.ts';
import { docPagePlan, type SidebarPosition } from '../docPages/docPagePlan.ts';
import { type DocsLineNodes, docsLines } from '../docPages/docsLines.ts';
import { versionResolvers } from '../docPages/versionFields.ts';
import { renderPortableText } from '../render/index.ts';
import { type ActiveDoc, activeDocOf } from '../theme/DocSidebar/activeDoc.ts';
import { type DocPreview, renderDocPreview } from './renderDocPreview.ts';
import type { PreviewSources } from './resolvePreview.ts';
import { type QueryNode, staticQueryAnswers } from './staticQueries.ts';

/** What a whole page of the site needs around its article: the answers to the theme's static queries. */
export type PageChrome = {
  /** The page's address, as the navbar and sidebar mark the page being read. */
  pathname: string;
  /** The theme's `useStaticQuery` answered from the same nodes the build makes. */
  answer: (query: string) => unknown;
  /** Code colours of the announcement's message ('' without code). */
  chromeCss: string;
};

export type DocPagePreview = PageChrome & {
  /** The DocPage component's `doc`, as its page query gives it. */
  doc: Queries.DocPageFieldsFragment;
  active: ActiveDoc;
  position: SidebarPosition;
  rendered: DocPreview['rendered'];
  problems: string;
};

export type StandalonePagePreview = PageChrome & {
  page: Queries.StandalonePageFieldsFragment;
  problems: string;
};

/** The preview searches nothing: the search button is drawn, its modal needs the built site's index. */
const SEARCH_SETTINGS = {
  mode: 'local',
  appId: null,
  apiKey: null,
  indexName: null,
  insights: false,
  modalStylesheet: '',
};

const asQueryNode = (node: ContentNode): QueryNode => ({ id: node.sanityId, typeName: node.typeName, data: node.data });
const ofType = (nodes: readonly ContentNode[], typeName: string) =>
  nodes.filter((node) => node.typeName === typeName).map((node) => ({ id: node.sanityId, ...node.data }));

/** Node ids anywhere in a value. */
function idsIn(value: unknown, known: ReadonlySet<string>, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && known.has(value)) found.add(value);
  else if (Array.isArray(value)) for (const item of value) idsIn(item, known, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) idsIn(item, known, found);
  return found;
}

/**
 * The nodes as the build's GraphQL layer would give them: the navbar's and footer's docs with `inVersions` (the
 * site's own resolver, over these nodes), the announcement with its message rendered.
 */
async function withQueryTimeFields(nodes: readonly ContentNode[]): Promise<{ nodes: QueryNode[]; css: string }> {
  const gatsbyNodes = (type: string) => ofType(nodes, type);
  const nodeModel = {
    findOne: async ({ type }: { type: string }) => gatsbyNodes(type)[0] ?? null,
    findAll: async ({ type, query }: { type: string; query?: object }) => {
      const routes = (query as { filter?: { route?: { current?: { in?: string[] } } } } | undefined)?.filter?.route
        ?.current?.in;
      const all = gatsbyNodes(type) as { route?: { current?: string } }[];
      return {
        entries: routes ? all.filter((node) => routes.includes(node.route?.current ?? '\u0000')) : all,
      };
    },
  };
  const inVersions = versionResolvers().SanityDoc.inVersions;
  const docIds = new Set(nodes.filter((node) => node.typeName === 'SanityDoc').map((node) => node.sanityId));
  const linked = idsIn(
    nodes
      .filter((node) => node.typeName === 'SanityNavbar' || node.typeName === 'SanityFooter')
      .map((node) => node.data),
    docIds,
  );
  let css = '';
  const result = await Promise.all(
    nodes.map(async (node) => {
      if (linked.has(node.sanityId)) {
        const source = { id: node.sanityId, ...node.data } as Parameters<typeof inVersions.resolve>[0];
        return {
          ...asQueryNode(node),
          data: { ...node.data, inVersions: await inVersions.resolve(source, {}, { nodeModel }) },
        };
      }
      if (node.typeName === 'SanityAnnouncement' && node.data.enabled === true) {
        const rendered = await renderPortableText(Array.isArray(node.data.content) ? node.data.content : []);
        css = rendered.codeCss;
        return { ...asQueryNode(node), data: { ...node.data, contentHtml: rendered.html } };
      }
      return asQueryNode(node);
    }),
  );
  return { nodes: result, css };
}

/** A date as the page query's `formatString: "MMM D, YYYY"` writes it (Gatsby formats in UTC). */
function formatDay(iso: unknown): string | null {
  if (typeof iso !== 'string' || Number.isNaN(Date.parse(iso))) return null;
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

async function chromeOf(nodes: readonly ContentNode[], route: string): Promise<PageChrome> {
  const { nodes: queryNodes, css } = await withQueryTimeFields(nodes);
  return {
    pathname: `/${route}`,
    answer: staticQueryAnswers(queryNodes, { searchSettings: SEARCH_SETTINGS }),
    chromeCss: css,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const routeOf = (data: Record<string, unknown>) => (data.route as { current?: string } | undefined)?.current ?? '';

/**
 * A doc's whole page, as the doc page template lays it out: its place in its version's sidebar planned as the
 * build plans it (breadcrumbs, previous and next), the navbar, footer and sidebar from the same nodes.
 */
export async function docPagePreview(sources: PreviewSources): Promise<DocPagePreview> {
  const { title, hideTitle, rendered, problems, resolved } = await renderDocPreview(sources);
  const { nodes, id, data } = resolved;
  const route = routeOf(data);
  const versions = docsLines({
    settings: ofType(nodes, 'SanitySiteSettings')[0] as DocsLineNodes['settings'],
    sections: ofType(nodes, 'SanityDocsSection') as unknown as DocsLineNodes['sections'],
    released: ofType(nodes, 'SanityDocsVersion') as unknown as DocsLineNodes['released'],
    sidebars: ofType(nodes, 'SanityDocsSidebar') as unknown as DocsLineNodes['sidebars'],
  });
  const docs = ofType(nodes, 'SanityDoc') as unknown as Parameters<typeof docPagePlan>[0];
  const planned = docPagePlan(docs, versions).docPages.find((page) => page.context.id === id);
  const context = planned?.context ?? {
    id,
    version: versions[0]?.name ?? '',
    section: null,
    sameDocIn: {},
    trail: [],
    breadcrumbs: [],
    previous: null,
    next: null,
  };
  const chrome = await chromeOf(nodes, route);
  return {
    ...chrome,
    pathname: planned?.path ?? chrome.pathname,
    doc: {
      id,
      _id: id,
      title,
      browserTitle: text(data.browserTitle),
      hideTitle,
      description: text(data.description),
      route: { current: route },
      updatedAt: formatDay(sources.doc._updatedAt),
      updatedAtIso: text(sources.doc._updatedAt),
      bodyHtml: rendered.html,
      headings: rendered.headings,
    },
    active: activeDocOf(planned?.path ?? chrome.pathname, context),
    position: context,
    rendered,
    problems,
  };
}

/** A standalone page with the site's navbar and footer around it. */
export async function standalonePagePreview(sources: PreviewSources): Promise<StandalonePagePreview> {
  const { title, rendered, problems, resolved } = await renderDocPreview(sources);
  const { data, nodes, id } = resolved;
  const route = routeOf(data);
  return {
    ...(await chromeOf(nodes, route)),
    page: {
      id,
      title,
      browserTitle: text(data.browserTitle),
      description: text(data.description),
      keywords: Array.isArray(data.keywords) ? (data.keywords as string[]) : null,
      hideTableOfContents: data.hideTableOfContents === true,
      route: { current: route },
      bodyHtml: rendered.html,
      codeCss: rendered.codeCss,
      headings: rendered.headings,
    },
    problems,
  };
}
