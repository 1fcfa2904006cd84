import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CURRENT_VERSION_NAME } from '@react-redux-docs/schemas/versions';
import type { GatsbyNode } from 'gatsby';
import {
  extractCssInOneCompilation,
  shortenClassNames,
  type WebpackConfig,
  withNodesOwnFetch,
} from './builder/webpackConfig.ts';
import { formatRedirects } from './serve/redirectsFile.ts';
import { docPagePlan, type VersionForPlan } from './src/docPages/docPagePlan.ts';
import { VERSION_TYPE_DEFS, versionResolvers } from './src/docPages/versionFields.ts';

/**
 * One page per doc. Read from the node store, not GraphQL: a query over every
 * doc costs seconds at 10,000 docs, and the plan needs only ids and routes.
 */
export const createPages: GatsbyNode['createPages'] = ({ actions, getNodesByType }) => {
  const docs = getNodesByType('SanityDoc') as unknown as {
    id: string;
    route: { current: string };
    version?: string | null;
  }[];
  // A sidebar's docs hold each doc's node id (with the fields the sidebar shows).
  type Categories = { categories: { _key: string | null; docs: { id: string }[] }[] };
  const [sidebar] = getNodesByType('SanityDocsSidebar') as unknown as Categories[];
  const [settings] = getNodesByType('SanitySiteSettings') as unknown as { docsVersionPath?: string | null }[];
  const released = getNodesByType('SanityDocsVersion') as unknown as (Categories & {
    id: string;
    name: string;
    path?: string | null;
  })[];
  const versions: VersionForPlan[] = [
    { id: null, name: CURRENT_VERSION_NAME, path: settings?.docsVersionPath ?? '', sidebar: sidebar ?? null },
    ...released.map((version) => ({ id: version.id, name: version.name, path: version.path ?? '', sidebar: version })),
  ];
  const template = path.resolve('src/templates/doc-page.tsx');
  for (const page of docPagePlan(docs, versions)) {
    actions.createPage({ path: page.path, component: template, context: page.context });
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
 * `public/_redirects`, for Netlify and `npm run serve`: each doc's old routes (previousRoutes, checked by the
 * source plugin) to its route, then the Redirects list in its order (splats, placeholders, statuses), so links
 * to a migrated, renamed or moved page keep working. Netlify applies the first rule that matches.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ getNodesByType, store }) => {
  const docs = getNodesByType('SanityDoc') as unknown as {
    route: { current: string };
    previousRoutes?: string[] | null;
  }[];
  const oldRoutes = docs
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
