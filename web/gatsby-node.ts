import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
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

type LoaderUse = { loader?: string; options?: { modules?: unknown } };
type Rule = { use?: unknown; oneOf?: Rule[]; rules?: Rule[] };

/**
 * Production CSS-module class names are a short hash ("a3Xk9") instead of
 * Gatsby's "styles-module--heading--8fb94": every element of every page and the
 * class maps in the bundle carry them, about 20 KB of HTML on a long docs page.
 * Both builds (browser and HTML) get the same names; develop keeps the readable ones.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const config = getConfig() as { module: { rules: Rule[] } };
  const visit = (rules: Rule[] | undefined) => {
    for (const rule of rules ?? []) {
      // `use` may also be a single loader or a function; Gatsby's CSS rules give arrays.
      for (const use of Array.isArray(rule.use) ? (rule.use as LoaderUse[]) : []) {
        const modules = use.options?.modules;
        if (use.loader?.includes('css-loader') && modules && typeof modules === 'object') {
          (modules as { localIdentName: string }).localIdentName = '[hash:base64:6]';
        }
      }
      visit(rule.oneOf);
      visit(rule.rules);
    }
  };
  visit(config.module.rules);
  actions.replaceWebpackConfig(config);
};
