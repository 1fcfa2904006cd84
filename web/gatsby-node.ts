import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { extractCssInOneCompilation, shortenClassNames, type WebpackConfig } from './builder/webpackConfig.ts';
import { docPagePlan } from './src/docPages/docPagePlan.ts';

/**
 * One page per doc. Read from the node store, not GraphQL: a query over every
 * doc costs seconds at 10,000 docs, and the plan needs only ids and routes.
 */
export const createPages: GatsbyNode['createPages'] = ({ actions, getNodesByType }) => {
  const docs = getNodesByType('SanityDoc') as unknown as { id: string; route: { current: string } }[];
  // The sidebar's docs are node ids (the source plugin links them).
  const [sidebar] = getNodesByType('SanityDocsSidebar') as unknown as {
    categories: { _key: string | null; docs: string[] }[];
  }[];
  const order = sidebar
    ? { categories: sidebar.categories.map((category) => ({ ...category, docs: category.docs.map((id) => ({ id })) })) }
    : null;
  const template = path.resolve('src/templates/doc-page.tsx');
  for (const page of docPagePlan(docs, order)) {
    actions.createPage({ path: page.path, component: template, context: page.context });
  }
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
  if (stage === 'build-javascript' && !extractCssInOneCompilation(config))
    reporter.panic("Gatsby's webpack configuration has no MiniCssExtractPlugin to configure; its CSS setup changed");
  actions.replaceWebpackConfig(config);
};

/** Below this many queries to run, the build runs them itself rather than in Gatsby's query workers. */
const QUERIES_WORTH_WORKERS = 1000;

type QueryState = { queries: { trackedQueries: Map<string, { dirty: number }>; deletedQueries: Set<string> } };

/**
 * Gatsby's query workers each load the whole node store and schema before
 * their first query: 18 s at 10,000 docs, for the handful of queries a publish
 * leaves to run. Gatsby runs queries in its own process when it counts one CPU,
 * and reads that count (GATSBY_CPU_COUNT) after this hook, when it has already
 * started its workers for the HTML; so a build with few queries to run (a
 * content-only rebuild) keeps the workers for the HTML and skips their start-up
 * for the queries. At the break-even, two workers at about 40 queries a second
 * each make up for the start-up after some 1,500 queries.
 */
export const onPreBuild: GatsbyNode['onPreBuild'] = ({ store, reporter }) => {
  const { trackedQueries, deletedQueries } = (store.getState() as QueryState).queries;
  let toRun = 0;
  for (const [id, query] of trackedQueries) if (query.dirty > 0 && !deletedQueries.has(id)) toRun++;
  if (toRun >= QUERIES_WORTH_WORKERS || process.env.GATSBY_CPU_COUNT === '1') return;
  process.env.GATSBY_CPU_COUNT = '1';
  reporter.info(`${toRun} queries to run: running them in this process, not in query workers`);
};
