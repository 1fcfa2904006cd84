/**
 * The site's functions' calls to Netlify's REST API (https://open-api.netlify.com),
 * server-side with the site's access token: list a site's latest deploys (the
 * Deploy tool's list, the webhook's look at the build queue), read the site.
 * Answers are checked and reduced to the public fields (deploys/answer.ts); a
 * failure is a NetlifyApiError, whose kind site-deploys answers with.
 */
import { isRecord } from '@react-redux-docs/schemas/is-record';
import { type PublicDeploy, type PublicSite, publicDeploy, publicSite } from './deploys/answer.ts';

export const DEFAULT_NETLIFY_API_URL = 'https://api.netlify.com/api/v1';

/**
 * How long one call may take, its body included. Both calls run at once, so
 * the function answers within this, well inside a synchronous function's
 * time limit (10 s on older sites).
 */
export const NETLIFY_TIMEOUT_MS = 8_000;

export type NetlifyFailureKind =
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'rate-limited'
  | 'unavailable'
  | 'unreachable'
  | 'timeout'
  | 'malformed'
  | 'refused';

/** Its message names the operation and the status, never the address, the site id or the token. */
export class NetlifyApiError extends Error {
  readonly kind: NetlifyFailureKind;
  readonly operation: string;
  readonly status?: number;
  readonly retryAfterSeconds?: number;

  constructor(
    kind: NetlifyFailureKind,
    operation: string,
    details: { status?: number; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    const status = details.status === undefined ? '' : ` (HTTP ${details.status})`;
    super(`Netlify API, ${operation}: ${kind}${status}`, { cause: details.cause });
    this.name = 'NetlifyApiError';
    this.kind = kind;
    this.operation = operation;
    this.status = details.status;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/**
 * NETLIFY_API_TOKEN and the site's id (Netlify's context, else SITE_ID), and
 * NETLIFY_API_URL for tests: what both functions need to ask Netlify, or
 * undefined with the names of what is missing.
 */
export function readNetlifyAccess(
  env: Readonly<Record<string, string | undefined>>,
): { ok: true; access: NetlifyAccess } | { ok: false; missing: string[] } {
  const token = env.NETLIFY_API_TOKEN?.trim();
  const siteId = env.SITE_ID?.trim();
  if (!token || !siteId) {
    return { ok: false, missing: [!token && 'NETLIFY_API_TOKEN', !siteId && 'SITE_ID'].filter(Boolean) as string[] };
  }
  return { ok: true, access: { token, siteId, apiUrl: env.NETLIFY_API_URL?.trim() || DEFAULT_NETLIFY_API_URL } };
}

export interface NetlifyAccess {
  token: string;
  siteId: string;
  /** Netlify's API, `https://api.netlify.com/api/v1` or a stand-in's (with or without the `/api/v1`). */
  apiUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export async function listDeploys(access: NetlifyAccess, perPage: number): Promise<PublicDeploy[]> {
  const operation = 'list deploys';
  const query = new URLSearchParams({ per_page: String(perPage) });
  const body = await request(access, operation, `/sites/${encodeURIComponent(access.siteId)}/deploys?${query}`);
  if (!Array.isArray(body)) throw new NetlifyApiError('malformed', operation);
  return body.flatMap((entry) => {
    const deploy = publicDeploy(entry);
    return deploy ? [deploy] : [];
  });
}

export async function getSite(access: NetlifyAccess): Promise<PublicSite> {
  const operation = 'read the site';
  const body = await request(access, operation, `/sites/${encodeURIComponent(access.siteId)}`);
  if (!isRecord(body)) throw new NetlifyApiError('malformed', operation);
  return publicSite(body);
}

/** The API's base, ending in `/api/v1` whether or not it was given with it. */
export function apiBase(apiUrl: string): string {
  const base = apiUrl.trim().replace(/\/+$/, '');
  return base.endsWith('/api/v1') ? base : `${base}/api/v1`;
}

async function request(access: NetlifyAccess, operation: string, path: string): Promise<unknown> {
  const timeoutMs = access.timeoutMs ?? NETLIFY_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const fetchImpl = access.fetch ?? fetch;
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(`${apiBase(access.apiUrl)}${path}`, {
      headers: { Authorization: `Bearer ${access.token}`, Accept: 'application/json' },
      signal: timeout,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw failureForStatus(response, operation);
    }
    // The timeout covers the body too: a response whose body never ends is a timeout.
    text = await response.text();
  } catch (error) {
    if (error instanceof NetlifyApiError) throw error;
    if (timeout.aborted) throw new NetlifyApiError('timeout', operation, { cause: error });
    throw new NetlifyApiError('unreachable', operation, { cause: error });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new NetlifyApiError('malformed', operation, { status: response.status, cause: error });
  }
}

function failureForStatus(response: Response, operation: string): NetlifyApiError {
  const { status } = response;
  if (status === 401) return new NetlifyApiError('unauthorized', operation, { status });
  if (status === 403) return new NetlifyApiError('forbidden', operation, { status });
  if (status === 404) return new NetlifyApiError('not-found', operation, { status });
  if (status === 429) {
    return new NetlifyApiError('rate-limited', operation, { status, retryAfterSeconds: retryAfter(response) });
  }
  if (status >= 500) return new NetlifyApiError('unavailable', operation, { status });
  return new NetlifyApiError('refused', operation, { status });
}

/** Retry-After when sent, else Netlify's X-RateLimit-Reset (the epoch second the limit resets). */
function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  if (response.headers.has('retry-after') && Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const reset = Number(response.headers.get('x-ratelimit-reset'));
  if (response.headers.has('x-ratelimit-reset') && Number.isFinite(reset)) {
    return Math.max(0, Math.ceil(reset - Date.now() / 1000));
  }
  return undefined;
}

/** A failure in a few words for the functions' logs: the kind, the status, which setting to check; never a body. */
export function describeNetlifyFailure(error: NetlifyApiError): string {
  const status = error.status === undefined ? '' : ` (HTTP ${error.status})`;
  const cause = error.cause instanceof Error ? ` (${causeCode(error.cause)})` : '';
  switch (error.kind) {
    case 'unauthorized':
    case 'forbidden':
      return `Netlify's API refused the token${status}; check NETLIFY_API_TOKEN`;
    case 'not-found':
      return `Netlify's API has no such site${status}; check SITE_ID, and that NETLIFY_API_TOKEN's account can see the site`;
    case 'rate-limited':
      return `Netlify's API is rate limiting${status}`;
    case 'unavailable':
      return `Netlify's API is unavailable${status}`;
    case 'unreachable':
      return `Netlify's API could not be reached${cause}`;
    case 'timeout':
      return "Netlify's API did not answer in time";
    case 'malformed':
      return `Netlify's API answered with something that is not the expected JSON${status}`;
    case 'refused':
      return `Netlify's API refused the request${status}`;
  }
}

/** A network error's code (ECONNREFUSED…), never its message, which may hold the address. */
function causeCode(error: Error): string {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' ? code : error.name;
}
