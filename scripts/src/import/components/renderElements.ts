import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { ReactElement } from 'react';
import { CHILDREN_TAG } from './childrenTag.ts';
import { docusaurusModuleFile } from './docusaurus/index.ts';
import { SITE_CONFIG_KEY } from './docusaurus/siteConfig.ts';
import type { ComponentScope, EsmStatement, FoundElement } from './findElements.ts';

/** What rendering one element gave: its HTML, or why it could not be rendered here. */
export type Rendered = { html: string } | { error: string };

/** React and its server renderer are this importer's own: the components are rendered with them. */
const ownRequire = createRequire(import.meta.url);
const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/server'];

const IMAGE_FILE = /\.(?:png|jpe?g|gif|webp|avif|ico|bmp)$/i;

/** Docusaurus's modules, answered by ours; one we have no stand-in for fails where it is used, naming itself. */
function docusaurusModules(): Plugin {
  return {
    name: 'docusaurus-modules',
    setup(plugin) {
      plugin.onResolve({ filter: /^@(?:docusaurus|theme|theme-original)\// }, (args) => {
        const file = docusaurusModuleFile(args.path);
        return file ? { path: file } : { path: args.path, namespace: 'unavailable' };
      });
      plugin.onLoad({ filter: /.*/, namespace: 'unavailable' }, (args) => ({
        contents: `const fail = () => { throw new Error(${JSON.stringify(`${args.path} is not available when importing`)}); };
module.exports = new Proxy(fail, { get: (_, key) => (key === '__esModule' ? false : fail) });`,
        loader: 'js',
      }));
    },
  };
}

/** `@site/…` is the website folder; style sheets are class names; images are their `@site/` paths. */
function siteFiles(siteDir: string): Plugin {
  return {
    name: 'site-files',
    setup(plugin) {
      plugin.onResolve({ filter: /^@site\// }, (args) =>
        plugin.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: siteDir, kind: args.kind }),
      );
      // webpack's inline raw-loader (`require('!!raw-loader!./Example')`): the file's text, as `default`.
      plugin.onResolve({ filter: /^!*raw-loader!/ }, async (args) => {
        const found = await plugin.resolve(args.path.replace(/^!*raw-loader!/, ''), {
          resolveDir: args.resolveDir,
          kind: args.kind,
        });
        return found.errors.length > 0 ? { errors: found.errors } : { path: found.path, namespace: 'raw' };
      });
      plugin.onLoad({ filter: /.*/, namespace: 'raw' }, async (args) => ({
        contents: `export default ${JSON.stringify(await readFile(args.path, 'utf8'))};`,
        loader: 'js',
      }));
      plugin.onLoad({ filter: /\.css$/ }, () => ({
        contents: 'module.exports = new Proxy({}, { get: (_, key) => (key === "__esModule" ? false : String(key)) });',
        loader: 'js',
      }));
      plugin.onLoad({ filter: IMAGE_FILE }, (args) => ({
        contents: `export default ${JSON.stringify(sitePath(args.path, siteDir))};`,
        loader: 'js',
      }));
      // Docusaurus makes an imported SVG a component (SVGR); shown here as the image it is.
      plugin.onLoad({ filter: /\.svg$/i }, (args) => ({
        contents: `import { createElement } from 'react';
const src = ${JSON.stringify(sitePath(args.path, siteDir))};
export default function Svg(props) { return createElement('img', { src, alt: props.title ?? props['aria-label'] ?? '' }); }`,
        loader: 'js',
      }));
    },
  };
}

/** A file of the site as an `@site/` path, which the importer's image handling reads. */
function sitePath(file: string, siteDir: string): string {
  const relative = path.relative(siteDir, file).split(path.sep).join('/');
  return relative.startsWith('..') ? file : `@site/${relative}`;
}

/** An element as code that makes it, its Markdown children standing in as one `<mdx-children>` element. */
function elementCode(text: string, element: FoundElement): string {
  // Without Markdown children, the element is code as written (its children, if any, are JavaScript).
  if (!element.children) return text.slice(element.start, element.end);
  const children = text.slice(element.children.start, element.children.end);
  // Plain words stay the component's text (some read their children as a string); Markdown is converted later.
  const inner = !/[*_`[\]<>{}\n\\#|~]/.test(children) ? children : '{__mdxChildren}';
  return `${element.opening}${inner}</${element.name}>`;
}

/** Every element of the tree, parents before their children. */
export function allElements(elements: readonly FoundElement[]): FoundElement[] {
  return elements.flatMap((element) => [element, ...allElements(element.nested)]);
}

/**
 * Renders the elements of one Markdown file with the site's own components: its import and export statements and
 * one function per element are bundled by esbuild (the site's modules from the site, Docusaurus's answered by
 * ours, React left to this importer), run, and each element rendered to static HTML by React. An element that
 * fails to render does not stop the others.
 */
export async function renderElements(options: {
  file: string;
  text: string;
  scope: ComponentScope;
  elements: readonly FoundElement[];
  siteDir: string;
  siteConfig: Record<string, unknown>;
}): Promise<Map<FoundElement, Rendered>> {
  const { file, text, scope, siteDir } = options;
  const elements = allElements(options.elements);
  const rendered = new Map<FoundElement, Rendered>();
  let made = await bundle(elements, scope.statements);
  if ('error' in made && elements.length > 1) {
    // One module that cannot be bundled (a package not installed) fails only the elements that use it.
    const alone = await Promise.all(
      elements.map((element) => bundle([element], statementsFor(elementCode(text, element), scope.statements))),
    );
    made = { elements: alone.map((one) => ('error' in one ? one.error : (one.elements[0] as Made))) };
  }
  if ('error' in made) {
    for (const element of elements) rendered.set(element, { error: made.error });
    return rendered;
  }
  const { renderToStaticMarkup } = ownRequire('react-dom/server') as typeof import('react-dom/server');
  (globalThis as Record<string, unknown>)[SITE_CONFIG_KEY] = options.siteConfig;
  const quiet = silenceConsole();
  try {
    elements.forEach((element, index) => {
      const make = (made as { elements: (Made | string)[] }).elements[index];
      if (typeof make === 'string') {
        rendered.set(element, { error: make });
        return;
      }
      try {
        rendered.set(element, { html: renderToStaticMarkup((make as Made)()) });
      } catch (error) {
        rendered.set(element, { error: messageOf(error) });
      }
    });
  } finally {
    quiet.restore();
  }
  return rendered;

  /** Bundles and runs the statements and one function per element: the functions, or why there are none. */
  async function bundle(
    some: readonly FoundElement[],
    statements: readonly EsmStatement[],
  ): Promise<{ elements: (Made | string)[] } | { error: string }> {
    const entry = [
      "import { createElement as __mdxCreate } from 'react';",
      ...statements.map((statement) => statement.text),
      `const __mdxChildren = __mdxCreate(${JSON.stringify(CHILDREN_TAG)});`,
      `export const __mdxElements = [\n${some.map((element) => `  () => (${elementCode(text, element)}),`).join('\n')}\n];`,
    ].join('\n');
    let code: string;
    try {
      const result = await build({
        stdin: { contents: entry, resolveDir: path.dirname(file), sourcefile: path.basename(file), loader: 'tsx' },
        bundle: true,
        write: false,
        format: 'cjs',
        platform: 'node',
        target: 'node20',
        jsx: 'automatic',
        loader: { '.js': 'jsx' },
        external: EXTERNAL,
        plugins: [docusaurusModules(), siteFiles(siteDir)],
        logLevel: 'silent',
      });
      code = result.outputFiles[0]?.text ?? '';
    } catch (error) {
      return { error: bundleProblem(error, siteDir) };
    }
    try {
      const module = { exports: {} as { __mdxElements?: Made[] } };
      new Function('require', 'module', 'exports', code)(ownRequire, module, module.exports);
      return { elements: module.exports.__mdxElements ?? [] };
    } catch (error) {
      return { error: `its module failed to run: ${messageOf(error)}` };
    }
  }
}

type Made = () => ReactElement;

/** The statements that declare a name the element's code uses, and React's. */
function statementsFor(code: string, statements: readonly EsmStatement[]): EsmStatement[] {
  const words = new Set(code.match(/[A-Za-z_$][\w$]*/g) ?? []);
  return statements.filter(
    (statement) => /from\s+['"]react['"]/.test(statement.text) || statement.names.some((name) => words.has(name)),
  );
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

/** esbuild's first error, in words an adopter can act on, with the site's file and line it is at. */
function bundleProblem(error: unknown, siteDir: string): string {
  const first = (error as { errors?: { text: string; location?: { file: string; line: number } | null }[] })
    .errors?.[0];
  if (!first) return messageOf(error);
  const file = first.location && path.relative(siteDir, path.resolve(first.location.file)).split(path.sep).join('/');
  const where = first.location ? ` (${file}:${first.location.line})` : '';
  const missing = /^Could not resolve "([^"]+)"/.exec(first.text)?.[1];
  return missing && !missing.startsWith('.')
    ? `the package "${missing}" is not installed${where}: run npm install (or yarn) in the website folder first`
    : `${first.text}${where}`;
}

/** React reports render errors on the console too; they are reported as warnings instead. */
function silenceConsole() {
  const { error, warn } = console;
  console.error = () => {};
  console.warn = () => {};
  return {
    restore() {
      console.error = error;
      console.warn = warn;
    },
  };
}
