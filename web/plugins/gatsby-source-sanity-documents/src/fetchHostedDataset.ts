import { createClient } from '@sanity/client';
import type { SanityDocument, SourceConfig } from './types.ts';
import { SanitySourceError } from './types.ts';

export const SANITY_API_VERSION = '2025-02-19';

// Everything the site can show; system documents (e.g. releases) are not content.
const ALL_CONTENT_QUERY = '*[!(_id in path("_.**"))]';

type HostedConfig = Extract<SourceConfig, { mode: 'hosted' }>;

/** Fetches all published documents (or drafts overlaid on them) with image asset documents. */
export async function fetchHostedDataset(config: HostedConfig): Promise<SanityDocument[]> {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    token: config.token,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    perspective: config.overlayDrafts ? 'drafts' : 'published',
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
    maxRetries: config.maxRetries ?? 3,
    timeout: config.timeoutMs ?? 30_000,
  });
  try {
    return await client.fetch<SanityDocument[]>(ALL_CONTENT_QUERY);
  } catch (error) {
    const where = config.apiHost ?? `https://${config.projectId}.api.sanity.io`;
    const cause = describeErrorChain(error);
    throw new SanitySourceError(
      `Could not load dataset "${config.dataset}" of Sanity project "${config.projectId}" from ${where}: ${cause}. ` +
        'The build stops here rather than publish an empty site. Check the project id, dataset, token and network, ' +
        'or build from an export with SANITY_DATASET_FILE=path/to/export.tar.gz.',
      { cause: error },
    );
  }
}

/** "fetch failed" alone says nothing; the causes underneath name the refused port or the HTTP status. */
function describeErrorChain(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && messages.length < 5) {
    if (current.message && !messages.includes(current.message)) messages.push(current.message);
    current = current.cause;
  }
  return messages.length > 0 ? messages.join(': ') : String(error);
}
