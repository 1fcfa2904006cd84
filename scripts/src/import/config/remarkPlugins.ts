import { isRecord } from '@react-redux-docs/schemas/is-record';
import type { RemarkPlugin } from '../sitePlugins/runRemarkPlugins.ts';
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

/**
 * The docs' remark plugins, in the order Docusaurus runs them (`beforeDefaultRemarkPlugins`, then
 * `remarkPlugins`): those to run, loaded from the site's packages, and those whose package is not installed (by
 * name). `transpileCodeblocks` is neither: the importer makes its JavaScript tabs itself.
 */
export function remarkPluginsOf(docs: Json): { run: RemarkPlugin[]; missing: string[] } {
  const result: { run: RemarkPlugin[]; missing: string[] } = { run: [], missing: [] };
  for (const key of ['beforeDefaultRemarkPlugins', 'remarkPlugins'] as const) {
    for (const entry of Array.isArray(docs[key]) ? docs[key] : []) {
      const [plugin, options] = entryOf(entry);
      if (plugin === null || plugin === undefined || plugin === false || isTranspileCodeblocks(plugin)) continue;
      if (missingPackageMember(plugin) !== undefined) result.missing.push(pluginName(plugin));
      else if (typeof plugin === 'function')
        result.run.push({ name: pluginName(plugin), plugin: plugin as RemarkPlugin['plugin'], options });
    }
  }
  return result;
}
