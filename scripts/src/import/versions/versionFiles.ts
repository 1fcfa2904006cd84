import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CURRENT_VERSION_NAME } from '@react-redux-docs/schemas';
import { type Diagnostics, fail } from '../diagnostics.ts';
import type { DocsVersionSource } from './types.ts';

/**
 * The prefix of a docs plugin's version files: none for the main docs (`versions.json`, `versioned_docs/`), the
 * plugin id and `_` for another instance (`community_versions.json`, `community_versioned_docs/`), as Docusaurus
 * names them.
 */
const filePrefix = (pluginId: string | undefined) => (pluginId === undefined ? '' : `${pluginId}_`);

/** A release's docs folder and sidebars file, by Docusaurus's layout. A missing sidebars file gets the default sidebar. */
export function releasedFiles(
  name: string,
  siteDir: string,
  versionsFile: string,
  diagnostics: Diagnostics,
  pluginId?: string,
): Pick<DocsVersionSource, 'docsDir' | 'sidebarsFile' | 'sidebarsOrigin'> {
  const prefix = filePrefix(pluginId);
  const docsDir = path.join(siteDir, `${prefix}versioned_docs`, `version-${name}`);
  const sidebars = path.join(siteDir, `${prefix}versioned_sidebars`, `version-${name}-sidebars.json`);
  if (!isFolder(docsDir)) {
    diagnostics.error(docsDir, `docs folder of version ${name} not found; ${path.basename(versionsFile)} lists it`);
  }
  if (existsSync(sidebars)) return { docsDir, sidebarsFile: sidebars, sidebarsOrigin: sidebars };
  diagnostics.warn(
    sidebars,
    `not found: Docusaurus shows version ${name} without a sidebar; here every version has one, generated from its folder as for a site without a sidebars file`,
  );
  return { docsDir, sidebarsOrigin: sidebars };
}

function isFolder(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The released versions the website's versions.json (or a docs section's `<id>_versions.json`) lists, newest first.
 * A "current" entry only places the current docs among them in Docusaurus, so it is not a release.
 */
export function readVersionsFile(siteDir: string, pluginId?: string): { file: string; names: string[] } | undefined {
  const file = path.join(siteDir, `${filePrefix(pluginId)}versions.json`);
  if (!existsSync(file)) return undefined;
  let names: unknown;
  try {
    names = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return fail(file, `invalid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(names) || !names.every((name) => typeof name === 'string')) {
    return fail(file, 'must be a list of version names, like ["1.0"]');
  }
  const releases = names.filter((name) => name !== CURRENT_VERSION_NAME);
  return releases.length > 0 ? { file, names: releases } : undefined;
}
