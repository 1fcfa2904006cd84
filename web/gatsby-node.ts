import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import {
  extractCssInOneCompilation,
  shortenClassNames,
  type WebpackConfig,
  withNodesOwnFetch,
} from './builder/webpackConfig.ts';
import { formatRedirects } from './serve/redirectsFile.ts';
import { asksForCategoryCards, categoryCards, categoryPageContext } from './src/docPages/categoryCards.ts';
import { docExcerpt } from './src/docPages/docExcerpt.ts';
import { docPagePlan } from './src/docPages/docPagePlan.ts';
import { type DocsLineNodes, docsLines } from './src/docPages/docsLines.ts';
import { VERSION_TYPE_DEFS, versionResolvers } from './src/docPages/versionFields.ts';

/**
 * One page per doc, one per standalone page, and one per category page listing its items. Read from the node store, not GraphQL: a
 * query over every doc costs seconds at 10,000 docs, and the plan needs only ids, routes and descriptions.
 */
export const createPages: GatsbyNode['createPages'] = ({ actions, getNodesByType }) => {
  type Described = { _id: string; description?: string | null };
  const docs = getNodesByType('SanityDoc') as unknown as (Described & {
    body?: unknown;
    id: string;
    route: { current: string };
    version?: string | null;
    section?: string | null;
  })[];
  const versions = docsLines({
    settings: (getNodesByType('SanitySiteSettings') as unknown as DocsLineNodes['settings'][])[0],
    sections: getNodesByType('SanityDocsSection') as unknown as DocsLineNodes['sections'],
    released: getNodesByType('SanityDocsVersion') as unknown as DocsLineNodes['released'],
    sidebars: getNodesByType('SanityDocsSidebar') as unknown as DocsLineNodes['sidebars'],
  });
  const described = [
    // A doc without a description is carded with its first paragraph's first line, as Docusaurus does.
    ...docs.map((doc) => ({ _id: doc._id, description: doc.description || docExcerpt(doc.body) })),
    ...(getNodesByType('SanitySidebarCategory') as unknown as Described[]),
    ...(getNodesByType('SanitySidebarLink') as unknown as Described[]),
  ];
  const descriptions = new Map(described.map((node) => [node._id, node.description]));

  const { docPages, categoryPages } = docPagePlan(docs, versions);
  const docTemplate = path.resolve('src/templates/doc-page.tsx');
  const bodies = new Map(docs.map((doc) => [doc.id, doc.body]));
  for (const page of docPages) {
    // A body that shows its category's cards gets them in its page's context, from the sidebar as it is now.
    const cards =
      page.category && asksForCategoryCards(bodies.get(page.context.id))
        ? categoryCards(page.category.items, descriptions)
        : undefined;
    actions.createPage({
      path: page.path,
      component: docTemplate,
      context: cards ? { ...page.context, cards } : page.context,
    });
  }
  const standaloneTemplate = path.resolve('src/templates/standalone-page.tsx');
  for (const page of getNodesByType('SanityPage') as unknown as { id: string; route: { current: string } }[]) {
    actions.createPage({ path: `/${page.route.current}`, component: standaloneTemplate, context: { id: page.id } });
  }
  const categoryTemplate = path.resolve('src/templates/category-page.tsx');
  for (const { path: pagePath, plan } of categoryPages) {
    actions.createPage({
      path: pagePath,
      component: categoryTemplate,
      context: categoryPageContext(plan, descriptions),
    });
  }
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(VERSION_TYPE_DEFS);
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers(versionResolvers());
};

/**
 * Production builds: short CSS-module class names, the same in the browser and the HTML bundle, and CSS
 * extracted without child compilations so a content-only rebuild keeps webpack's compilation hash
 * (builder/webpackConfig.ts says why both matter). Develop keeps Gatsby's readable names.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, reporter }) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const config = getConfig() as WebpackConfig;
  shortenClassNames(config);
  // Gatsby provides node-fetch to the HTML bundle, whose dependencies load Node's deprecated punycode module:
  // a warning Gatsby prints as an error. Node's own fetch serves (builder/webpackConfig.ts).
  if (stage === 'build-html') withNodesOwnFetch(config);
  if (stage === 'build-javascript' && !extractCssInOneCompilation(config))
    reporter.panic("Gatsby's webpack configuration has no MiniCssExtractPlugin to configure; its CSS setup changed");
  actions.replaceWebpackConfig(config);
};

/**
 * `public/_redirects`, for Netlify and `npm run serve`: each doc's and standalone page's old routes (previousRoutes, checked by the
 * source plugin) to its route, then the Redirects list in its order (splats, placeholders, statuses), so links
 * to a migrated, renamed or moved page keep working. Netlify applies the first rule that matches.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ getNodesByType, store }) => {
  const pages = [...getNodesByType('SanityDoc'), ...getNodesByType('SanityPage')] as unknown as {
    route: { current: string };
    previousRoutes?: string[] | null;
  }[];
  const oldRoutes = pages
    .flatMap((doc) => (doc.previousRoutes ?? []).map((from) => ({ from: `/${from}`, to: `/${doc.route.current}` })))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const [list] = getNodesByType('SanityRedirects') as unknown as {
    rules?: { from: string; to: string; status?: number | null; force?: boolean | null }[] | null;
  }[];
  const rules = (list?.rules ?? []).map(({ from, to, status, force }) => ({
    from,
    to,
    ...(status ? { status } : {}),
    force: force === true,
  }));
  const { program } = store.getState() as { program: { directory: string } };
  writeFileSync(
    path.join(program.directory, 'public', '_redirects'),
    formatRedirects(
      [...oldRoutes, ...rules],
      "# Written by the build from the docs' old routes, then the Redirects list; do not edit.\n",
    ),
  );
};
