/**
 * Every route served as Netlify serves it (`npm run serve` applies the
 * build's `_headers`), with the Content-Security-Policy in force: nothing the
 * site runs or loads is blocked, in local search mode (the variant project
 * checks Algolia's).
 */
import { expect, test } from '@playwright/test';
import { expectPolicy, watchPolicyViolations } from './contentSecurity.ts';
import { gotoHydrated, waitForHydration } from './helpers.ts';
import { SPEC_DOC_ROUTES } from './seedContent.ts';

test('no route breaks the Content-Security-Policy, and search and client navigation do not either', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations = await watchPolicyViolations(page);
  for (const route of ['/', '/search?q=store', '/does-not-exist', ...SPEC_DOC_ROUTES]) {
    const response = await page.goto(route);
    expectPolicy(response);
    await waitForHydration(page);
    expect(await violations(), route).toEqual([]);
  }
  // The search modal loads its code, its stylesheet and the index; a sidebar link navigates in the browser.
  await gotoHydrated(page, '/api/hooks');
  await page.getByRole('button', { name: 'Search' }).first().click();
  await page.locator('.DocSearch-Input').fill('useSelector');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('main aside').getByRole('link', { name: 'Provider', exact: true }).click();
  await expect(page.locator('main h1')).toHaveText('Provider');
  expect(await violations()).toEqual([]);
});

test('security headers on every response, long caching only for content-named files', async ({ request }) => {
  const page = await request.get('/api/hooks');
  const headers = page.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect((await request.get('/page-data/api/hooks/page-data.json')).headers()['cache-control']).toBe(
    'public, max-age=0, must-revalidate',
  );
  const script = /<script[^>]*src="(\/[\w-]+-[0-9a-f]{20}\.js)"|"(\/app-[0-9a-f]{20}\.js)"/.exec(await page.text());
  const bundle = script?.[1] ?? script?.[2];
  expect(bundle).toBeTruthy();
  const asset = await request.get(bundle as string, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Compressed as a CDN would: brotli when the browser takes it.
  expect(asset.headers()['content-encoding']).toBe('br');
  expect((await request.get('/_headers')).status()).toBe(404);
});
