import type { DocFilePatterns } from '../docs/types.ts';
import type { CategoryDefaults } from '../sidebars/types.ts';
import type { DocsVersionSource } from '../versions/types.ts';

/** Where each input of an import is, once a website folder and its config are looked into. */
export interface ImportInputs {
  /** The website folder (without one, the docs folder's parent): files are named relative to it. */
  siteDir: string;
  /**
   * The docs versions to import, each with its docs folder, sidebars file and route prefix: the docs without a
   * version first (the current docs), then released ones.
   */
  versions: DocsVersionSource[];
  /** The website's `versions.json`, when it lists released docs versions. */
  versionsFile?: string;
  siteFile?: string;
  configFile?: string;
  config?: unknown;
  /** Folders image paths like `/img/logo.svg` are looked up in, first first. */
  staticDirs: string[];
  /** Which files of a docs folder are docs (the docs plugin's include and exclude). */
  docFiles: DocFilePatterns;
  /** How sidebar categories open when they do not say (the docs plugin's sidebarCollapsible and sidebarCollapsed). */
  categoryDefaults: CategoryDefaults;
  /** The id of the docs plugin imported as the main docs, when the config has no main docs of its own. */
  mainDocsPluginId?: string;
}
