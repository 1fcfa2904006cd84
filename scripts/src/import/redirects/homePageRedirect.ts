import type { Diagnostics } from '../diagnostics.ts';
import type { RedirectRuleJson, RoutedDoc } from './types.ts';

/**
 * Where Docusaurus showed a doc as the home page (docs-only mode), a forced redirect from / to the doc, which
 * now lives beside the site's own home page; undefined otherwise.
 */
export function homePageRedirect(docs: readonly RoutedDoc[], diagnostics: Diagnostics): RedirectRuleJson | undefined {
  const homeDoc = docs.find((doc) => doc.wasHomePage && !doc.draft);
  if (!homeDoc) return undefined;
  diagnostics.warn(
    homeDoc.file,
    `Docusaurus served this doc as the home page (/, docs-only mode); the site has a home page of its own, so the doc is at /${homeDoc.route} and a forced redirect in Redirects sends / there (remove it to show the home page)`,
    { line: 1 },
  );
  return {
    from: '/',
    to: `/${homeDoc.route}`,
    status: 301,
    force: true,
    note: 'The old site showed this doc as its home page',
  };
}
