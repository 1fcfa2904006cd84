import { expect, type Page, test } from '@playwright/test';
import { PROGRESS_DELAY_MS } from '../../src/theme/RouteProgress/routeProgress.ts';
import { gotoHydrated, trackNetwork } from './helpers.ts';

/** Records whether the progress bar ever became visible. */
async function watchProgressBar(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { progressShown: boolean }).progressShown = false;
    new MutationObserver(() => {
      if (document.querySelector('#route-progress[data-active]')) {
        (window as unknown as { progressShown: boolean }).progressShown = true;
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressShown: boolean }).progressShown);
}

test('a slow route change shows the progress bar, without a spinner, until the page is there', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.route('**/page-data/api/provider/page-data.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  const shown = await watchProgressBar(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API' }).click();
  await expect(page.locator('#route-progress[data-active]')).toBeVisible();
  // No spinner: nothing busy or spinning besides the bar (class names are hashed, so look at roles and state).
  await expect(page.locator('[role="progressbar"], [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main h1')).toHaveText('Provider');
  await expect(page.locator('#route-progress[data-active]')).toHaveCount(0);
  expect(await shown()).toBe(true);
});

test('a fast route change never shows the bar', async ({ page }) => {
  // The page's clock moves only when the test moves it, so a busy machine cannot make the change look slow.
  await page.clock.install();
  const network = trackNetwork(page);
  await gotoHydrated(page, '/api/hooks');
  // Let the prefetch of the next page finish first, as it does for a reader.
  await network.quiet();
  await page.clock.pauseAt(Date.now() + 60_000);
  const shown = await watchProgressBar(page);
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Provider' }).click();
  // Advance page time one frame at a time until the new page is there (Gatsby's router switches in a frame).
  let pageTime = 0;
  while ((await page.locator('main h1').textContent()) !== 'Provider') {
    expect(pageTime, 'page time before the prefetched page was shown').toBeLessThan(PROGRESS_DELAY_MS);
    await page.clock.runFor(16);
    pageTime += 16;
  }
  await page.clock.runFor(PROGRESS_DELAY_MS * 5);
  expect(await shown()).toBe(false);
});

/**
 * Gatsby's loader prefetches the pages of links in view four at a time, starting
 * a batch 3 s after the previous one ends, in the order their links reported
 * being in view (which varies between loads). With every sidebar link in view a
 * given page may come in the last batch, so the wait follows the batch count.
 */
const PREFETCH_BATCH_SIZE = 4;
const PREFETCH_BATCH_INTERVAL_MS = 3000;

/** Every page-data file the page requests, by route (`api/provider`). */
function watchPageData(target: Page): Set<string> {
  const routes = new Set<string>();
  target.on('request', (request) => {
    const route = request.url().match(/\/page-data\/(.+)\/page-data\.json$/)?.[1];
    if (route) routes.add(route);
  });
  return routes;
}

/** How many other routes of the site are linked from the part of the page in view. */
function routesLinkedInView(target: Page): Promise<number> {
  return target.evaluate(() => {
    const routes = new Set<string>();
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
      const box = link.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      if (inView && box.width > 0 && link.pathname !== location.pathname) routes.add(link.pathname);
    }
    return routes.size;
  });
}

test('pages linked in view are prefetched, except on 2g connections and with data saver on', async ({
  page,
  browser,
}) => {
  // The sidebar link to Provider is in view; Gatsby prefetches such links when the browser is idle.
  const fetchedNormally = watchPageData(page);
  await gotoHydrated(page, '/api/hooks');
  const batches = Math.ceil((await routesLinkedInView(page)) / PREFETCH_BATCH_SIZE);
  const prefetchWait = (batches + 1) * (PREFETCH_BATCH_INTERVAL_MS + 1000);
  // The whole test must outlast that wait plus the two constrained visits below, or its own
  // time limit cuts it short whenever Provider lands in one of the last batches.
  test.setTimeout(prefetchWait + 2 * (2 * PREFETCH_BATCH_INTERVAL_MS + 5000));
  await expect.poll(() => fetchedNormally.has('api/provider'), { timeout: prefetchWait }).toBe(true);

  for (const connection of [
    { effectiveType: '2g', saveData: false },
    { effectiveType: '4g', saveData: true },
  ]) {
    const context = await browser.newContext();
    await context.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { get: () => value });
    }, connection);
    const constrained = await context.newPage();
    const fetched = watchPageData(constrained);
    await gotoHydrated(constrained, '/api/hooks');
    // Long enough for the first batch, which would hold some page linked in view if prefetching were on.
    await constrained.waitForTimeout(PREFETCH_BATCH_INTERVAL_MS * 2);
    expect([...fetched], JSON.stringify(connection)).toEqual(['api/hooks']);
    await context.close();
  }
});

test('a route linked from the content is prefetched once its link scrolls into view', async ({ browser }) => {
  // At phone width the docs sidebar, which also links to Hooks, is out of the page.
  const context = await browser.newContext({ viewport: { width: 375, height: 700 } });
  const page = await context.newPage();
  let fetched = false;
  page.on('request', (request) => {
    if (request.url().includes('/page-data/api/hooks/page-data.json')) fetched = true;
  });
  await gotoHydrated(page, '/introduction/getting-started');
  const link = page.locator('main article a[href="/api/hooks#useselector"]');
  await expect(link).not.toBeInViewport();
  await page.waitForTimeout(2000);
  expect(fetched).toBe(false);
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => fetched, { timeout: 10_000 }).toBe(true);
  await context.close();
});
