/**
 * The site's latest deploys, for the Studio's Deploy tool: the function reads
 * them from Netlify's API with the site's own token, so no browser ever holds
 * a Netlify token. A function of the request, the environment and a runtime
 * (fetch, log), so tests run it against a stand-in for Netlify.
 *
 *   200  { site: { name, url, publishedDeployId }, deploys: [...] } (answer.ts); a deploy whose build
 *        stopped on the content carries the problem list the build left (`problems`, ../buildProblems/)
 *   204  a CORS preflight (OPTIONS)
 *   405  any other method
 *   503  { error: 'not-configured' }: NETLIFY_API_TOKEN or SITE_ID is missing
 *   502  { error: <kind> }: Netlify refused the token (unauthorized, forbidden), has no such site
 *        (not-found), asks to slow down (rate-limited, with Retry-After), is down (unavailable),
 *        cannot be reached (unreachable), did not answer in time (timeout), or answered nonsense
 *        (malformed, refused)
 *
 * Every answer carries `Cache-Control: no-store` and the CORS headers (see
 * allowedOrigin in config.ts); failures write one redacted line to the log.
 */

import type { BuildProblemsReport } from '../buildProblems/report.ts';
import { buildProblemsStore, readBuildProblems } from '../buildProblems/store.ts';
import { describeNetlifyFailure, getSite, listDeploys, NetlifyApiError } from '../netlifyApi.ts';
import { type LogSink, redactingLog, type WebhookLog } from '../webhook/log.ts';
import { DEPLOYS_LIST_LENGTH, type PublicDeploy, type SiteDeploysAnswer, type SiteDeploysFailure } from './answer.ts';
import { allowedOrigin, type DeploysEnvironment, deploysSecretValues, readDeploysConfig } from './config.ts';

export const FUNCTION_NAME = 'site-deploys';

export interface DeploysRuntime {
  fetch: typeof fetch;
  log: LogSink;
  /** How long each call to Netlify may take; NETLIFY_TIMEOUT_MS unless a test shortens it. */
  timeoutMs?: number;
}

export function createDeploysRuntime(overrides: Partial<DeploysRuntime> = {}): DeploysRuntime {
  return { fetch: (input, init) => fetch(input, init), log: console, ...overrides };
}

export async function handleSiteDeploys(
  request: Request,
  env: DeploysEnvironment,
  runtime: DeploysRuntime,
): Promise<Response> {
  const cors = corsHeaders(env, request.headers.get('origin'));
  if (request.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Allow-Headers': 'Accept',
        'Access-Control-Max-Age': '600',
        'Cache-Control': 'no-store',
      },
    });
  }
  if (request.method !== 'GET') {
    return json(405, { error: 'method-not-allowed' }, { ...cors, Allow: 'GET, OPTIONS' });
  }
  const log = redactingLog(runtime.log, deploysSecretValues(env), FUNCTION_NAME);
  const configured = readDeploysConfig(env);
  if (!configured.ok) {
    log.error(`not configured: ${configured.problem}`);
    return failure(503, 'not-configured', cors);
  }
  const access = { ...configured.config, fetch: runtime.fetch, timeoutMs: runtime.timeoutMs };
  try {
    const [site, deploys] = await Promise.all([getSite(access), listDeploys(access, DEPLOYS_LIST_LENGTH)]);
    const answer: SiteDeploysAnswer = { site, deploys: await withBuildProblems(deploys, env, log) };
    return json(200, answer, cors);
  } catch (error) {
    if (!(error instanceof NetlifyApiError)) {
      log.error(`failed: ${(error as Error)?.name ?? 'unknown error'}`);
      return json(500, { error: 'internal' }, cors);
    }
    log.warn(`could not ${error.operation}: ${describeNetlifyFailure(error)}`);
    const headers: Record<string, string> = { ...cors };
    if (error.kind === 'rate-limited' && error.retryAfterSeconds !== undefined) {
      headers['Retry-After'] = String(error.retryAfterSeconds);
    }
    return failure(502, error.kind, headers);
  }
}

/** How long reading the failed builds' problem lists may add to the answer; the list comes without them after. */
const PROBLEMS_TIMEOUT_MS = 2_000;

/** Each failed deploy with the problem list its build left, when it left one and the store answers in time. */
async function withBuildProblems(
  deploys: PublicDeploy[],
  env: DeploysEnvironment,
  log: WebhookLog,
): Promise<PublicDeploy[]> {
  const failed = deploys.filter((deploy) => deploy.state === 'error' && !deploy.skipped);
  if (failed.length === 0) return deploys;
  let store: ReturnType<typeof buildProblemsStore>;
  try {
    store = buildProblemsStore(env);
  } catch (error) {
    log.warn(`cannot read build problems: ${(error as Error)?.name ?? 'error'}`);
    return deploys;
  }
  if (!store) return deploys;
  const source = store;
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(resolve, PROBLEMS_TIMEOUT_MS, 'timeout').unref());
  const lists = new Map<string, BuildProblemsReport>();
  const reads = Promise.all(
    failed.map(async (deploy) => {
      try {
        const report = await readBuildProblems(source, deploy.id);
        if (report) lists.set(deploy.id, report);
      } catch (error) {
        log.warn(`could not read the problems of a failed build: ${(error as Error)?.name ?? 'error'}`);
      }
    }),
  );
  if ((await Promise.race([reads, timeout])) === 'timeout') log.warn('build problems: no answer in time');
  return deploys.map((deploy) => {
    const problems = lists.get(deploy.id);
    return problems ? { ...deploy, problems } : deploy;
  });
}

function corsHeaders(env: DeploysEnvironment, origin: string | null): Record<string, string> {
  const allowed = allowedOrigin(env, origin);
  return {
    'Access-Control-Allow-Origin': allowed,
    // The Studio reads Retry-After to say how long to wait.
    'Access-Control-Expose-Headers': 'Retry-After',
    ...(allowed === '*' ? {} : { Vary: 'Origin' }),
  };
}

function failure(status: number, kind: SiteDeploysFailure, headers: Record<string, string>): Response {
  return json(status, { error: kind }, headers);
}

function json(status: number, body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}
