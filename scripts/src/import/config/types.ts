import type { Diagnostics, NotCarriedKind } from '../diagnostics.ts';
import type { DocFilePatterns } from '../docs/types.ts';
import type { DocIndex } from '../links/docIndex.ts';
import type { DocTarget } from '../links/types.ts';
import type { SitePlugin } from '../sitePlugins/runRemarkPlugins.ts';
import type { JavaScriptTabs } from './markdownPlugins.ts';

/** A plain object of a config, as read. */
export type Json = Record<string, unknown>;

/** Reports what the site cannot keep, at its config path (`navbar.items[2]`). */
export type Warn = (at: string, message: string, kind?: NotCarriedKind) => void;

/** The docs plugin's options the import needs before it reads any doc. */
export interface DocsOptions {
  /** The docs folder, relative to the website folder (`docs`). */
  path: string;
  /** Where docs are served, without slashes (`docs`; '' for docs at the site's root). */
  routeBasePath: string;
  /** The sidebars file, relative to the website folder, if the config names one. */
  sidebarPath?: string;
  /** `lastVersion`: the version served at routeBasePath itself, if the config names one. */
  lastVersion?: string;
  /** `versions`: each version's own label and path part (`current` for the docs folder). */
  versions: Record<string, { label?: string; path?: string }>;
  /** `onlyIncludeVersions`: the versions built, if the config limits them. */
  onlyIncludeVersions?: string[];
  /** `includeCurrentVersion` (default true): whether the docs folder is built at all. */
  includeCurrentVersion: boolean;
  /** `disableVersioning`: versions.json is ignored. */
  disableVersioning: boolean;
  /** `include` and `exclude`: the globs that pick the doc files in each version's folder. */
  files: DocFilePatterns;
  /** `sidebarCollapsible` (default true): whether readers can close a category that does not say. */
  sidebarCollapsible: boolean;
  /** `sidebarCollapsed` (default true): whether a category that does not say starts closed. */
  sidebarCollapsed: boolean;
  /**
   * The plugin id of the docs plugin imported as the main docs when the config has no main docs of its own (the
   * classic preset's `docs: false`, or only docs plugins with ids): its version files are `<id>_versions.json`.
   */
  pluginId?: string;
  /**
   * Set when the docs run remark-typescript-tools' `transpileCodeblocks`: TypeScript blocks of files with these
   * extensions are shown as JavaScript too, unless their fence says `no-transpile`.
   */
  javascriptTabs?: JavaScriptTabs;
  /** The docs' remark plugins that run on each doc before it is converted (the site's own, installed). */
  remarkPlugins?: SitePlugin[];
  /** The docs' rehype plugins that run on the HTML tree of each doc before it is converted. */
  rehypePlugins?: SitePlugin[];
  /** Set when the docs read `$…$` and `$$` blocks as formulas (remark-math). */
  math?: boolean;
}

/** What mapping a config to site.json's sections needs: the imported docs, and where problems go. */
export interface ConfigContext {
  file: string;
  /** Every imported doc, of every version: `to` links are routes, one namespace across versions. */
  docs: DocIndex;
  /**
   * The doc a navbar or footer `doc` item names by its Docusaurus id: the latest release's, as Docusaurus
   * links it outside the docs, else another version's.
   */
  docById: (docId: string, pluginId?: string) => DocTarget | undefined;
  /** The docs with no version (the current docs): what the version menu calls them, and where they live. */
  currentDocs: { label: string; path: string };
  /** Route of the sidebar's first doc: where a `docSidebar` navbar item and the home page's button lead. */
  firstDocRoute?: string;
  /** The same for the sidebar of the docs plugin `pluginId` (a docs section; the main docs for none or "default"). */
  firstDocRouteOf?: (pluginId: string | undefined) => string | undefined;
  /** The docs plugin imported as the main docs when the config has none of its own: its items lead to them. */
  mainDocsPluginId?: string;
  diagnostics: Diagnostics;
}
