/**
 * Is a production build already waiting to start? If so, it will read the
 * content when it starts, after this change, so asking for another build
 * would only add a redundant one to the queue. A build that has started may
 * have read the content already, so it does not count.
 *
 * Functions keep no shared state, so the function asks Netlify itself
 * (`GET /api/v1/sites/<site>/deploys`, which needs NETLIFY_API_TOKEN).
 */
import { describeNetlifyFailure, listDeploys, type NetlifyAccess, NetlifyApiError } from '../netlifyApi.ts';

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

export async function queuedProductionBuild(
  api: NetlifyAccess,
  fetchImpl: typeof fetch,
  now: number,
): Promise<QueueState> {
  let deploys: Awaited<ReturnType<typeof listDeploys>>;
  try {
    deploys = await listDeploys({ ...api, fetch: fetchImpl, timeoutMs: QUEUE_CHECK_TIMEOUT_MS }, 20);
  } catch (error) {
    if (error instanceof NetlifyApiError) return { state: 'unknown', problem: describeNetlifyFailure(error) };
    throw error;
  }
  const waiting = deploys.find(
    (deploy) =>
      WAITING_STATES.has(deploy.state) &&
      // Deploy previews and branch deploys do not publish the site.
      (deploy.context === undefined || deploy.context === 'production') &&
      !isStale(deploy.created_at, now),
  );
  return waiting ? { state: 'queued', deployId: waiting.id } : { state: 'not-queued' };
}

function isStale(createdAt: unknown, now: number): boolean {
  const created = typeof createdAt === 'string' ? Date.parse(createdAt) : Number.NaN;
  return Number.isFinite(created) && now - created > QUEUED_BUILD_MAX_AGE_MS;
}
