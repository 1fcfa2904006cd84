/**
 * Search in Algolia mode (the variant site has Algolia settings). Requests to
 * Algolia's hosts are answered by a loopback server this file starts, which
 * searches the site's real records and can fail on chosen hosts, so the
 * DocSearch client's own host rotation and retries are what is tested.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { buildLocalIndex } from '../../src/search/local/buildIndex.ts';
import { LocalSearchEngine, type SearchRequest } from '../../src/search/local/engine.ts';
import type { SearchRecord } from '../../src/search/records/index.ts';
import { waitForHydration } from '../browser/helpers.ts';
import { VARIANT_ALGOLIA } from './variantDataset.ts';

type Behaviour = 'answer' | 'fail-500' | 'forbidden';
type Seen = { host: string; path: string; query: URLSearchParams; body: { requests: SearchRequest[] } };

let server: Server;
let origin: string;
const seen: Seen[] = [];
let behaviourOf: (host: string) => Behaviour = () => 'answer';

test.beforeAll(async () => {
  const records = JSON.parse(readFileSync(path.resolve('.search/records.json'), 'utf8')) as SearchRecord[];
  const { manifest, files } = buildLocalIndex(records);
  const byPath = new Map(files.map((file) => [file.path, file.body]));
  byPath.set('manifest.json', JSON.stringify(manifest));
  const engine = new LocalSearchEngine(async (file) => JSON.parse(byPath.get(file) ?? 'null'));

  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const url = new URL(request.url ?? '/', 'http://loopback');
    const host = String(request.headers['x-forwarded-host'] ?? '');
    const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*' };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...headers,
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'POST',
      });
      return response.end();
    }
    const body = text ? JSON.parse(text) : { requests: [] };
    seen.push({ host, path: url.pathname, query: url.searchParams, body });
    const behaviour = behaviourOf(host);
    if (behaviour === 'fail-500') {
      response.writeHead(500, headers);
      return response.end(JSON.stringify({ message: 'Internal error', status: 500 }));
    }
    if (behaviour === 'forbidden') {
      response.writeHead(403, headers);
      return response.end(JSON.stringify({ message: 'Invalid Application-ID or API key', status: 403 }));
    }
    const results = await Promise.all(body.requests.map((search: SearchRequest) => engine.search(search)));
    response.writeHead(200, headers);
    response.end(JSON.stringify({ results }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => server.close());

// A search typed late can still be on its way when a test's last check passes; its handler finishes before the
// page closes, rather than fulfilling a request the closed page has disposed of.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'wait' });
});

test.beforeEach(async ({ page }) => {
  seen.length = 0;
  behaviourOf = () => 'answer';
  await page.route(/^https:\/\/[^/]*(algolia\.net|algolianet\.com)\//, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `${origin}${url.pathname}${url.search}`,
      headers: { ...route.request().headers(), 'x-forwarded-host': url.host },
    });
    await route.fulfill({ response });
  });
});

async function openAndType(page: Page, query: string) {
  await page.goto('/api/hooks');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search' }).first().click();
  await page.locator('.DocSearch-Input').fill(query);
}

test('the modal asks Algolia as the spec says, and shows its answer', async ({ page }) => {
  await openAndType(page, 'useSelector');
  await expect(page.locator('.DocSearch-Hit-title').first()).toHaveText('useSelector()');
  // The client asks the app's DSN host first. When an answer is slow (a busy machine), it asks again on the app's
  // other hosts, as Algolia's clients do, so the last call may have gone to one of those.
  const app = VARIANT_ALGOLIA.appId.toLowerCase();
  expect(seen[0]?.host).toBe(`${app}-dsn.algolia.net`);
  for (const { host } of seen)
    expect([
      `${app}-dsn.algolia.net`,
      `${app}.algolia.net`,
      ...[1, 2, 3].map((n) => `${app}-${n}.algolianet.com`),
    ]).toContain(host);
  const call = seen.at(-1);
  expect(call?.path).toBe('/1/indexes/*/queries');
  expect(call?.query.get('x-algolia-application-id')).toBe(VARIANT_ALGOLIA.appId);
  expect(call?.query.get('x-algolia-api-key')).toBe(VARIANT_ALGOLIA.searchApiKey);
  const request = call?.body.requests[0];
  expect(request).toMatchObject({
    indexName: VARIANT_ALGOLIA.indexName,
    query: 'useSelector',
    hitsPerPage: 20,
    clickAnalytics: false,
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    facetFilters: [
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-community-current'],
    ],
  });
  expect(request?.attributesToSnippet).toContain('content:10');
  expect(request?.attributesToRetrieve).toContain('hierarchy.lvl0');
  // No local index in Algolia mode.
  expect((await page.request.get('/search-index/manifest.json')).status()).toBe(404);
});

test("on a page of a docs section's release, search looks in that release of the section", async ({ page }) => {
  await page.goto('/community/1.0/conduct');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search' }).first().click();
  await page.locator('.DocSearch-Input').fill('kind');
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  expect(seen.at(-1)?.body.requests[0]?.facetFilters).toEqual([
    'language:en',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-community-1.0'],
  ]);
});

test('a host answering 500 is skipped for the next one, and the reader sees results', async ({ page }) => {
  behaviourOf = (host) => (host.endsWith('-dsn.algolia.net') ? 'fail-500' : 'answer');
  await openAndType(page, 'Provider');
  await expect(page.locator('.DocSearch-Hit-title').first()).toHaveText('Provider');
  const hosts = seen.map((call) => call.host);
  expect(hosts[0]).toMatch(/-dsn\.algolia\.net$/);
  expect(hosts.some((host) => /-\d\.algolianet\.com$/.test(host))).toBe(true);
});

test('when every host fails the modal shows the error screen', async ({ page }) => {
  behaviourOf = () => 'fail-500';
  await openAndType(page, 'store');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  expect(new Set(seen.map((call) => call.host)).size).toBe(4);
});

test('a 4xx answer is final: no other host is tried', async ({ page }) => {
  behaviourOf = () => 'forbidden';
  await openAndType(page, 'store');
  await expect(page.locator('.DocSearch-NoResults, .DocSearch-ErrorScreen')).toBeVisible();
  await page.waitForTimeout(500);
  expect(seen.length).toBe(1);
});

test('the /search page asks Algolia too', async ({ page }) => {
  await page.goto('/search?q=useDispatch');
  await waitForHydration(page);
  await expect(page.locator('main ol > li').first().getByRole('link')).toHaveAttribute(
    'href',
    '/api/hooks#usedispatch',
  );
  expect(seen.at(-1)?.path).toBe('/1/indexes/*/queries');
  expect(seen.at(-1)?.body.requests[0]?.indexName).toBe(VARIANT_ALGOLIA.indexName);
});
