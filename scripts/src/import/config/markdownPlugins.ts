import { isRecord } from '@react-redux-docs/schemas/is-record';
import type { SitePlugin } from '../sitePlugins/runRemarkPlugins.ts';
import { missingPackageMember } from './loadConfig.ts';
import type { Json } from './types.ts';

/** The docs plugin options that list remark plugins, each run on every doc by Docusaurus. */
export const REMARK_PLUGIN_OPTIONS = ['beforeDefaultRemarkPlugins', 'remarkPlugins'] as const;

/** What `transpileCodeblocks` asks for: the files whose TypeScript blocks get a JavaScript tab. */
export type JavaScriptTabs = { fileExtensions: string[] };

/** `[plugin, options]` or a plugin alone, as Docusaurus takes them. */
const entryOf = (entry: unknown): [unknown, unknown] => (Array.isArray(entry) ? [entry[0], entry[1]] : [entry, {}]);

/**
 * remark-typescript-tools' `transpileCodeblocks`, whether the site's packages are installed (its function) or
 * not (a stand-in that names the member it stands for; loadConfig.ts).
 */
export function isTranspileCodeblocks(plugin: unknown): boolean {
  const member = missingPackageMember(plugin);
  if (member !== undefined) return /^remark-typescript-tools(?:\.default)?\.transpileCodeblocks$/.test(member);
  return typeof plugin === 'function' && plugin.name === 'transpileCodeblocks';
}

/** Whether the docs run `transpileCodeblocks`, and on which files (its `fileExtensions`, by default `.mdx`). */
export function javascriptTabsOf(docs: Json): JavaScriptTabs | undefined {
  for (const key of REMARK_PLUGIN_OPTIONS) {
    for (const entry of Array.isArray(docs[key]) ? docs[key] : []) {
      const [plugin, options] = entryOf(entry);
      if (!isTranspileCodeblocks(plugin)) continue;
      const extensions = isRecord(options) ? options.fileExtensions : undefined;
      return {
        fileExtensions:
          Array.isArray(extensions) && extensions.every((extension) => typeof extension === 'string')
            ? extensions
            : ['.mdx'],
      };
    }
  }
  return undefined;
}

/** A plugin's name for messages: its function's, or the package member a stand-in stands for. */
function pluginName(plugin: unknown): string {
  const member = missingPackageMember(plugin);
  if (member !== undefined) return member;
  return typeof plugin === 'function' && plugin.name ? plugin.name : 'an unnamed plugin';
}

/** The docs plugin options that list rehype plugins, in the order Docusaurus runs them. */
export const REHYPE_PLUGIN_OPTIONS = ['beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

/**
 * Rehype plugins that draw remark-math's formulas (KaTeX, MathJax): the importer carries formulas as the model's
 * own math, which the site draws itself, so these need not run.
 */
const MATH_RENDERERS = /^rehype-?(?:katex|mathjax)/i;

/** Whether a plugin (its function, or a stand-in for a package not installed) is one of `pattern`'s. */
function isPluginNamed(plugin: unknown, pattern: RegExp): boolean {
  return pattern.test(pluginName(plugin));
}

/** remark-math, which reads `$…$` and `$$` blocks as formulas. */
export const isRemarkMath = (plugin: unknown) => isPluginNamed(plugin, /^remark-?math(?:\.default)?$/i);

/** Whether the docs read formulas (remark-math is one of their remark plugins, installed or not). */
export function readsMath(docs: Json): boolean {
  return REMARK_PLUGIN_OPTIONS.some((key) =>
    (Array.isArray(docs[key]) ? docs[key] : []).some((entry) => isRemarkMath(entryOf(entry)[0])),
  );
}

/**
 * The plugins listed under `keys`, in that order: those to run, loaded from the site's packages, and those whose
 * package is not installed (by name). Plugins whose work the importer does itself (`skip`) are neither.
 */
function pluginsOf(
  docs: Json,
  keys: readonly string[],
  skip: (plugin: unknown) => boolean,
): { run: SitePlugin[]; missing: string[] } {
  const result: { run: SitePlugin[]; missing: string[] } = { run: [], missing: [] };
  for (const key of keys) {
    for (const entry of Array.isArray(docs[key]) ? docs[key] : []) {
      const [plugin, options] = entryOf(entry);
      if (plugin === null || plugin === undefined || plugin === false || skip(plugin)) continue;
      if (missingPackageMember(plugin) !== undefined) result.missing.push(pluginName(plugin));
      else if (typeof plugin === 'function')
        result.run.push({ name: pluginName(plugin), plugin: plugin as SitePlugin['plugin'], options });
    }
  }
  return result;
}

/**
 * The docs' remark plugins, in the order Docusaurus runs them (`beforeDefaultRemarkPlugins`, then
 * `remarkPlugins`). `transpileCodeblocks` and remark-math are not among them: the importer makes the JavaScript
 * tabs itself, and reads formulas with its own remark-math (installed or not on the site).
 */
export function remarkPluginsOf(docs: Json): { run: SitePlugin[]; missing: string[] } {
  return pluginsOf(docs, REMARK_PLUGIN_OPTIONS, (plugin) => isTranspileCodeblocks(plugin) || isRemarkMath(plugin));
}

/**
 * The docs' rehype plugins, in the order Docusaurus runs them. KaTeX and MathJax are not among them when the
 * docs read formulas: the importer carries those as the model's math.
 */
export function rehypePluginsOf(docs: Json): { run: SitePlugin[]; missing: string[] } {
  const math = readsMath(docs);
  return pluginsOf(docs, REHYPE_PLUGIN_OPTIONS, (plugin) => math && isPluginNamed(plugin, MATH_RENDERERS));
}
