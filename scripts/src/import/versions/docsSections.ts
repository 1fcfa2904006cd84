import { existsSync } from 'node:fs';
import path from 'node:path';
import { MAIN_SECTION_NAME, routeProblem, sectionNameProblem } from '@react-redux-docs/schemas';
import { pluginEntries } from '../config/carriedConfig.ts';
import { parseDocsOptions } from '../config/docsOptions.ts';
import type { Json } from '../config/types.ts';
import type { Diagnostics } from '../diagnostics.ts';
import { docsVersions } from './docsVersions.ts';
import type { DocsVersionSource } from './types.ts';

/** A plugin id as a label: `community-guides` → "Community guides". */
const labelOf = (id: string) => {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The docs sections beside the main docs: each instance of Docusaurus's docs plugin with an id of its own, with its
 * folder (`path`), address (`routeBasePath`, which defaults to `docs` as in Docusaurus) and sidebars file, and its
 * released versions (`<id>_versions.json`, `<id>_versioned_docs/`, `<id>_versioned_sidebars/`) by the same rules
 * as the main docs' (lastVersion, onlyIncludeVersions, versions.<name>.label and path).
 */
export function docsSections(
  config: Json,
  siteDir: string,
  configFile: string,
  diagnostics: Diagnostics,
  /** A docs plugin imported as the main docs (the config has none of its own): not a section. */
  mainDocsPluginId?: string,
): DocsVersionSource[] {
  const sources: DocsVersionSource[] = [];
  for (const { name, options, at } of pluginEntries(config)) {
    if (!/plugin-content-docs/.test(name) || options.id === undefined || options.id === MAIN_SECTION_NAME) continue;
    if (options.id === mainDocsPluginId) continue;
    const id = String(options.id);
    const problem = sectionNameProblem(id);
    if (problem) {
      diagnostics.error(configFile, `${at}: docs plugin id "${id}": ${problem}`);
      continue;
    }
    const parsed = parseDocsOptions(options, configFile, diagnostics);
    const docsDir = path.resolve(siteDir, parsed.path);
    if (!existsSync(docsDir)) {
      diagnostics.error(configFile, `${at}: the docs folder of section "${id}" (${docsDir}) does not exist`);
      continue;
    }
    const base = parsed.routeBasePath;
    const baseProblem =
      base === '' ? "a docs section at the site's root would take the main docs' addresses" : routeProblem(base);
    if (baseProblem) {
      diagnostics.error(configFile, `${at}: routeBasePath "${base}" of section "${id}": ${baseProblem}`);
      continue;
    }
    const sidebarsFile = parsed.sidebarPath === undefined ? undefined : path.resolve(siteDir, parsed.sidebarPath);
    const { versions } = docsVersions(
      {
        siteDir,
        docsDir,
        ...(sidebarsFile ? { sidebarsFile } : {}),
        sidebarsOrigin: sidebarsFile ?? configFile,
        options: parsed,
        configFile,
        pluginId: id,
      },
      diagnostics,
    );
    const section = { name: id, label: labelOf(id) };
    sources.push(...versions.map((version) => ({ ...version, section })));
  }
  return sources;
}
