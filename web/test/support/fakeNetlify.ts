/**
 * A stand-in for Netlify on a loopback port, for the tests of the
 * site-deploys function (and the Studio's end-to-end test, through
 * studio/test/studio-e2e/siteDeploysServer.ts): the two API endpoints the
 * function calls (the site, its deploys) with answers shaped like Netlify's,
 * every field included, and a build hook like the publish webhook's; a record
 * of every request, failures on demand, and deploys that move through their
 * states when a test says so.
 *
 *   const netlify = await startFakeNetlify();
 *   // NETLIFY_API_URL=netlify.apiUrl, NETLIFY_API_TOKEN=netlify.token, SITE_ID=netlify.siteId
 *   netlify.failWith('unauthorized');   // every later request, or { endpoint: 'deploys', times: 1 }
 *   await netlify.close();
 *
 * It answers CORS preflights, so a page on another origin can call it.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BUILD_SCRIPT_FAILED,
  FAKE_SITE_ID,
  type FakeDeploy,
  makeDeploy,
  sampleDeploys,
  siteObject,
} from './fakeNetlifyData.ts';

export {
  BUILD_SCRIPT_FAILED,
  FAKE_LOG_TOKEN,
  FAKE_SITE_ID,
  type FakeDeploy,
  makeDeploy,
  sampleDeploys,
} from './fakeNetlifyData.ts';

export const FAKE_TOKEN = 'nfp_fakeToken0123456789abcdefghijklmnopqrstu';
/** The secret part of the build hook's address (`<origin>/build_hooks/<id>`). */
export const FAKE_BUILD_HOOK_ID = '6650f00dbeef00000000c0de';

export type Endpoint = 'deploys' | 'site' | 'build-hook';

export type FailureMode =
  /** 401, as for a wrong, expired or revoked token. */
  | 'unauthorized'
  /** 403. */
  | 'forbidden'
  /** 404, as for a wrong site id or a token of another account. */
  | 'not-found'
  /** 429 with Netlify's rate-limit headers and Retry-After. */
  | 'rate-limited'
  /** 500 with Netlify's JSON error body. */
  | 'server-error'
  /** 502 with an HTML page, as from the proxy in front of the API when it is down. */
  | 'bad-gateway'
  /** 200 whose body is not JSON. */
  | 'malformed-json'
  /** 200 with JSON of the wrong shape (an object where a list belongs, and the reverse). */
  | 'wrong-shape'
  /** Never answers. */
  | 'hang'
  /** Sends the headers and the first bytes of the body, then nothing more. */
  | 'hang-body';

export interface RecordedRequest {
  method: string;
  /** The path under the API base, e.g. `/sites/<id>/deploys`, or the build hook's `/build_hooks/<id>`. */
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  origin: string | undefined;
  endpoint: Endpoint | undefined;
}

export interface FakeNetlify {
  /** Pass as NETLIFY_API_URL; ends in `/api/v1` like Netlify's. */
  apiUrl: string;
  origin: string;
  /** A build hook of the site: a POST queues a production deploy titled with its `trigger_title`. */
  buildHookUrl: string;
  siteId: string;
  token: string;
  requests: RecordedRequest[];
  /** Newest first; tests may change them. */
  deploys: FakeDeploy[];
  /** The site object `GET /sites/:id` returns (its `published_deploy` is kept up to date by `advance`). */
  site: Record<string, unknown>;
  /** Requests to `endpoint` (all when omitted) fail this way, `times` times (always when omitted); `undefined` ends it. */
  failWith: (mode: FailureMode | undefined, options?: { endpoint?: Endpoint; times?: number }) => void;
  /** Moves the oldest unfinished deploy one step: waiting → building → live. Returns it, or undefined. */
  advance: () => FakeDeploy | undefined;
  /** Ends the deploy as failed, with Netlify's message for a build script that failed. */
  failDeploy: (deployId: string, errorMessage?: string) => void;
  /** Forgets the recorded requests. */
  clearRequests: () => void;
  close: () => Promise<void>;
}

export interface FakeNetlifyOptions {
  siteId?: string;
  token?: string;
  /** Defaults to `sampleDeploys(Date.now())`. */
  deploys?: FakeDeploy[];
  /** Defaults to 127.0.0.1; the port is chosen by the system. */
  host?: string;
}

export async function startFakeNetlify(options: FakeNetlifyOptions = {}): Promise<FakeNetlify> {
  const siteId = options.siteId ?? FAKE_SITE_ID;
  const token = options.token ?? FAKE_TOKEN;
  const deploys = options.deploys ?? sampleDeploys(Date.now());
  const site = siteObject(siteId);
  const [live] = deploys
    .filter((deploy) => deploy.state === 'ready' && deploy.context === 'production' && deploy.published_at)
    .sort((a, b) => Date.parse(String(b.published_at)) - Date.parse(String(a.published_at)));
  if (live) site.published_deploy = live;
  const requests: RecordedRequest[] = [];
  let failure: { mode: FailureMode; endpoint?: Endpoint; remaining: number } | undefined;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const endpoint =
      url.pathname === `/build_hooks/${FAKE_BUILD_HOOK_ID}`
        ? 'build-hook'
        : endpointOf(request.method ?? 'GET', path, siteId);
    requests.push({
      method: request.method ?? 'GET',
      path,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization,
      origin: request.headers.origin,
      endpoint,
    });
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Authorization, Accept, Content-Type',
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return;
    }
    request.resume();
    if (failure && (!failure.endpoint || failure.endpoint === endpoint)) {
      const { mode } = failure;
      failure.remaining -= 1;
      if (failure.remaining <= 0) failure = undefined;
      fail(response, mode, endpoint);
      return;
    }
    // The build hook's address is its secret: it takes no token.
    if (endpoint === 'build-hook') {
      if (request.method !== 'POST') return json(response, 405, { code: 405, message: 'Method Not Allowed' });
      buildHook(response, url.searchParams);
      return;
    }
    if (request.headers.authorization !== `Bearer ${token}`) {
      json(response, 401, { code: 401, message: 'Access Denied' });
      return;
    }
    if (!url.pathname.startsWith('/api/v1/') || !endpoint) {
      json(response, 404, { code: 404, message: 'Not Found' });
      return;
    }
    answer(response, endpoint, url.searchParams);
  });

  function answer(response: ServerResponse, endpoint: Endpoint, query: URLSearchParams) {
    if (endpoint === 'site') return json(response, 200, site);
    const perPage = Math.min(Math.max(Number(query.get('per_page')) || 100, 1), 100);
    const page = Math.max(Number(query.get('page')) || 1, 1);
    const newestFirst = [...deploys].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
    return json(response, 200, newestFirst.slice((page - 1) * perPage, page * perPage));
  }

  /** As Netlify's build hooks: a production deploy waits to start, titled with `trigger_title`; the answer is empty. */
  function buildHook(response: ServerResponse, query: URLSearchParams) {
    // Netlify builds the production branch's latest commit, so the deploy carries its hash like a git deploy.
    const head = deploys.find((deploy) => deploy.context === 'production' && deploy.commit_ref);
    deploys.unshift(
      makeDeploy(siteId, {
        state: 'enqueued',
        created_at: new Date().toISOString(),
        title: query.get('trigger_title'),
        context: 'production',
        commit_ref: head?.commit_ref ?? null,
        commit_url: head?.commit_url ?? null,
      }),
    );
    response.writeHead(200);
    response.end();
  }

  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;
  const origin = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;

  return {
    apiUrl: `${origin}/api/v1`,
    origin,
    buildHookUrl: `${origin}/build_hooks/${FAKE_BUILD_HOOK_ID}`,
    siteId,
    token,
    requests,
    deploys,
    site,
    failWith(mode, { endpoint, times = Number.POSITIVE_INFINITY } = {}) {
      failure = mode ? { mode, endpoint, remaining: times } : undefined;
    },
    advance() {
      const unfinished = deploys
        .filter((deploy) => UNFINISHED.has(deploy.state))
        .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))[0];
      if (!unfinished) return undefined;
      const now = new Date();
      unfinished.updated_at = now.toISOString();
      if (unfinished.state === 'building') {
        unfinished.state = 'ready';
        unfinished.published_at = now.toISOString();
        unfinished.deploy_time = Math.round((now.getTime() - Date.parse(unfinished.created_at)) / 1000);
        site.published_deploy = unfinished;
      } else {
        unfinished.state = 'building';
      }
      return unfinished;
    },
    failDeploy(deployId, errorMessage = BUILD_SCRIPT_FAILED) {
      const deploy = deploys.find((candidate) => candidate.id === deployId);
      if (!deploy) throw new Error(`no deploy ${deployId}`);
      deploy.state = 'error';
      deploy.error_message = errorMessage;
      deploy.deploy_time = Math.round((Date.now() - Date.parse(deploy.created_at)) / 1000);
    },
    clearRequests() {
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

const UNFINISHED = new Set(['new', 'accepted', 'enqueued', 'building']);

function endpointOf(method: string, path: string, siteId: string): Endpoint | undefined {
  if (method !== 'GET') return undefined;
  if (path === `/sites/${encodeURIComponent(siteId)}`) return 'site';
  if (path === `/sites/${encodeURIComponent(siteId)}/deploys`) return 'deploys';
  return undefined;
}

function fail(response: ServerResponse, mode: FailureMode, endpoint: Endpoint | undefined) {
  switch (mode) {
    case 'unauthorized':
      return json(response, 401, { code: 401, message: 'Access Denied' });
    case 'forbidden':
      return json(response, 403, { code: 403, message: 'Forbidden' });
    case 'not-found':
      return json(response, 404, { code: 404, message: 'Not Found' });
    case 'rate-limited':
      response.setHeader('X-RateLimit-Limit', '500');
      response.setHeader('X-RateLimit-Remaining', '0');
      response.setHeader('X-RateLimit-Reset', String(Math.ceil(Date.now() / 1000) + 30));
      response.setHeader('Retry-After', '30');
      return json(response, 429, { code: 429, message: 'Rate limit exceeded' });
    case 'server-error':
      return json(response, 500, { code: 500, message: 'Internal Server Error' });
    case 'bad-gateway':
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>');
      return;
    case 'malformed-json':
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('[{"id":"5f8d0c0e2a1b3c0007a1b2c3","state":"ready","created_at":"2024-');
      return;
    case 'wrong-shape':
      return json(response, 200, endpoint === 'deploys' ? { deploys: [] } : []);
    case 'hang':
      return;
    case 'hang-body':
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('[{"id":');
      return;
  }
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
