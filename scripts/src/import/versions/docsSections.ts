import { existsSync } from 'node:fs';
import path from 'node:path';
import { CURRENT_VERSION_NAME, MAIN_SECTION_NAME, routeProblem, sectionNameProblem } from '@react-redux-docs/schemas';
import { pluginEntries } from '../config/carriedConfig.ts';
import type { Json } from '../config/types.ts';
import type { Diagnostics } from '../diagnostics.ts';
import type { DocsVersionSource } from './types.ts';

/** A plugin id as a label: `community-guides` → "Community guides". */
const labelOf = (id: string) => {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The docs sections beside the main docs: each instance of Docusaurus's docs plugin with an id of its own, with its
 * folder (`path`), address (`routeBasePath`, which defaults to `docs` as in Docusaurus) and sidebars file. Each is
 * imported as that section's current docs; released versions of a section are named in a warning and left out.
 */
export function docsSections(
  config: Json,
  siteDir: string,
  configFile: string,
  diagnostics: Diagnostics,
): DocsVersionSource[] {
  const sources: DocsVersionSource[] = [];
  for (const { name, options, at } of pluginEntries(config)) {
    if (!/plugin-content-docs/.test(name) || options.id === undefined || options.id === MAIN_SECTION_NAME) continue;
    const id = String(options.id);
    const problem = sectionNameProblem(id);
    if (problem) {
      diagnostics.error(configFile, `${at}: docs plugin id "${id}": ${problem}`);
      continue;
    }
    const docsDir = path.resolve(siteDir, typeof options.path === 'string' ? options.path : 'docs');
    if (!existsSync(docsDir)) {
      diagnostics.error(configFile, `${at}: the docs folder of section "${id}" (${docsDir}) does not exist`);
      continue;
    }
    const base = (typeof options.routeBasePath === 'string' ? options.routeBasePath : 'docs').replace(/^\/+|\/+$/g, '');
    const baseProblem =
      base === '' ? "a docs section at the site's root would take the main docs' addresses" : routeProblem(base);
    if (baseProblem) {
      diagnostics.error(configFile, `${at}: routeBasePath "${base}" of section "${id}": ${baseProblem}`);
      continue;
    }
    const sidebarsFile =
      typeof options.sidebarPath === 'string' ? path.resolve(siteDir, options.sidebarPath) : undefined;
    if (existsSync(path.join(siteDir, `${id}_versions.json`))) {
      diagnostics.warn(
        configFile,
        `${at}: the released versions of docs section "${id}" (${id}_versions.json) are not imported; its current docs are`,
      );
    }
    sources.push({
      name: CURRENT_VERSION_NAME,
      label: labelOf(id),
      path: base,
      docsDir,
      ...(sidebarsFile ? { sidebarsFile } : {}),
      sidebarsOrigin: sidebarsFile ?? configFile,
      isLast: false,
      order: 0,
      unversioned: false,
      section: { name: id, label: labelOf(id) },
    });
  }
  return sources;
}
