/**
 * Reads the site's latest deploys from its site-deploys function
 * (web/netlify/functions/site-deploys.ts): one GET, no token, no cookies. The
 * answer's shape is the function's own (imported from it); it is checked
 * again here, since a wrong address can lead to any page. Failures are a
 * DeploysApiError whose kind errors.ts says in editors' words.
 */

import { isRecord } from '@react-redux-docs/schemas/is-record';
import {
  isSiteDeploysFailure,
  type PublicDeploy,
  type PublicSite,
  publicDeploy,
  readBuildProblemsReport,
  type SiteDeploysAnswer,
} from '@react-redux-docs/web/deploys';

export type { PublicDeploy as SiteDeploy, PublicSite as SiteSummary, SiteDeploysAnswer };

const DEFAULT_TIMEOUT_MS = 15_000;

export type DeploysFailureKind =
  /** The function's environment lacks NETLIFY_API_TOKEN or SITE_ID. */
  | 'site-not-configured'
  /** No such function at the address (a wrong SANITY_STUDIO_SITE_URL, or a site deployed before the tool). */
  | 'no-function'
  /** Netlify refused the site's token: expired or revoked. */
  | 'unauthorized'
  /** The token's account may not see the site. */
  | 'forbidden'
  /** Netlify has no such site (SITE_ID), or the token cannot see it. */
  | 'not-found'
  | 'rate-limited'
  /** Netlify, or the site's function, is down or unreachable from the function. */
  | 'unavailable'
  | 'refused'
  /** The Studio cannot reach the site (offline, blocked, or the function refuses this Studio's origin). */
  | 'network'
  | 'timeout'
  | 'malformed';

/** Its message is for developers (the browser console): the kind and the status, never the address. */
export class DeploysApiError extends Error {
  readonly kind: DeploysFailureKind;
  readonly status?: number;
  /** What the function said went wrong (its `error`), when it said so. */
  readonly reported?: string;
  readonly retryAfterSeconds?: number;

  constructor(
    kind: DeploysFailureKind,
    details: { status?: number; reported?: string; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    const status = details.status === undefined ? '' : `, HTTP ${details.status}`;
    const reported = details.reported ? `, the function said ${details.reported}` : '';
    super(`site deploys: ${kind}${status}${reported}`, { cause: details.cause });
    this.name = 'DeploysApiError';
    this.kind = kind;
    this.status = details.status;
    this.reported = details.reported;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export interface FetchDeploysOptions {
  /** Aborting it (the tool closed, a newer load) rejects with its reason, not with a DeploysApiError. */
  signal?: AbortSignal;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export async function fetchSiteDeploys(url: string, options: FetchDeploysOptions = {}): Promise<SiteDeploysAnswer> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const fetchImpl = options.fetch ?? fetch;
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      cache: 'no-store',
      signal,
    });
    // The timeout covers the body too.
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (timeout.aborted) throw new DeploysApiError('timeout', { cause: error });
    throw new DeploysApiError('network', { cause: error });
  }
  const body = parseJson(text);
  if (!response.ok) throw failureOf(response, body);
  if (!isRecord(body) || !isRecord(body.site) || !Array.isArray(body.deploys)) {
    throw new DeploysApiError('malformed', { status: response.status });
  }
  const site = body.site;
  return {
    site: {
      ...(typeof site.name === 'string' ? { name: site.name } : {}),
      ...(typeof site.url === 'string' ? { url: site.url } : {}),
      ...(typeof site.publishedDeployId === 'string' ? { publishedDeployId: site.publishedDeployId } : {}),
    },
    // Read as the function reads Netlify's: anything that is not a deploy is left out.
    deploys: body.deploys.flatMap((entry) => {
      const deploy = publicDeploy(entry);
      if (!deploy) return [];
      const problems = isRecord(entry) ? readBuildProblemsReport(entry.problems) : undefined;
      return [problems ? { ...deploy, problems } : deploy];
    }),
  };
}

function failureOf(response: Response, body: unknown): DeploysApiError {
  const { status } = response;
  const reported = isRecord(body) && isSiteDeploysFailure(body.error) ? body.error : undefined;
  const details = { status, reported };
  if (!reported) {
    // Not the function's answer: the address serves something else, or Netlify stood in for the function.
    if (status === 404 || status === 405) return new DeploysApiError('no-function', details);
    if (status === 429)
      return new DeploysApiError('rate-limited', { ...details, retryAfterSeconds: retryAfter(response) });
    if (status >= 500) return new DeploysApiError('unavailable', details);
    return new DeploysApiError('refused', details);
  }
  switch (reported) {
    case 'not-configured':
      return new DeploysApiError('site-not-configured', details);
    case 'unreachable':
      return new DeploysApiError('unavailable', details);
    case 'rate-limited':
      return new DeploysApiError('rate-limited', { ...details, retryAfterSeconds: retryAfter(response) });
    default:
      return new DeploysApiError(reported, details);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function retryAfter(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  const seconds = Number(value);
  return value !== null && value.trim() !== '' && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}
