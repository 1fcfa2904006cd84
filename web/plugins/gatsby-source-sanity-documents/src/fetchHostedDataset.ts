import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from '@sanity/client';
import type { SanityDocument, SourceConfig } from './types.ts';
import { SanitySourceError } from './types.ts';

export const SANITY_API_VERSION = '2025-02-19';

// Everything the site can show; system documents (e.g. releases) are not content.
const ALL_CONTENT_QUERY = '*[!(_id in path("_.**"))]';
/** Attempts before a transient failure (network, 429, 5xx) stops the build. */
const DEFAULT_ATTEMPTS = 4;
/** The first wait between attempts; each next wait doubles it. */
const DEFAULT_BACKOFF_MS = 1000;
/** A Retry-After longer than this is not waited out: the build stops and says when to try again. */
const LONGEST_WAIT_MS = 60_000;

type HostedConfig = Extract<SourceConfig, { mode: 'hosted' }>;

/** Why a request failed, and whether trying again can help. */
type Failure = { status?: number; cause: string; transient: boolean; retryAfterMs?: number };

/**
 * Fetches all published documents (or drafts overlaid on them) with image
 * asset documents. Network failures, rate limiting (429, waiting as long as
 * Retry-After asks) and server errors are tried again with a doubling wait;
 * a wrong token, a missing project or dataset, or failures that outlast the
 * attempts stop the build with a message saying which it was and what to do.
 */
export async function fetchHostedDataset(config: HostedConfig): Promise<SanityDocument[]> {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    token: config.token,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    perspective: config.overlayDrafts ? 'drafts' : 'published',
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
    // Retries are ours, so they can honour Retry-After and say how many there were.
    maxRetries: 0,
    timeout: config.timeoutMs ?? 30_000,
  });
  const attempts = Math.max(1, config.attempts ?? DEFAULT_ATTEMPTS);
  const backoffMs = config.backoffMs ?? DEFAULT_BACKOFF_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await client.fetch<SanityDocument[]>(ALL_CONTENT_QUERY);
    } catch (error) {
      const failure = classify(error);
      const wait = failure.retryAfterMs ?? backoffMs * 2 ** (attempt - 1);
      if (!failure.transient || attempt >= attempts || wait > LONGEST_WAIT_MS) {
        throw new SanitySourceError(explain(failure, config, attempt), { cause: error });
      }
      await sleep(wait);
    }
  }
}

function classify(error: unknown): Failure {
  const details = error as { statusCode?: number; response?: { headers?: Record<string, string> } };
  const status = typeof details.statusCode === 'number' ? details.statusCode : undefined;
  const cause = describeErrorChain(error);
  if (status === undefined) return { cause, transient: true };
  const retryAfterMs = parseRetryAfter(details.response?.headers?.['retry-after']);
  return {
    status,
    cause,
    transient: status === 429 || status === 408 || status >= 500,
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  };
}

/** Retry-After is whole seconds or an HTTP date. */
function parseRetryAfter(value: string | undefined): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function explain(failure: Failure, config: HostedConfig, attempts: number): string {
  const where = config.apiHost ?? `https://${config.projectId}.api.sanity.io`;
  const opening = `Could not load dataset "${config.dataset}" of Sanity project "${config.projectId}" from ${where}`;
  const closing = 'The build stops here rather than publish an empty or partial site.';
  const tries = attempts === 1 ? '' : ` (${attempts} attempts)`;
  switch (true) {
    case failure.status === 401:
      return config.token
        ? `${opening}: Sanity refused the token (401 Unauthorized). SANITY_READ_TOKEN is wrong, expired or revoked: create a Viewer token under API → Tokens at sanity.io/manage and set it. ${closing}`
        : `${opening}: the dataset is private (401 Unauthorized). Set SANITY_READ_TOKEN to a Viewer token from API → Tokens at sanity.io/manage. ${closing}`;
    case failure.status === 403:
      return `${opening}: the token may not read this dataset (403 Forbidden). Give SANITY_READ_TOKEN a token with the Viewer role (API → Tokens at sanity.io/manage). ${closing}`;
    case failure.status === 404:
      return `${opening}: Sanity has no such project or dataset (404 Not Found). Check SANITY_PROJECT_ID and SANITY_DATASET against the project at sanity.io/manage. ${closing}`;
    case failure.status === 429: {
      const asked =
        failure.retryAfterMs !== undefined ? `; it asked to wait ${Math.ceil(failure.retryAfterMs / 1000)} s` : '';
      return `${opening}: Sanity is rate limiting this project (429 Too Many Requests${tries}${asked}). Try the build again in a few minutes. ${closing}`;
    }
    case failure.status !== undefined:
      return `${opening}: Sanity answered ${failure.status} (${failure.cause})${tries}. ${closing} Try again later, or build from an export with SANITY_DATASET_FILE=path/to/export.tar.gz.`;
    default:
      return `${opening}: ${failure.cause}${tries}. ${closing} Check the network, or build from an export with SANITY_DATASET_FILE=path/to/export.tar.gz.`;
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
