/**
 * Visitor analytics (site settings): the service's script is fetched from its
 * host (here a loopback stand-in) only after the page has loaded, and never
 * for a reader whose browser sends Do Not Track or Global Privacy Control.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { expectPolicy, watchPolicyViolations } from '../browser/contentSecurity.ts';
import { waitForHydration } from '../browser/helpers.ts';
import { VARIANT_ANALYTICS } from './variantDataset.ts';

let server: Server;
let origin = '';
const served: string[] = [];

test.beforeAll(async () => {
  server = createServer((request, response) => {
    served.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'text/javascript' });
    // What a tracker does first: read its site id from its own tag.
    response.end('window.__trackedSite = document.currentScript.getAttribute("data-website-id");');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => server.close());

test.beforeEach(async ({ page }) => {
  served.length = 0;
  const host = new URL(VARIANT_ANALYTICS.scriptUrl).origin;
  await page.route(`${host}/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${origin}${url.pathname}${url.search}` }) });
  });
});

/** Waits until the browser has been idle after the page loaded: the script, if it is to come, has been added. */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 50), { timeout: 6000 })),
  );
}

test('the analytics script loads after the page has, from the configured host, allowed by the policy', async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page);
  const response = await page.goto('/api/hooks');
  expect(expectPolicy(response)).toContain(new URL(VARIANT_ANALYTICS.scriptUrl).origin);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __trackedSite?: string }).__trackedSite))
    .toBe(VARIANT_ANALYTICS.siteId);
  expect(served).toEqual(['/script.js']);
  const timing = await page.evaluate((url) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const [script] = performance.getEntriesByName(url);
    return { loaded: navigation?.loadEventEnd ?? 0, requested: script?.startTime ?? -1 };
  }, VARIANT_ANALYTICS.scriptUrl);
  expect(timing.requested).toBeGreaterThanOrEqual(timing.loaded);
  expect(await violations()).toEqual([]);
});

for (const [signal, setUp] of [
  ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
  [
    'Global Privacy Control',
    () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  ],
] as const) {
  test(`a reader whose browser sends ${signal} gets no analytics at all`, async ({ page }) => {
    await page.addInitScript(setUp);
    await page.goto('/api/hooks');
    await waitForHydration(page);
    await settled(page);
    expect(await page.locator('script[data-analytics]').count()).toBe(0);
    expect(served).toEqual([]);
  });
}
