/**
 * The changes the site makes to Gatsby's webpack configuration for
 * production builds, kept apart from gatsby-node so each can be tested.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

type LoaderContext = { rootContext: string; resourcePath: string };

/**
 * A CSS-module class name: six characters of a hash of the stylesheet's path
 * (relative to the site) and the class's local name ("a3Xk9_"), instead of
 * Gatsby's "styles-module--heading--8fb94": every element of every page and
 * the class maps in the bundle carry them, about 20 KB of HTML on a long docs
 * page. css-loader's own `[hash]` names also hash webpack's match resource,
 * which the browser build has (the CSS is extracted through it) and the HTML
 * build does not, so they would differ between the two; these depend only on
 * what both builds share. The first character is a letter or `_`, so the
 * name is a plain CSS identifier.
 */
export function cssModuleClassName(context: LoaderContext, _template: string, localName: string): string {
  const file = path.relative(context.rootContext, context.resourcePath).split(path.sep).join('/');
  const hash = createHash('sha256').update(`${file}\u0000${localName}`).digest('base64url').slice(0, 6);
  return /^[A-Za-z_]/.test(hash) ? hash : `_${hash.slice(1)}`;
}

type Rule = { use?: unknown; oneOf?: Rule[]; rules?: Rule[] };
type LoaderUse = { loader?: string; options?: { modules?: unknown } };
type Plugin = {
  constructor: { name: string };
  options?: Record<string, unknown>;
  /** A ProvidePlugin's: each free variable and the module that stands for it. */
  definitions?: Record<string, unknown>;
};
export type WebpackConfig = { module: { rules: Rule[] }; plugins: Plugin[] };

/** Every css-loader with CSS modules names its classes with `cssModuleClassName`. */
export function shortenClassNames(config: WebpackConfig): void {
  const visit = (rules: Rule[] | undefined) => {
    for (const rule of rules ?? []) {
      // `use` may also be a single loader or a function; Gatsby's CSS rules give arrays.
      for (const use of Array.isArray(rule.use) ? (rule.use as LoaderUse[]) : []) {
        const modules = use.options?.modules;
        if (use.loader?.includes('css-loader') && modules && typeof modules === 'object') {
          Object.assign(modules, { getLocalIdent: cssModuleClassName });
        }
      }
      visit(rule.oneOf);
      visit(rule.rules);
    }
  };
  visit(config.module.rules);
}

/**
 * The CSS extractor builds stylesheets in the page bundle's own compilation
 * instead of one child compilation per stylesheet. The child compilations'
 * hashes go into webpack's compilation hash, and a build that takes the CSS
 * from webpack's cache has none, so the hash changed on every build after a
 * clean one with no code changed. Gatsby writes that hash into the script
 * slice of every page, and a changed slice makes it stitch all 10,000 pages
 * again (and the paint-first step rewrite them all). Returns whether the
 * extractor was found.
 */
export function extractCssInOneCompilation(config: WebpackConfig): boolean {
  const extractor = config.plugins.find((plugin) => plugin?.constructor?.name === 'MiniCssExtractPlugin');
  if (extractor?.options) extractor.options.experimentalUseImportModule = true;
  return Boolean(extractor?.options);
}

/** The free variables Gatsby's HTML stages point at node-fetch. */
const FETCH_VARIABLES = ['fetch', 'global.fetch'];

/**
 * The HTML bundle calls Node's own fetch. Gatsby's HTML stages have webpack
 * replace every `fetch` in the site's code with node-fetch 2 (a ProvidePlugin
 * from before Node had fetch), which loads Node's deprecated `punycode`
 * module through whatwg-url and tr46. The HTML worker that rendered the
 * search page (its search client mentions fetch) then printed Node's DEP0040
 * warning, and since Gatsby's reporter takes over console.error, which Node
 * prints warnings with, a successful build showed it as a bare "ERROR
 * UNKNOWN". Nothing calls fetch while rendering HTML; the browser bundle is
 * not concerned. Returns whether Gatsby's node-fetch was found.
 */
export function withNodesOwnFetch(config: WebpackConfig): boolean {
  let found = false;
  config.plugins = config.plugins.filter((plugin) => {
    const definitions = plugin?.constructor?.name === 'ProvidePlugin' ? plugin.definitions : undefined;
    if (!definitions) return true;
    for (const variable of FETCH_VARIABLES) {
      if (String(definitions[variable]).includes('node-fetch')) {
        delete definitions[variable];
        found = true;
      }
    }
    return Object.keys(definitions).length > 0;
  });
  return found;
}
