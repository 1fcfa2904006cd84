/**
 * Search in a tab opened before a deploy. Build A is the seed site, build B
 * the migrated fixture site (its docs live under /docs/, so a hit says which
 * build answered). A loopback server the test starts serves A, then B, as a
 * deploy replaces a site's files. CI builds B first, so the host stamps B's
 * index files as a later build would (their `g`, the manifest's
 * `generation`), as the deploy that follows A would be.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { MIGRATED_PORT, SITE_PORT } from '../support/servedSites.ts';
import { gotoHydrated } from './helpers.ts';

const BUILD_A = `http://127.0.0.1:${SITE_PORT}`;
const BUILD_B = `http://127.0.0.1:${MIGRATED_PORT}`;
/** Headers that describe the upstream's encoding of the body, which is passed on decoded. */
const HOP_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

const COMPILATION_HASH = /("?webpackCompilationHash"?\s*[=:]\s*")([^"]+)"/g;
/** When a search index file's build ran (format.ts); B's are moved a day later than A's. */
const BUILD_STAMP = /^(\{"(?:g|format":\d+,"build":"[0-9a-f]+","generation)":)(\d+)/;
const LATER = 24 * 60 * 60;

/**
 * A site host on loopback whose deployed build can be switched. The seed and
 * migrated builds come from the same code, so they share webpack's compilation
 * hash; `compilation` stands in for a deploy whose code changed too, by giving
 * the second build another hash in Gatsby's app-data (the pages' own copy is an
 * inline script the Content-Security-Policy pins by its hash, so it stays).
 */
async function deployableHost() {
  let deployed = BUILD_A;
  let compilation: string | undefined;
  const server: Server = createServer(async (request, response) => {
    try {
      const upstream = await fetch(`${deployed}${request.url}`, {
        headers: { accept: request.headers.accept ?? '*/*' },
        redirect: 'manual',
      });
      const headers = [...upstream.headers].filter(([name]) => !HOP_HEADERS.has(name));
      let body = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get('content-type') ?? '';
      if (compilation && type.includes('json'))
        body = Buffer.from(body.toString('utf8').replace(COMPILATION_HASH, `$1${compilation}"`));
      if (deployed === BUILD_B && request.url?.startsWith('/search-index/'))
        body = Buffer.from(
          body
            .toString('utf8')
            .replace(BUILD_STAMP, (_, start: string, stamp: string) => `${start}${Number(stamp) + LATER}`),
        );
      response.writeHead(upstream.status, Object.fromEntries(headers));
      response.end(body);
    } catch (error) {
      response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end(`${deployed} did not answer (${String(error)}); are both sites built?`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy: (build: string, options: { compilation?: string } = {}) => {
      deployed = build;
      compilation = options.compilation;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let host: Awaited<ReturnType<typeof deployableHost>>;
test.beforeEach(async () => {
  host = await deployableHost();
});
test.afterEach(async () => {
  await host.close();
});

const input = (page: Page) => page.locator('.DocSearch-Input');
const hitLinks = (page: Page) =>
  page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
/** A page of the new build (the migrated fixture): its docs under /docs/, and its standalone pages. */
const inNewBuild = (url: string) =>
  url.startsWith('/docs/') || ['/help', '/releases'].some((page) => url.startsWith(page));

test('a search begun before a deploy answers from the new build, without the error screen', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/search-index/')) indexRequests.push(`${response.status()} ${response.url()}`);
  });
  await gotoHydrated(page, `${host.url}/api/hooks`);
  await page.getByRole('button', { name: 'Search' }).first().click();
  await input(page).fill('useSelector');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect((await hitLinks(page)).filter((url) => url.startsWith('/docs/'))).toEqual([]);

  host.deploy(BUILD_B);
  const beforeDeploy = indexRequests.length;
  await input(page).fill('createSomething');
  await expect(page.locator('.DocSearch-Hit a[href^="/docs/"]').first()).toBeVisible();
  const urls = await hitLinks(page);
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.every(inNewBuild)).toBe(true);
  await expect(page.getByText('Unable to fetch results')).toHaveCount(0);
  // It got there through a file newer than the manifest it had, and one more look at the manifest.
  const afterDeploy = indexRequests.slice(beforeDeploy);
  expect(afterDeploy.filter((line) => line.endsWith('/search-index/manifest.json'))).toHaveLength(1);
  expect(afterDeploy.filter((line) => !line.startsWith('200 '))).toEqual([]);
});

test('when the modal’s own code is gone after a deploy, the page reloads into the new build and search opens there', async ({
  page,
}) => {
  // The home page, which both builds have.
  await gotoHydrated(page, `${host.url}/`);
  host.deploy(BUILD_B, { compilation: 'a-later-compilation' });
  // Both builds have the same modal code; a deploy that changed it removes the file this page's
  // webpack runtime asks for, for every request this page makes (the preload on focus included), which is
  // what this does until the page loads again.
  let oldPage = true;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) oldPage = false;
  });
  await page.route('**/search-modal-*.js', (route) =>
    oldPage ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback(),
  );
  const reload = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Search' }).first().focus();
  await page.keyboard.press('c');
  await reload;
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('c');
  await input(page).fill('createSomething');
  await expect(page.locator('.DocSearch-Hit a[href^="/docs/"]').first()).toBeVisible();
  expect((await hitLinks(page)).every(inNewBuild)).toBe(true);
  await expect(page.getByText('Unable to fetch results')).toHaveCount(0);
});

test('when the modal’s code fails and no new build is deployed, the page stays and search opens on the next try', async ({
  page,
}) => {
  await gotoHydrated(page, `${host.url}/api/hooks`);
  let reloaded = false;
  page.on('load', () => {
    reloaded = true;
  });
  // The network fails the modal's code (the preload on pointing included) until the test lets it through.
  let offline = true;
  const attempts: string[] = [];
  await page.route('**/search-modal-*.js', (route) => {
    attempts.push(route.request().url());
    return offline ? route.abort('connectionreset') : route.fallback();
  });
  const appData = page.waitForResponse((response) => response.url().endsWith('/page-data/app-data.json'));
  await page.getByRole('button', { name: 'Search' }).first().click();
  // The page asked whether a new build is deployed; none is, so it stays.
  await appData;
  expect(attempts.length).toBeGreaterThan(0);
  await expect(page.locator('main h1')).toHaveText('Hooks');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  offline = false;
  await page.getByRole('button', { name: 'Search' }).first().click();
  await expect(input(page)).toBeFocused();
  expect(reloaded).toBe(false);
});
