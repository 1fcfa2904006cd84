/**
 * Is a production build already waiting to start? If so, it will read the
 * content when it starts, after this change, so asking for another build
 * would only add a redundant one to the queue. A build that has started may
 * have read the content already, so it does not count.
 *
 * Functions keep no shared state, so the function asks Netlify itself
 * (`GET /api/v1/sites/<site>/deploys`, which needs NETLIFY_API_TOKEN).
 */
import type { NetlifyApiAccess } from './config.ts';

/** Deploy states before the build starts (Netlify's deploy states; `pending_review` waits for a person, so not those). */
const WAITING_STATES = new Set(['new', 'accepted', 'enqueued']);

/**
 * A deploy that has waited longer than this is presumed stuck: it no longer
 * keeps new changes from asking for a build of their own.
 */
export const QUEUED_BUILD_MAX_AGE_MS = 30 * 60_000;

const QUEUE_CHECK_TIMEOUT_MS = 2_000;

export type QueueState =
  | { state: 'queued'; deployId: string }
  | { state: 'not-queued' }
  /** Netlify could not be asked: the caller asks for a build, since a lost change is worse than an extra build. */
  | { state: 'unknown'; problem: string };

interface DeploySummary {
  id?: unknown;
  state?: unknown;
  context?: unknown;
  created_at?: unknown;
}

export async function queuedProductionBuild(
  api: NetlifyApiAccess,
  fetchImpl: typeof fetch,
  now: number,
): Promise<QueueState> {
  const url = new URL(`/api/v1/sites/${encodeURIComponent(api.siteId)}/deploys`, api.baseUrl);
  url.searchParams.set('per_page', '20');
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { Authorization: `Bearer ${api.token}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(QUEUE_CHECK_TIMEOUT_MS),
    });
  } catch (error) {
    return { state: 'unknown', problem: describeFetchFailure(error, QUEUE_CHECK_TIMEOUT_MS) };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    const hint = response.status === 401 || response.status === 403 ? ' (check NETLIFY_API_TOKEN)' : '';
    return { state: 'unknown', problem: `Netlify's API answered HTTP ${response.status}${hint}` };
  }
  let deploys: unknown;
  try {
    deploys = await response.json();
  } catch {
    return { state: 'unknown', problem: "Netlify's API answered with something that is not JSON" };
  }
  if (!Array.isArray(deploys))
    return { state: 'unknown', problem: "Netlify's API did not answer with a list of deploys" };
  const waiting = (deploys as DeploySummary[]).find(
    (deploy) =>
      typeof deploy.state === 'string' &&
      WAITING_STATES.has(deploy.state) &&
      // Deploy previews and branch deploys do not publish the site.
      (deploy.context === undefined || deploy.context === 'production') &&
      !isStale(deploy.created_at, now),
  );
  return waiting ? { state: 'queued', deployId: String(waiting.id ?? 'unknown') } : { state: 'not-queued' };
}

function isStale(createdAt: unknown, now: number): boolean {
  const created = typeof createdAt === 'string' ? Date.parse(createdAt) : Number.NaN;
  return Number.isFinite(created) && now - created > QUEUED_BUILD_MAX_AGE_MS;
}

/** A fetch failure in a few words: its code (ECONNREFUSED…) or a timeout, never its message, which may hold the URL. */
export function describeFetchFailure(error: unknown, timeoutMs: number): string {
  const name = (error as Error)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  const code = (error as { cause?: { code?: unknown } })?.cause?.code;
  return typeof code === 'string' ? `network error ${code}` : 'network error';
}
