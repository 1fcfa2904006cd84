import path from 'node:path';
import { SEED_CONTENT } from '@react-redux-docs/scripts/seed';
import type { SourceConfig } from './types.ts';
import { SanitySourceError } from './types.ts';

export type SourceEnv = Partial<
  Record<
    | 'SANITY_PROJECT_ID'
    | 'SANITY_DATASET'
    | 'SANITY_READ_TOKEN'
    | 'SANITY_API_HOST'
    | 'SANITY_DATASET_FILE'
    | 'SITE_CONTENT'
    | 'NETLIFY'
    | 'CONTEXT',
    string
  >
>;

const HOSTED_VARIABLES = 'SANITY_PROJECT_ID and SANITY_DATASET (and SANITY_READ_TOKEN for a private dataset)';

/**
 * Hosted when a project is configured, else a dataset file when one is named,
 * else the seed content of this repository (imported on the fly from content/).
 * The seed is the default locally and in CI, but a Netlify production deploy
 * without a project would publish the sample content over the real docs, so
 * there it must be asked for with SITE_CONTENT=seed. A relative
 * SANITY_DATASET_FILE is read from where the command was started.
 */
export function resolveSourceConfig(env: SourceEnv, options: { isDevelop: boolean; cwd: string }): SourceConfig {
  const projectId = env.SANITY_PROJECT_ID?.trim();
  const file = env.SANITY_DATASET_FILE?.trim();
  const content = env.SITE_CONTENT?.trim();
  if (content && content !== 'seed') {
    throw new SanitySourceError(
      `SITE_CONTENT is "${content}"; the only value it takes is "seed" (build the bundled sample content). Leave it unset to build from Sanity.`,
    );
  }
  if (content === 'seed') {
    if (projectId || file) {
      const other = projectId ? 'SANITY_PROJECT_ID' : 'SANITY_DATASET_FILE';
      throw new SanitySourceError(
        `SITE_CONTENT=seed and ${other} are both set; unset one to say which content to build.`,
      );
    }
    return { mode: 'seed', contentDir: SEED_CONTENT.contentDir };
  }
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
  if (file) return { mode: 'file', path: path.resolve(options.cwd, file) };
  if (env.NETLIFY === 'true' && env.CONTEXT === 'production') {
    const dataset = env.SANITY_DATASET?.trim() ? ` (SANITY_DATASET is set, SANITY_PROJECT_ID is not)` : '';
    throw new SanitySourceError(
      `This is a Netlify production deploy and no Sanity project is configured${dataset}, so the build stopped rather than publish the sample content over the real docs. Set ${HOSTED_VARIABLES} in the site's environment variables, or set SITE_CONTENT=seed to publish the sample content on purpose.`,
    );
  }
  return { mode: 'seed', contentDir: SEED_CONTENT.contentDir };
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
