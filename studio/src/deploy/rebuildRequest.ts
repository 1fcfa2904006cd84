/**
 * "Rebuild the site" asks through Sanity, not Netlify: it writes the published
 * `siteRebuildRequest` document with the editor's own session, and Sanity's
 * signed webhook (scripts/src/webhook/definition.ts) takes it to the site's
 * function, which starts the build. So only people who may write to the
 * dataset can start builds, and a burst of requests queues one build.
 */
import {
  SITE_REBUILD_REQUEST_ID,
  SITE_REBUILD_REQUEST_TYPE,
  type SiteRebuildRequest,
} from '@react-redux-docs/scripts/webhook';

/** The Studio client's API version for the write. */
export const REBUILD_API_VERSION = '2025-02-19';

/** The part of a Sanity client the request needs (the Studio's `useClient`, or a test's). */
export interface RebuildClient {
  createOrReplace: (document: SiteRebuildRequest) => Promise<unknown>;
}

export type RebuildFailureKind = 'no-permission' | 'sanity-unreachable' | 'sanity-failed';

/** A failed write, by what the editor can do about it. Its message holds the status only. */
export class RebuildRequestError extends Error {
  readonly kind: RebuildFailureKind;
  readonly status?: number;

  constructor(kind: RebuildFailureKind, details: { status?: number; cause?: unknown } = {}) {
    const status = details.status === undefined ? '' : `, HTTP ${details.status}`;
    super(`rebuild request: ${kind}${status}`, { cause: details.cause });
    this.name = 'RebuildRequestError';
    this.kind = kind;
    this.status = details.status;
  }
}

export function rebuildRequestDocument(requestedBy: string | undefined, now: Date): SiteRebuildRequest {
  const name = requestedBy?.trim();
  return {
    _id: SITE_REBUILD_REQUEST_ID,
    _type: SITE_REBUILD_REQUEST_TYPE,
    // A new time each press: the document changes, so the webhook fires.
    requestedAt: now.toISOString(),
    ...(name ? { requestedBy: name } : {}),
  };
}

export async function writeRebuildRequest(
  client: RebuildClient,
  requestedBy: string | undefined,
  now: Date = new Date(),
): Promise<void> {
  try {
    await client.createOrReplace(rebuildRequestDocument(requestedBy, now));
  } catch (error) {
    throw classify(error);
  }
}

/**
 * @sanity/client's errors carry `statusCode` when Sanity answered: 401 or 403
 * (a Viewer, or a role without write access to the document) is a missing
 * permission. Without a status, Sanity was not reached.
 */
function classify(error: unknown): RebuildRequestError {
  const status = (error as { statusCode?: unknown })?.statusCode;
  if (typeof status !== 'number') return new RebuildRequestError('sanity-unreachable', { cause: error });
  if (status === 401 || status === 403) return new RebuildRequestError('no-permission', { status, cause: error });
  return new RebuildRequestError('sanity-failed', { status, cause: error });
}
