import path from 'node:path';
import type { SourceConfig } from './types.ts';
import { SanitySourceError } from './types.ts';

export type SourceEnv = Partial<
  Record<
    'SANITY_PROJECT_ID' | 'SANITY_DATASET' | 'SANITY_READ_TOKEN' | 'SANITY_API_HOST' | 'SANITY_DATASET_FILE',
    string
  >
>;

/**
 * Hosted when a project is configured, else a dataset file when one is named,
 * else the seed content of this repository (built on the fly from content/).
 * A relative SANITY_DATASET_FILE is read from where the command was started.
 */
export function resolveSourceConfig(
  env: SourceEnv,
  options: { isDevelop: boolean; repoRoot: string; cwd: string },
): SourceConfig {
  const projectId = env.SANITY_PROJECT_ID?.trim();
  if (projectId) {
    const dataset = env.SANITY_DATASET?.trim();
    if (!dataset) {
      throw new SanitySourceError('SANITY_PROJECT_ID is set but SANITY_DATASET is not. Set both to build from Sanity.');
    }
    const token = env.SANITY_READ_TOKEN?.trim() || undefined;
    return {
      mode: 'hosted',
      projectId,
      dataset,
      token,
      overlayDrafts: options.isDevelop && Boolean(token),
      apiHost: env.SANITY_API_HOST?.trim() || undefined,
    };
  }
  const file = env.SANITY_DATASET_FILE?.trim();
  if (file) return { mode: 'file', path: path.resolve(options.cwd, file) };
  return { mode: 'seed', contentDir: path.join(options.repoRoot, 'content') };
}

export function describeSource(config: SourceConfig): string {
  switch (config.mode) {
    case 'hosted':
      return `Sanity project "${config.projectId}", dataset "${config.dataset}"${config.overlayDrafts ? ' (drafts overlaid)' : ''}`;
    case 'file':
      return `dataset file ${config.path}`;
    case 'seed':
      return `seed content in ${config.contentDir}`;
  }
}
