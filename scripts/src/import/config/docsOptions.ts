import { MAIN_SECTION_NAME } from '@react-redux-docs/schemas';
import { isRecord } from '@react-redux-docs/schemas/is-record';
import type { Diagnostics } from '../diagnostics.ts';
import { DEFAULT_DOC_FILE_PATTERNS } from '../docs/findDocFiles.ts';
import { pluginEntries } from './carriedConfig.ts';
import { javascriptTabsOf, readsMath, rehypePluginsOf, remarkPluginsOf } from './markdownPlugins.ts';
import type { DocsOptions, Json } from './types.ts';

/**
 * The main docs' options, with Docusaurus's defaults: the classic preset's docs options, or the default docs
 * plugin's. A config with neither (`docs: false`, or no classic preset) but other docs plugins has its first one
 * imported as the main docs, with a warning; the others become docs sections.
 */
export function docsOptions(config: unknown, file: string, diagnostics: Diagnostics): DocsOptions {
  const root = isRecord(config) ? config : {};
  const own = docsPluginOptions(root);
  const hasClassicPreset = (Array.isArray(root.presets) ? root.presets : []).some((entry: unknown) =>
    /classic/.test(String(Array.isArray(entry) ? entry[0] : entry)),
  );
  if (own === false || (!hasClassicPreset && !hasDefaultDocsPlugin(root))) {
    const first = firstOtherDocsPlugin(root);
    if (first) {
      const id = String(first.options.id);
      diagnostics.warn(
        file,
        `${first.at}: the config has no main docs${own === false ? ' (docs: false)' : ''}; docs plugin "${id}", the first, is imported as the site's main docs and the other docs plugins as docs sections`,
      );
      return { ...parseDocsOptions(first.options, file, diagnostics), pluginId: id };
    }
  }
  return parseDocsOptions(own, file, diagnostics);
}

const isDocsPlugin = (name: string) => /plugin-content-docs/.test(name);

function hasDefaultDocsPlugin(root: Json): boolean {
  return pluginEntries(root).some(
    ({ name, options }) => isDocsPlugin(name) && (options.id === undefined || options.id === MAIN_SECTION_NAME),
  );
}

/** The first docs plugin with an id of its own: the main docs of a config that has none. */
export function firstOtherDocsPlugin(root: Json) {
  return pluginEntries(root).find(
    ({ name, options }) => isDocsPlugin(name) && options.id !== undefined && options.id !== MAIN_SECTION_NAME,
  );
}

/** One docs plugin instance's options (false: the preset turns docs off), with Docusaurus's defaults. */
export function parseDocsOptions(options: Json | false, file: string, diagnostics: Diagnostics): DocsOptions {
  const defaults = {
    path: 'docs',
    routeBasePath: 'docs',
    versions: {},
    includeCurrentVersion: true,
    files: DEFAULT_DOC_FILE_PATTERNS,
    sidebarCollapsible: true,
    sidebarCollapsed: true,
  };
  if (options === false) {
    diagnostics.error(file, 'the config turns the docs plugin off (docs: false); there are no docs to import');
    return { ...defaults, disableVersioning: false };
  }
  const error = (option: string, message: string) => diagnostics.error(file, `docs option "${option}" ${message}`);
  const routeBasePath = typeof options.routeBasePath === 'string' ? options.routeBasePath : 'docs';
  const result: DocsOptions = {
    ...defaults,
    path: typeof options.path === 'string' ? options.path : 'docs',
    routeBasePath: routeBasePath.replace(/^\/+|\/+$/g, ''),
    includeCurrentVersion: options.includeCurrentVersion !== false,
    disableVersioning: options.disableVersioning === true,
  };
  if (typeof options.sidebarPath === 'string') result.sidebarPath = options.sidebarPath;
  for (const key of ['include', 'exclude'] as const) {
    const globs = options[key];
    if (Array.isArray(globs) && globs.every((glob) => typeof glob === 'string'))
      result.files = { ...result.files, [key]: globs };
    else if (globs !== undefined) error(key, 'must be a list of glob patterns');
  }
  if (typeof options.lastVersion === 'string') result.lastVersion = options.lastVersion;
  else if (options.lastVersion !== undefined) error('lastVersion', 'must be a version name');
  if (isRecord(options.versions)) {
    for (const [name, version] of Object.entries(options.versions)) {
      if (!isRecord(version)) {
        error(`versions.${name}`, 'must be an object like { label: "1.x", path: "1.x" }');
        continue;
      }
      const own: { label?: string; path?: string } = {};
      for (const key of ['label', 'path'] as const) {
        if (typeof version[key] === 'string') own[key] = version[key];
        else if (version[key] !== undefined) error(`versions.${name}.${key}`, 'must be a string');
      }
      result.versions[name] = own;
    }
  } else if (options.versions !== undefined) error('versions', 'must be an object of versions by name');
  for (const key of ['sidebarCollapsible', 'sidebarCollapsed'] as const) {
    if (typeof options[key] === 'boolean') result[key] = options[key];
    else if (options[key] !== undefined) error(key, 'must be true or false');
  }
  const javascriptTabs = javascriptTabsOf(options);
  if (javascriptTabs) result.javascriptTabs = javascriptTabs;
  const plugins = remarkPluginsOf(options).run;
  if (plugins.length > 0) result.remarkPlugins = plugins;
  const rehypePlugins = rehypePluginsOf(options).run;
  if (rehypePlugins.length > 0) result.rehypePlugins = rehypePlugins;
  if (readsMath(options)) result.math = true;
  const only = options.onlyIncludeVersions;
  if (Array.isArray(only) && only.every((name) => typeof name === 'string')) result.onlyIncludeVersions = only;
  else if (only !== undefined) error('onlyIncludeVersions', 'must be a list of version names');
  return result;
}

/** The docs plugin's own options: the classic preset's `docs`, else the default docs plugin's; false when the preset turns docs off. */
export function docsPluginOptions(config: Json): Json | false {
  let presetDocs: Json | false | undefined;
  for (const entry of Array.isArray(config.presets) ? config.presets : []) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof name === 'string' && /classic/.test(name) && isRecord(options)) {
      presetDocs = options.docs === false ? false : isRecord(options.docs) ? options.docs : {};
      break;
    }
  }
  if (presetDocs) return presetDocs;
  // A preset without docs may leave them to a docs plugin of its own, with the default id.
  for (const entry of Array.isArray(config.plugins) ? config.plugins : []) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof name === 'string' && /plugin-content-docs/.test(name) && isRecord(options)) {
      if (options.id === undefined || options.id === 'default') return options;
    }
  }
  return presetDocs ?? {};
}
