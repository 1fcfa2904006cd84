import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostics } from '../diagnostics.ts';
import { clientRedirects } from './clientRedirects.ts';
import { homePageRedirect } from './homePageRedirect.ts';
import { netlifyRedirects } from './netlifyRedirects.ts';
import type { RedirectRuleJson, RoutedDoc } from './types.ts';

export type { RedirectRuleJson } from './types.ts';

/**
 * The redirects a Docusaurus site keeps outside its docs, as the site's
 * redirect list, in their order: Netlify `_redirects` files (in the website
 * folder, which a deploy command copies, or in a static folder, which the
 * build copies), then `@docusaurus/plugin-client-redirects`' options
 * (`redirects`, and `createRedirects` asked about every doc route, as the
 * plugin does at build time). A rule the list cannot hold is left out with a
 * warning naming its file and line. Where Docusaurus showed a doc as the home
 * page, a redirect from / to that doc comes first.
 */
export async function importRedirects(
  input: {
    siteDir: string;
    staticDirs: readonly string[];
    config?: unknown;
    configFile?: string;
    docRoutes: string[];
    docs: readonly RoutedDoc[];
  },
  diagnostics: Diagnostics,
): Promise<RedirectRuleJson[]> {
  const files = [input.siteDir, ...input.staticDirs]
    .map((dir) => path.join(dir, '_redirects'))
    .filter((file, index, all) => all.indexOf(file) === index && existsSync(file));
  const rules: RedirectRuleJson[] = [];
  for (const file of files) rules.push(...(await netlifyRedirects(file, diagnostics, input.docRoutes)));
  if (input.config !== undefined && input.configFile !== undefined) {
    rules.push(...clientRedirects(input.config, input.configFile, input.docRoutes, diagnostics));
  }
  const home = homePageRedirect(input.docs, diagnostics);
  if (home) rules.unshift(home);
  return rules;
}
