import { isRecord } from '@react-redux-docs/schemas/is-record';
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

/** The remark plugins of the docs the importer does not carry out, for the warning that says so. */
export function remarkPluginsNotRun(docs: Json): unknown[] {
  return REMARK_PLUGIN_OPTIONS.flatMap((key) => (Array.isArray(docs[key]) ? docs[key] : [])).filter(
    (entry) => !isTranspileCodeblocks(entryOf(entry)[0]),
  );
}
