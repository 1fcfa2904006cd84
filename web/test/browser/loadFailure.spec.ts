import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, waitForHydration } from './helpers.ts';

const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'This page did not load completely.' });

test("when the page's own chunk fails to load, the reader sees the error and Retry brings the page back", async ({
  page,
}) => {
  await page.route('**/component---src-templates-doc-page-tsx-*.js', (route) => route.abort('connectionreset'));
  await page.goto('/api/hooks');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText(/Loading chunk \S+ failed/);
  // The server HTML is still there to read.
  await expect(page.locator('main h1')).toHaveText('Hooks');

  await page.unroute('**/component---src-templates-doc-page-tsx-*.js');
  await page.getByRole('button', { name: 'Retry' }).click();
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/api\/hooks$/);
});

test('when the app bundle fails to load, the banner names the file', async ({ page }) => {
  await page.route('**/app-*.js', (route) => route.abort('failed'));
  await page.goto('/introduction/getting-started');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText(/Could not load http:\/\/127\.0\.0\.1:\d+\/app-\w+\.js/);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('when its data fails to load, the reader sees the error with Retry', async ({ page }) => {
  await page.route('**/page-data/api/connect/page-data.json', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/api/connect');
  await expect(banner(page)).toContainText('page resources for /api/connect not found');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('a page that loads normally shows no load-failure banner, even when a later navigation fails', async ({
  page,
}) => {
  await gotoHydrated(page, '/api/provider');
  await expect(banner(page)).toHaveCount(0);

  // Fail the next page's data for client-side navigation only; the full page load that follows gets it.
  let failData = true;
  await page.route('**/page-data/api/hooks/page-data.json', (route) =>
    failData ? route.abort('connectionreset') : route.fallback(),
  );
  const fullLoad = page.waitForRequest((request) => {
    const isDocument = request.isNavigationRequest() && request.url().endsWith('/api/hooks');
    if (isDocument) failData = false;
    return isDocument;
  });
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Hooks' }).click();
  await fullLoad;
  await expect(page).toHaveURL(/\/api\/hooks$/);
  await expect(page.locator('main h1')).toHaveText('Hooks');
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
});

const addressBanner = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ hasText: 'This site is served from a different address than it is configured for.' });

test('served where the site address says, in any spelling the hosts accept, no address warning shows', async ({
  page,
}) => {
  for (const path of ['/', '/api/hooks', '/api/hooks/', '/api/hooks.html', '/api/hooks/index.html']) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(addressBanner(page)).toHaveCount(0);
  }
});

test('the same pages published under another path (a project site under /mirror/) warn about the address', async ({
  page,
}) => {
  // Stand in for a host that publishes the built files under /mirror/.
  await page.route('**/mirror/**', async (route) => {
    const url = new URL(route.request().url());
    url.pathname = url.pathname.replace(/^\/mirror/, '');
    await route.fulfill({ response: await route.fetch({ url: url.href }) });
  });
  await page.goto('/mirror/api/hooks');
  await expect(addressBanner(page)).toContainText(
    'built for the base path “/” (site address https://react-redux.js.org in Site settings), but this page is served under “/mirror/”.',
  );
});
