import path from 'node:path';
import { isRecord } from '@react-redux-docs/schemas/is-record';
import { missingPackageName } from './loadConfig.ts';
import { rehypePluginsOf, remarkPluginsOf } from './markdownPlugins.ts';
import type { Json, Warn } from './types.ts';

/** Where the docs plugin's options and the classic preset's sit in a config, with their config path. */
interface PluginEntry {
  name: string;
  options: Json;
  at: string;
}

const ANALYTICS_PLUGINS = {
  umami: /docusaurus-plugin-umami/,
  plausible: /docusaurus-plugin-plausible/,
};
/** Plugins whose content the import carries elsewhere (docs, redirects, analytics). */
const CARRIED_PLUGINS = [/plugin-content-docs/, /plugin-client-redirects/, ...Object.values(ANALYTICS_PLUGINS)];

/** Each plugin and preset entry of a config, named as it is written (`[name, options]`, a name, or a function). */
export function pluginEntries(root: Json): PluginEntry[] {
  const entries: PluginEntry[] = [];
  for (const key of ['presets', 'plugins', 'themes'] as const) {
    (Array.isArray(root[key]) ? (root[key] as unknown[]) : []).forEach((entry, index) => {
      const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
      entries.push({
        name: missingPackageName(name) ?? (typeof name === 'string' ? name : 'a plugin given as a function'),
        options: isRecord(options) ? options : {},
        at: `${key}[${index}]`,
      });
    });
  }
  return entries;
}

/**
 * The config's analytics plugin (Umami or Plausible) as the site's analytics setting, which loads the service the
 * same way (after the page is ready, never with Do Not Track or Global Privacy Control).
 */
export function analyticsFromConfig(root: Json, warn: Warn): Json | undefined {
  for (const { name, options, at } of pluginEntries(root)) {
    if (ANALYTICS_PLUGINS.umami.test(name)) {
      const { websiteID, analyticsDomain, scriptName, ...rest } = options;
      if (typeof websiteID !== 'string' || typeof analyticsDomain !== 'string') {
        warn(at, 'the Umami plugin needs websiteID and analyticsDomain; analytics not carried');
        return undefined;
      }
      const script = typeof scriptName === 'string' ? scriptName : 'script.js';
      const dropped = Object.entries(rest)
        .filter(([key, value]) => !((key === 'dataDoNotTrack' || key === 'dataAutoTrack') && value === true))
        .map(([key]) => key);
      if (dropped.length > 0)
        warn(at, `Umami options ${dropped.join(', ')} not carried: the site loads Umami with its defaults`);
      return {
        provider: 'umami',
        scriptUrl: `https://${analyticsDomain.replace(/\/+$/, '')}/${script}`,
        siteId: websiteID,
      };
    }
    if (ANALYTICS_PLUGINS.plausible.test(name) && typeof options.domain === 'string') {
      const host = typeof options.customDomain === 'string' ? options.customDomain : 'plausible.io';
      return { provider: 'plausible', scriptUrl: `https://${host}/js/script.js`, siteId: options.domain };
    }
  }
  return undefined;
}

/**
 * What a config sets that the site cannot keep, each named at its config path: custom CSS, scripts and
 * stylesheets, client modules, the Prism theme, other plugins and themes, remark and rehype plugins not installed, and more
 * locales than the default. Readers see the site's own theme instead.
 */
export function reportUncarried(root: Json, docs: Json | undefined, warn: Warn): void {
  const theme = isRecord(root.themeConfig) ? root.themeConfig : {};
  for (const { name, options, at } of pluginEntries(root)) {
    if (/preset-classic|^classic$/.test(name)) {
      const themeOptions = isRecord(options.theme) ? options.theme : {};
      for (const [i, file] of listOf(themeOptions.customCss).entries()) {
        warn(
          `${at}.theme.customCss[${i}]`,
          `${fileName(file)} not carried: the site has its own theme and styles`,
          'theme',
        );
      }
      for (const plugin of ['gtag', 'googleAnalytics', 'googleTagManager'] as const) {
        if (options[plugin] !== undefined)
          warn(`${at}.${plugin}`, 'not carried: the site supports Umami and Plausible (Site settings › Analytics)');
      }
      continue;
    }
    if (CARRIED_PLUGINS.some((pattern) => pattern.test(name))) continue;
    warn(at, `${name} not carried: the site does not run Docusaurus plugins or themes`, 'docusaurus-plugin');
  }
  for (const [i, script] of listOf(root.scripts).entries()) {
    const src = isRecord(script) ? script.src : script;
    warn(`scripts[${i}]`, `${String(src)} not carried: the site loads no scripts of its own`, 'theme');
  }
  for (const [i, sheet] of listOf(root.stylesheets).entries()) {
    const href = isRecord(sheet) ? sheet.href : sheet;
    warn(`stylesheets[${i}]`, `${String(href)} not carried: the site has its own theme and styles`, 'theme');
  }
  for (const [i, module] of listOf(root.clientModules).entries()) {
    warn(`clientModules[${i}]`, `${fileName(module)} not carried: the site runs no client modules`, 'theme');
  }
  const prism = isRecord(theme.prism) ? theme.prism : {};
  for (const key of ['theme', 'darkTheme'] as const) {
    if (prism[key] !== undefined)
      warn(
        `themeConfig.prism.${key}`,
        "not carried: code is coloured by the site's own light and dark themes",
        'theme',
      );
  }
  const notInstalled = (name: string) =>
    `${name} is not installed, so it does not run: what it changes on the pages is not imported. Install the site's dependencies (npm install or yarn in the website folder) and import again`;
  for (const name of docs ? remarkPluginsOf(docs).missing : [])
    warn('docs.remarkPlugins', notInstalled(name), 'remark-plugin');
  for (const name of docs ? rehypePluginsOf(docs).missing : [])
    warn('docs.rehypePlugins', notInstalled(name), 'rehype-plugin');
  if (docs?.showLastUpdateAuthor === true)
    warn('docs.showLastUpdateAuthor', 'not carried: doc pages show the date of the last change only');
  const i18n = isRecord(root.i18n) ? root.i18n : {};
  const locales = listOf(i18n.locales);
  if (locales.length > 1)
    warn(
      'i18n.locales',
      `only the default locale (${String(i18n.defaultLocale)}) is imported; ${locales.length - 1} others are not`,
      'locale',
    );
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

function fileName(value: unknown): string {
  if (typeof value !== 'string') return 'a module';
  return missingPackageName(value) ?? path.basename(value);
}
