/**
 * The Deploy tool's reader against the site's real site-deploys function on
 * loopback (studio/test/studio-e2e/siteDeploysServer.ts), which asks a stand-in
 * for Netlify: what the function answers is what the tool reads, and each
 * failure becomes the kind the tool explains.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, test } from 'node:test';
import { DeploysApiError, type DeploysFailureKind, fetchSiteDeploys } from '../../../src/deploy/deploysApi.ts';
import { describeDeploys } from '../../../src/deploy/describeDeploy.ts';
import { type SiteDeploysServer, startSiteDeploysServer } from '../../studio-e2e/siteDeploysServer.ts';
import { rejectionOf } from '../../support/rejection.ts';

let site: SiteDeploysServer;
before(async () => {
  site = await startSiteDeploysServer({ port: 0 });
});
after(() => site.stop());
beforeEach(() => {
  site.netlify.failWith(undefined);
  site.netlify.clearRequests();
});

const failure = (promise: Promise<unknown>) => rejectionOf(promise, DeploysApiError);

test('the tool reads the site and its latest deploys through the function, and describes them', async () => {
  const answer = await fetchSiteDeploys(site.deploysUrl);
  assert.deepEqual(answer.site, {
    name: 'react-redux-docs',
    url: 'https://react-redux.js.org',
    publishedDeployId: '6650a1c2e4b0f20008a1b2c1',
  });
  assert.equal(answer.deploys.length, 10);
  const rows = describeDeploys(answer.deploys, { now: Date.now(), publishedDeployId: answer.site.publishedDeployId });
  assert.deepEqual(
    rows.slice(0, 4).map((row) => `${row.status} | ${row.trigger}`),
    [
      'Live | Published in the Studio: Announcement bar updated',
      'Failed | Published in the Studio: Docs page updated',
      "Published earlier | Code change by markerikson: Fix the footer's link colours in dark mode",
      'Cancelled | Rebuilt by hand from the Studio',
    ],
  );
  assert.equal(rows[0]?.link?.href, 'https://6650a1c2e4b0f20008a1b2c1--react-redux-docs.netlify.app');
});

test("Netlify's failures, as the function reports them, become the tool's kinds", async () => {
  const cases: [Parameters<typeof site.netlify.failWith>[0], DeploysFailureKind, string][] = [
    ['unauthorized', 'unauthorized', 'unauthorized'],
    ['forbidden', 'forbidden', 'forbidden'],
    ['not-found', 'not-found', 'not-found'],
    ['rate-limited', 'rate-limited', 'rate-limited'],
    ['server-error', 'unavailable', 'unavailable'],
    ['malformed-json', 'malformed', 'malformed'],
  ];
  for (const [mode, kind, reported] of cases) {
    site.netlify.failWith(mode);
    const error = await failure(fetchSiteDeploys(site.deploysUrl));
    assert.equal(error.kind, kind, String(mode));
    assert.equal(error.status, 502, String(mode));
    assert.equal(error.reported, reported, String(mode));
  }
  site.netlify.failWith('rate-limited');
  assert.equal((await failure(fetchSiteDeploys(site.deploysUrl))).retryAfterSeconds, 30, 'Retry-After is read');
});

test('a site without its token answers not-configured: the tool says the site is not set up', async () => {
  const token = process.env.NETLIFY_API_TOKEN;
  delete process.env.NETLIFY_API_TOKEN;
  try {
    const error = await failure(fetchSiteDeploys(site.deploysUrl));
    assert.equal(error.kind, 'site-not-configured');
    assert.equal(error.status, 503);
  } finally {
    process.env.NETLIFY_API_TOKEN = token;
  }
});

test('a wrong address (no such function) is told apart from a network failure', async () => {
  const wrong = await failure(fetchSiteDeploys(`${site.url}/.netlify/functions/no-such-function`));
  assert.equal(wrong.kind, 'no-function');
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  assert.equal((await failure(fetchSiteDeploys(`http://127.0.0.1:${port}/x`))).kind, 'network');
});

test('a page that is not the function (HTML, other JSON) is malformed; a slow one times out', async () => {
  const server = createServer((request, response) => {
    if (request.url === '/html') response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html></html>');
    else if (request.url === '/json') response.writeHead(200, { 'Content-Type': 'application/json' }).end('[]');
    else if (request.url === '/object') response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":1}');
    // /slow never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    assert.equal((await failure(fetchSiteDeploys(`${origin}/html`))).kind, 'malformed');
    assert.equal((await failure(fetchSiteDeploys(`${origin}/json`))).kind, 'malformed');
    assert.equal((await failure(fetchSiteDeploys(`${origin}/object`))).kind, 'malformed');
    assert.equal((await failure(fetchSiteDeploys(`${origin}/slow`, { timeoutMs: 200 }))).kind, 'timeout');
    const controller = new AbortController();
    const aborted = fetchSiteDeploys(`${origin}/slow`, { signal: controller.signal });
    controller.abort(new Error('the tool closed'));
    await assert.rejects(aborted, /the tool closed/, 'an abort by the caller is not a failure to explain');
  } finally {
    server.closeAllConnections();
    server.close();
  }
});
