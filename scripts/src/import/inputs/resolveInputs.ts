import { existsSync } from 'node:fs';
import path from 'node:path';
import { isRecord } from '@react-redux-docs/schemas/is-record';
import { docsOptions } from '../config/docsOptions.ts';
import { CONFIG_FILES, loadDocusaurusConfig } from '../config/loadConfig.ts';
import { Diagnostics, fail } from '../diagnostics.ts';
import { DEFAULT_DOC_FILE_PATTERNS } from '../docs/findDocFiles.ts';
import { docsSections } from '../versions/docsSections.ts';
import { docsVersions } from '../versions/docsVersions.ts';
import type { ImportInputs } from './types.ts';

/** Sidebars file names looked for in a website folder when the config names none. */
const SIDEBARS_FILES = [
  'sidebars.ts',
  'sidebars.js',
  'sidebars.mjs',
  'sidebars.cjs',
  'sidebars.mts',
  'sidebars.cts',
  'sidebars.json',
];

/**
 * Finds the inputs the way Docusaurus does: the config in the website
 * folder, the docs folder and sidebars file it names (or their default
 * places), `static/`, and the released versions in versions.json. Options
 * given explicitly win. Warnings are added to `diagnostics`; errors are thrown.
 */
export async function resolveInputs(
  options: {
    websiteDir?: string;
    docsDir?: string;
    sidebarsFile?: string;
    siteFile?: string;
    configFile?: string;
    versions?: readonly string[];
  },
  diagnostics: Diagnostics = new Diagnostics(),
): Promise<ImportInputs> {
  const websiteDir = options.websiteDir === undefined ? undefined : path.resolve(options.websiteDir);
  if (websiteDir !== undefined && !existsSync(websiteDir)) fail(websiteDir, 'website folder not found');
  // --config takes the website's config's place; --site (our own site.json) takes the place of any config not given.
  const configFile =
    options.configFile !== undefined
      ? path.resolve(options.configFile)
      : options.siteFile === undefined && websiteDir !== undefined
        ? CONFIG_FILES.map((name) => path.join(websiteDir, name)).find((file) => existsSync(file))
        : undefined;
  if (websiteDir !== undefined && configFile === undefined && options.siteFile === undefined) {
    fail(websiteDir, `no Docusaurus config here (${CONFIG_FILES.join(', ')}); give --config or --site`);
  }
  const config = configFile === undefined ? undefined : await loadDocusaurusConfig(configFile);
  const base = configFile === undefined ? websiteDir : path.dirname(configFile);
  const docs = config === undefined ? undefined : docsOptions(config, configFile ?? '', diagnostics);
  diagnostics.throwIfErrors();

  const docsDir =
    options.docsDir !== undefined
      ? path.resolve(options.docsDir)
      : base !== undefined
        ? path.resolve(base, docs?.path ?? 'docs')
        : fail('.', 'no docs folder given: use --docs or --website');
  let sidebarsFile: string | undefined;
  if (options.sidebarsFile !== undefined) sidebarsFile = path.resolve(options.sidebarsFile);
  else if (docs?.sidebarPath !== undefined && base !== undefined) sidebarsFile = path.resolve(base, docs.sidebarPath);
  else if (base !== undefined) {
    sidebarsFile = SIDEBARS_FILES.map((name) => path.join(base, name)).find((file) => existsSync(file));
  }
  if (sidebarsFile === undefined && config === undefined) fail('.', 'no sidebars file given: use --sidebars');

  const siteFile = options.siteFile === undefined ? undefined : path.resolve(options.siteFile);
  if (siteFile === undefined && config === undefined) fail('.', 'no site settings given: use --site or --website');
  const staticDirs =
    config !== undefined && base !== undefined
      ? staticDirectories(config).map((dir) => path.resolve(base, dir))
      : [...(siteFile ? [path.dirname(siteFile)] : []), path.join(path.dirname(docsDir), 'static')];

  const siteDir = base ?? path.dirname(docsDir);
  const sidebarsOrigin = sidebarsFile ?? configFile ?? docsDir;
  const mainDocsPluginId = docs?.pluginId;
  const { versions, versionsFile } = docsVersions(
    {
      siteDir,
      docsDir,
      sidebarsFile,
      sidebarsOrigin,
      options: docs,
      configFile,
      selected: options.versions,
      ...(mainDocsPluginId ? { pluginId: mainDocsPluginId } : {}),
    },
    diagnostics,
  );
  if (isRecord(config)) {
    versions.push(...docsSections(config, siteDir, configFile ?? siteDir, diagnostics, mainDocsPluginId));
  }
  diagnostics.throwIfErrors();

  const docFiles = docs?.files ?? DEFAULT_DOC_FILE_PATTERNS;
  // Without a config, Docusaurus's defaults: categories can be closed and start closed.
  const categoryDefaults = { collapsible: docs?.sidebarCollapsible ?? true, collapsed: docs?.sidebarCollapsed ?? true };
  return {
    siteDir,
    versions,
    versionsFile,
    siteFile,
    configFile,
    config,
    staticDirs,
    docFiles,
    categoryDefaults,
    ...(mainDocsPluginId ? { mainDocsPluginId } : {}),
  };
}

function staticDirectories(config: unknown): string[] {
  const dirs = (config as { staticDirectories?: unknown }).staticDirectories;
  return Array.isArray(dirs) && dirs.every((dir) => typeof dir === 'string') ? dirs : ['static'];
}
