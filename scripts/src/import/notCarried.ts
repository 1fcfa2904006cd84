// One account of what an import leaves behind, by kind, for the summary the command prints after the warnings.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { isRecord } from '@react-redux-docs/schemas/is-record';
import { pluginEntries } from './config/carriedConfig.ts';
import type { NotCarriedKind, Problem } from './diagnostics.ts';
import { PAGES_DIR } from './pages/index.ts';

/** One kind of thing not carried over: how many, where to look, and what to do about it. */
export type NotCarriedItem = { count: number; what: string; where: string; todo: string };

type Counted = { one: string; many: string; where: string; todo: string };

const FROM_WARNINGS: Record<NotCarriedKind, Counted> = {
  component: {
    one: 'use of a component not rendered',
    many: 'uses of components not rendered',
    where: 'warnings "could not be rendered here"',
    todo: "install the site's dependencies (npm install or yarn in the website folder) and import again; what still fails, write in the Studio (the text between its tags is kept)",
  },
  jsx: {
    one: 'JSX element left out',
    many: 'JSX elements left out',
    where: 'warnings "skipped JSX"',
    todo: "their components are not imported from the site or Docusaurus (a package's, or ones src/theme/MDXComponents gives every page): write what they show in the Studio",
  },
  html: {
    one: 'HTML element left out',
    many: 'HTML elements left out',
    where: 'warnings "skipped HTML"',
    todo: 'write them as Markdown in the source and import again, or as blocks in the Studio',
  },
  'remark-plugin': {
    one: 'remark plugin not run',
    many: 'remark plugins not run',
    where: 'warnings at docs.remarkPlugins and at the files a plugin failed on',
    todo: "install the site's dependencies and import again",
  },
  'rehype-plugin': {
    one: 'rehype plugin not run',
    many: 'rehype plugins not run',
    where: 'warnings at docs.rehypePlugins and at the files a plugin failed on',
    todo: "install the site's dependencies and import again",
  },
  'docusaurus-plugin': {
    one: 'Docusaurus plugin or theme not run',
    many: 'Docusaurus plugins and themes not run',
    where: "warnings at the config's presets, plugins and themes",
    todo: 'the site has its own search, sitemap, redirects and analytics; a feature beyond those is a change to web/',
  },
  theme: {
    one: 'style or script setting not carried',
    many: 'style and script settings not carried',
    where: 'warnings at customCss, stylesheets, scripts, clientModules and themeConfig.prism',
    todo: "readers get the site's own theme; restyle it in web/src/theme if the look must match",
  },
  locale: {
    one: 'locale not imported',
    many: 'locales not imported',
    where: 'the warning at i18n.locales',
    todo: 'only the default language is imported; the translations stay in the i18n/ folder',
  },
};

/** The Markdown files under `dir`, but partials (`_name`) and tests. */
function countFiles(dir: string, pattern: RegExp): number {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return 0;
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('_') || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    if (entry.isDirectory()) count += countFiles(path.join(dir, entry.name), pattern);
    else if (pattern.test(entry.name) && !/\.test\.|__tests__/.test(entry.name)) count++;
  }
  return count;
}

/** The folders the config's blogs read posts from: the classic preset's `blog` and each blog plugin's `path`. */
function blogFolders(config: unknown, siteDir: string): string[] {
  if (!isRecord(config)) return [];
  const folders: string[] = [];
  for (const { name, options } of pluginEntries(config)) {
    const blog = /preset-classic|^classic$/.test(name)
      ? options.blog
      : /plugin-content-blog/.test(name)
        ? options
        : undefined;
    if (blog === false || blog === undefined) continue;
    const folder = isRecord(blog) && typeof blog.path === 'string' ? blog.path : 'blog';
    folders.push(path.resolve(siteDir, folder));
  }
  return folders;
}

/** What the import leaves behind, by kind, from its warnings and the site folder. */
export function notCarried(
  warnings: readonly Problem[],
  site: { siteDir: string; config?: unknown },
): NotCarriedItem[] {
  const items: NotCarriedItem[] = [];
  const relative = (dir: string) => `${path.relative(site.siteDir, dir).split(path.sep).join('/')}/`;
  for (const folder of blogFolders(site.config, site.siteDir)) {
    const count = countFiles(folder, /\.mdx?$/);
    if (count > 0)
      items.push({
        count,
        what: count === 1 ? 'blog post not migrated' : 'blog posts not migrated',
        where: relative(folder),
        todo: 'the site has no blog: keep it where it is and link to it from the navbar, or move posts into docs or standalone pages',
      });
  }
  const reactPages = countFiles(path.join(site.siteDir, PAGES_DIR), /\.(?:jsx?|tsx?)$/);
  if (reactPages > 0)
    items.push({
      count: reactPages,
      what: reactPages === 1 ? 'React page not migrated' : 'React pages not migrated',
      where: `${PAGES_DIR}/`,
      todo: "the home page becomes the Studio's Home page; rebuild any other as a standalone page in the Studio",
    });
  const counts = new Map<NotCarriedKind, number>();
  for (const warning of warnings) if (warning.kind) counts.set(warning.kind, (counts.get(warning.kind) ?? 0) + 1);
  const i18n = isRecord(site.config) && isRecord(site.config.i18n) ? site.config.i18n : {};
  if (counts.has('locale')) counts.set('locale', Array.isArray(i18n.locales) ? i18n.locales.length - 1 : 1);
  for (const [kind, counted] of Object.entries(FROM_WARNINGS) as [NotCarriedKind, Counted][]) {
    const count = counts.get(kind) ?? 0;
    if (count > 0)
      items.push({ count, what: count === 1 ? counted.one : counted.many, where: counted.where, todo: counted.todo });
  }
  return items;
}

/** The summary's lines, or none when everything was carried over. */
export function notCarriedLines(items: readonly NotCarriedItem[]): string[] {
  if (items.length === 0) return [];
  return ['Not carried over:', ...items.map((item) => `  ${item.count} ${item.what} (${item.where}): ${item.todo}`)];
}
