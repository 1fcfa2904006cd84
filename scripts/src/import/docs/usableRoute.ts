import { previousRouteProblem, routeProblem } from '@react-redux-docs/schemas';
import type { Diagnostics } from '../diagnostics.ts';
import type { DocFrontMatter } from './types.ts';

/** Where a doc Docusaurus served as the home page (docs-only mode) lives here; `/` redirects to it. */
export const HOME_DOC_ROUTE = 'home';

/**
 * The route a doc gets here. Docusaurus serves almost any path; where its
 * route cannot be a route of this site (spaces, other characters hosts mangle),
 * the doc moves to a cleaned route and keeps the old one as a previous route,
 * which the site redirects from. Reserved routes and routes that cannot be
 * cleaned are errors (the doc is then left out).
 */
export function usableRoute(
  served: string,
  file: string,
  frontMatter: DocFrontMatter,
  diagnostics: Diagnostics,
): { route: string; previousRoutes?: string[]; wasHomePage?: boolean } | undefined {
  // Docs-only mode (a doc with `slug: /`): the site keeps its own home page, and the doc moves beside it.
  if (served === '') return { route: HOME_DOC_ROUTE, wasHomePage: true };
  const problem = routeProblem(served);
  if (!problem) return { route: served };
  const cleaned = served
    .split('/')
    .map((segment) =>
      segment
        .replace(/[^\p{L}\p{N}\p{M}_.-]+/gu, '-')
        .replace(/^[.-]+|-+$/g, '')
        .replace(/\.html$/i, ''),
    )
    .filter((segment) => segment !== '')
    .join('/');
  const where = frontMatter.slug === undefined ? '' : ' (from its `slug`)';
  if (served === '' || routeProblem(cleaned) || previousRouteProblem(served)) {
    diagnostics.error(file, `route "/${served}"${where} cannot be used: ${problem} Set \`slug\` in the front matter.`);
    return undefined;
  }
  diagnostics.warn(
    file,
    `route "/${served}"${where} cannot be used: ${problem} The page moves to "/${cleaned}"; the old address redirects there.`,
    { line: 1 },
  );
  return { route: cleaned, previousRoutes: [served] };
}
