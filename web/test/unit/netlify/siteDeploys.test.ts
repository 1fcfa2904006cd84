/**
 * The site-deploys function on loopback: the function itself (its default
 * export, real fetch) behind a Netlify-like host, asking a local stand-in for
 * Netlify's API (fakeNetlify.ts) that answers with every field Netlify sends.
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import type { Context } from '@netlify/functions';
import { type PublicDeploy, SITE_DEPLOYS_PATH, type SiteDeploysAnswer } from '../../../netlify/deploys/answer.ts';
import { createDeploysRuntime, handleSiteDeploys } from '../../../netlify/deploys/handler.ts';
import siteDeploys from '../../../netlify/functions/site-deploys.ts';
import {
  FAKE_LOG_TOKEN,
  type FailureMode,
  type FakeNetlify,
  makeDeploy,
  startFakeNetlify,
} from '../../support/fakeNetlify.ts';
import { close, hostFunctions, listen, type NetlifyFunction } from '../../support/hostFunction.ts';
import { CapturedLog } from './sanityWebhookFakes.ts';

const STUDIO = 'https://react-redux-docs.sanity.studio';
const ENV_NAMES = ['NETLIFY_API_TOKEN', 'NETLIFY_API_URL', 'SITE_ID', 'STUDIO_ORIGIN'] as const;
const savedEnv = ENV_NAMES.map((name) => process.env[name]);

/** Every field the function may pass on; anything else of Netlify's answer must stay on the server. */
const DEPLOY_FIELDS = new Set([
  'id',
  'state',
  'created_at',
  'updated_at',
  'published_at',
  'deploy_time',
  'title',
  'branch',
  'context',
  'error_message',
  'commit_ref',
  'committer',
  'skipped',
  'links',
]);

let netlify: FakeNetlify;
let server: Server;
let functionUrl: string;
/** What the host runs: the real function unless a test swaps in the handler with its own runtime. */
let current: NetlifyFunction = siteDeploys;
const printed: string[] = [];
const consoleMethods = ['log', 'info', 'warn', 'error'] as const;
const originalConsole = consoleMethods.map((method) => console[method]);

before(async () => {
  netlify = await startFakeNetlify();
  // As on Netlify, the site id comes with the request's context; the token and the API from the environment.
  server = hostFunctions({ [SITE_DEPLOYS_PATH]: (request, context) => current(request, context) }, {
    site: { id: netlify.siteId },
  } as Context);
  functionUrl = `${await listen(server)}${SITE_DEPLOYS_PATH}`;
  for (const method of consoleMethods) {
    console[method] = (...data: unknown[]) => {
      printed.push(data.map(String).join(' '));
    };
  }
});

after(async () => {
  consoleMethods.forEach((method, index) => {
    console[method] = originalConsole[index] as (typeof console)[typeof method];
  });
  ENV_NAMES.forEach((name, index) => {
    if (savedEnv[index] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[index];
  });
  await close(server);
  await netlify.close();
});

beforeEach(() => {
  process.env.NETLIFY_API_TOKEN = netlify.token;
  process.env.NETLIFY_API_URL = netlify.apiUrl;
  delete process.env.SITE_ID;
  delete process.env.STUDIO_ORIGIN;
  current = siteDeploys;
  netlify.failWith(undefined);
  netlify.clearRequests();
  printed.length = 0;
});

afterEach(() => {
  for (const line of printed) assert.ok(!line.includes(netlify.token), `the token leaked into the log: ${line}`);
});

async function get(init: RequestInit = {}): Promise<{ response: Response; body: unknown; text: string }> {
  const response = await fetch(functionUrl, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { response, body, text };
}

describe('site-deploys: the answer', () => {
  test('the site and its ten latest deploys, with only the fields the Deploy tool shows', async () => {
    const { response, body, text } = await get({ headers: { Origin: STUDIO } });
    assert.equal(response.status, 200, text);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const answer = body as SiteDeploysAnswer;
    assert.deepEqual(answer.site, {
      name: 'react-redux-docs',
      url: 'https://react-redux.js.org',
      publishedDeployId: '6650a1c2e4b0f20008a1b2c1',
    });
    assert.equal(answer.deploys.length, 10, 'the stand-in holds 12; the function asks for 10');
    const [first] = netlify.deploys;
    assert.deepEqual(answer.deploys[0], {
      id: '6650a1c2e4b0f20008a1b2c1',
      state: 'ready',
      created_at: first?.created_at,
      updated_at: first?.updated_at as string,
      published_at: first?.published_at as string,
      deploy_time: 64,
      title: 'Sanity: Announcement bar updated',
      branch: 'main',
      context: 'production',
      commit_ref: first?.commit_ref as string,
      links: { permalink: 'https://6650a1c2e4b0f20008a1b2c1--react-redux-docs.netlify.app' },
    } satisfies PublicDeploy);
    assert.equal(answer.deploys[1]?.error_message, netlify.deploys[1]?.error_message);
    assert.equal(answer.deploys[2]?.committer, 'markerikson');
    for (const deploy of answer.deploys) {
      for (const field of Object.keys(deploy)) assert.ok(DEPLOY_FIELDS.has(field), `${field} passed through`);
      assert.deepEqual(Object.keys(deploy.links ?? {}), deploy.links ? ['permalink'] : []);
    }
    // Netlify sends these with every deploy and the site; none may reach a browser.
    for (const secretish of [
      'admin_url',
      'app.netlify.com',
      'log_access_attributes',
      FAKE_LOG_TOKEN,
      'firebaseio',
      'build_settings',
      'deploy_ssl_url',
      'site_id',
      netlify.siteId,
      netlify.token,
    ]) {
      assert.ok(!text.includes(secretish), `${secretish} is in the answer`);
    }
    assert.deepEqual(Object.keys(answer), ['site', 'deploys']);
    assert.deepEqual(printed, [], 'a successful answer logs nothing (the Studio asks every few seconds)');
  });

  test("it asks Netlify's API with the token, for the site named by the request's context", async () => {
    await get();
    assert.deepEqual(
      netlify.requests
        .map(({ method, path, query, authorization }) => ({ method, path, query, authorization }))
        .sort((a, b) => a.path.localeCompare(b.path)),
      [
        { method: 'GET', path: `/sites/${netlify.siteId}`, query: {}, authorization: `Bearer ${netlify.token}` },
        {
          method: 'GET',
          path: `/sites/${netlify.siteId}/deploys`,
          query: { per_page: '10' },
          authorization: `Bearer ${netlify.token}`,
        },
      ],
    );
  });

  test("NETLIFY_API_URL may be given with or without /api/v1 (the webhook's form)", async () => {
    process.env.NETLIFY_API_URL = `${netlify.origin}/`;
    const { response } = await get();
    assert.equal(response.status, 200);
    assert.equal(netlify.requests.length, 2);
  });

  test('entries that are not deploys are left out; fields of the wrong type, and unsafe links, are dropped', async () => {
    const original = netlify.deploys.map((deploy) => ({ ...deploy }));
    try {
      const [first, second] = netlify.deploys;
      Object.assign(first ?? {}, {
        deploy_time: '64',
        title: ['not', 'a', 'title'],
        branch: '',
        links: { permalink: 'javascript:alert(1)' },
        deploy_ssl_url: 'javascript:alert(2)',
      });
      Object.assign(second ?? {}, { id: 42 });
      const { body } = await get();
      const deploys = (body as SiteDeploysAnswer).deploys;
      assert.equal(deploys.length, 9, 'the one without a string id is not a deploy');
      assert.deepEqual(Object.keys(deploys[0] ?? {}).sort(), [
        'commit_ref',
        'context',
        'created_at',
        'id',
        'published_at',
        'state',
        'updated_at',
      ]);
    } finally {
      netlify.deploys.splice(0, netlify.deploys.length, ...original);
    }
  });

  test('a deploy without links gets its own address from deploy_ssl_url', async () => {
    const deploy = makeDeploy(netlify.siteId, { created_at: new Date().toISOString(), state: 'building' });
    delete deploy.links;
    netlify.deploys.unshift(deploy);
    try {
      const { body } = await get();
      assert.deepEqual((body as SiteDeploysAnswer).deploys[0]?.links, { permalink: deploy.deploy_ssl_url });
    } finally {
      netlify.deploys.shift();
    }
  });
});

describe('site-deploys: who may ask, and how', () => {
  test('without STUDIO_ORIGIN any page may read the list (Access-Control-Allow-Origin: *)', async () => {
    const { response } = await get({ headers: { Origin: 'https://anyone.example' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.equal(response.headers.get('vary'), null);
  });

  test('with STUDIO_ORIGIN only the Studio may, also when the answer is a failure', async () => {
    process.env.STUDIO_ORIGIN = `${STUDIO}/`;
    const studio = await get({ headers: { Origin: STUDIO } });
    assert.equal(studio.response.headers.get('access-control-allow-origin'), STUDIO);
    assert.match(studio.response.headers.get('vary') ?? '', /Origin/);
    const other = await get({ headers: { Origin: 'https://evil.example' } });
    assert.equal(other.response.headers.get('access-control-allow-origin'), STUDIO, 'not the other origin, not *');
    netlify.failWith('server-error');
    const failed = await get({ headers: { Origin: STUDIO } });
    assert.equal(failed.response.status, 502);
    assert.equal(failed.response.headers.get('access-control-allow-origin'), STUDIO);
  });

  test('STUDIO_ORIGIN may list several origins (the hosted Studio and a local one)', async () => {
    process.env.STUDIO_ORIGIN = `${STUDIO}, http://localhost:3333`;
    const local = await get({ headers: { Origin: 'http://localhost:3333' } });
    assert.equal(local.response.headers.get('access-control-allow-origin'), 'http://localhost:3333');
    const hosted = await get({ headers: { Origin: STUDIO } });
    assert.equal(hosted.response.headers.get('access-control-allow-origin'), STUDIO);
  });

  test('a CORS preflight (OPTIONS) is answered without asking Netlify', async () => {
    process.env.STUDIO_ORIGIN = STUDIO;
    const { response, text } = await get({
      method: 'OPTIONS',
      headers: { Origin: STUDIO, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'accept' },
    });
    assert.equal(response.status, 204);
    assert.equal(text, '');
    assert.equal(response.headers.get('access-control-allow-origin'), STUDIO);
    assert.equal(response.headers.get('access-control-allow-methods'), 'GET, OPTIONS');
    assert.match(response.headers.get('access-control-allow-headers') ?? '', /accept/i);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(netlify.requests.length, 0);
  });

  test('any other method is refused (405 with Allow) and asks Netlify nothing', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const { response, body } = await get({ method, body: method === 'DELETE' ? undefined : '{}' });
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.get('allow'), 'GET, OPTIONS');
      assert.deepEqual(body, { error: 'method-not-allowed' });
    }
    const head = await fetch(functionUrl, { method: 'HEAD' });
    assert.equal(head.status, 405);
    assert.equal(netlify.requests.length, 0);
  });
});

describe('site-deploys: failures', () => {
  test('without NETLIFY_API_TOKEN: 503 not-configured, and the log says which variable, not its value', async () => {
    delete process.env.NETLIFY_API_TOKEN;
    const { response, body } = await get({ headers: { Origin: STUDIO } });
    assert.equal(response.status, 503);
    assert.deepEqual(body, { error: 'not-configured' });
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.deepEqual(printed, [
      "site-deploys: not configured: NETLIFY_API_TOKEN is not set in the site's environment variables.",
    ]);
    assert.equal(netlify.requests.length, 0);
  });

  test('without a site id (no context, no SITE_ID): 503 not-configured', async () => {
    const log = new CapturedLog();
    current = (request) =>
      handleSiteDeploys(request, { NETLIFY_API_TOKEN: netlify.token }, createDeploysRuntime({ log }));
    const { response, body } = await get();
    assert.equal(response.status, 503);
    assert.deepEqual(body, { error: 'not-configured' });
    assert.match(log.lines.join('\n'), /SITE_ID is not set/);
  });

  const cases: [FailureMode, string, RegExp][] = [
    ['unauthorized', 'unauthorized', /refused the token \(HTTP 401\); check NETLIFY_API_TOKEN/],
    ['forbidden', 'forbidden', /refused the token \(HTTP 403\)/],
    ['not-found', 'not-found', /no such site \(HTTP 404\); check SITE_ID/],
    ['rate-limited', 'rate-limited', /rate limiting \(HTTP 429\)/],
    ['server-error', 'unavailable', /unavailable \(HTTP 500\)/],
    ['bad-gateway', 'unavailable', /unavailable \(HTTP 502\)/],
    ['malformed-json', 'malformed', /not the expected JSON \(HTTP 200\)/],
    ['wrong-shape', 'malformed', /not the expected JSON/],
  ];
  for (const [mode, kind, logged] of cases) {
    test(`Netlify answering ${mode}: 502 { error: '${kind}' } and one log line`, async () => {
      process.env.STUDIO_ORIGIN = STUDIO;
      netlify.failWith(mode);
      const { response, body, text } = await get({ headers: { Origin: STUDIO } });
      assert.equal(response.status, 502);
      assert.deepEqual(body, { error: kind });
      assert.equal(response.headers.get('access-control-allow-origin'), STUDIO);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      assert.ok(!/Access Denied|Rate limit|Bad Gateway|<html/i.test(text), "Netlify's own answer is not passed on");
      assert.ok(printed.length >= 1 && printed.length <= 2, printed.join('\n'));
      assert.ok(
        printed.every((line) => line.startsWith('site-deploys: could not ')),
        printed.join('\n'),
      );
      assert.match(printed.join('\n'), logged);
    });
  }

  test("a rate limit passes Netlify's Retry-After on, readable by the Studio", async () => {
    netlify.failWith('rate-limited');
    const { response } = await get({ headers: { Origin: STUDIO } });
    assert.equal(response.headers.get('retry-after'), '30');
    assert.match(response.headers.get('access-control-expose-headers') ?? '', /Retry-After/);
  });

  test('one of the two calls failing is enough: 502 with its kind', async () => {
    netlify.failWith('not-found', { endpoint: 'deploys' });
    const { response, body } = await get();
    assert.equal(response.status, 502);
    assert.deepEqual(body, { error: 'not-found' });
    assert.match(printed.join('\n'), /could not list deploys/);
  });

  test('a deploys list that is not a list, or a site that is not an object, is malformed', async () => {
    for (const endpoint of ['deploys', 'site'] as const) {
      netlify.failWith('wrong-shape', { endpoint });
      const { response, body } = await get();
      assert.equal(response.status, 502, endpoint);
      assert.deepEqual(body, { error: 'malformed' }, endpoint);
    }
  });

  test('Netlify unreachable: 502 unreachable, logged with the error code and without the address', async () => {
    const closed = await startFakeNetlify();
    const address = closed.apiUrl;
    await closed.close();
    process.env.NETLIFY_API_URL = address;
    const { response, body } = await get();
    assert.equal(response.status, 502);
    assert.deepEqual(body, { error: 'unreachable' });
    assert.match(printed.join('\n'), /could not be reached \(ECONNREFUSED\)/);
    assert.ok(!printed.join('\n').includes(new URL(address).host), 'the address is not logged');
  });

  for (const mode of ['hang', 'hang-body'] as const) {
    test(`Netlify not answering (${mode}): 502 timeout, in time`, async () => {
      const log = new CapturedLog();
      current = (request, context) =>
        handleSiteDeploys(
          request,
          { ...process.env, SITE_ID: context.site?.id },
          createDeploysRuntime({ log, timeoutMs: 300 }),
        );
      netlify.failWith(mode);
      const started = Date.now();
      const { response, body } = await get();
      assert.equal(response.status, 502);
      assert.deepEqual(body, { error: 'timeout' });
      assert.ok(Date.now() - started < 3_000, `answered after ${Date.now() - started} ms`);
      assert.match(log.lines.join('\n'), /did not answer in time/);
    });
  }
});
