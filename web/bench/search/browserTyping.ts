/** A reader searching in Chromium, on the built site with its index answered from a built one. */
import type { Page } from 'playwright-core';
import { ANSWER_MARK } from '../../src/search/client/localSearchClient.ts';
import { brotli, compressedSize } from './compression.ts';
import type { BrowserRun, BuiltIndex } from './types.ts';

const TYPING_DELAY_MS = 120;

/** A docs page, loaded and settled, before the reader opens search. */
async function openDocsPage(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/api/hooks`);
  await page.getByRole('button', { name: /currently (light|dark) mode/ }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** Compressed bytes of the modal's code and styles, fetched when the reader opens search. */
export async function modalBytes(page: Page, origin: string): Promise<number> {
  const fetched: Promise<number>[] = [];
  await openDocsPage(page, origin);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\.(js|css)$/.test(url.pathname)) fetched.push(response.body().then(brotli));
  });
  await page.getByRole('button', { name: 'Search' }).first().click();
  await page.locator('.DocSearch-Input').waitFor();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(fetched)).reduce((sum, size) => sum + size, 0);
}

/** `query` typed in the search modal with `built` as the site's index: bytes before the first result, and timings. */
export async function typeInBrowser(page: Page, origin: string, built: BuiltIndex, query: string): Promise<BrowserRun> {
  // Sizes are computed after the run: compressing inside the handlers would slow the answers being timed.
  const fetched: { at: number; size: () => Promise<number> }[] = [];
  await page.route('**/search-index/**', async (route) => {
    const file = decodeURIComponent(new URL(route.request().url()).pathname.replace(/^\/search-index\//, ''));
    const stored = built.stored.get(file);
    if (stored === undefined) return route.fulfill({ status: 404, body: '' });
    const body = typeof stored === 'string' ? stored : Buffer.from(stored);
    await route.fulfill({
      status: 200,
      contentType: file.endsWith('.gz') ? 'application/gzip' : 'application/json',
      body,
    });
    fetched.push({ at: performance.now(), size: async () => compressedSize(built, file) });
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/search-index/') || !/\.(js|css)$/.test(url.pathname)) return;
    fetched.push({ at: performance.now(), size: async () => brotli(await response.body()) });
  });
  await openDocsPage(page, origin);
  fetched.length = 0;

  await page.getByRole('button', { name: 'Search' }).first().click();
  const input = page.locator('.DocSearch-Input');
  await input.waitFor();
  const firstHit = page.locator('.DocSearch-Hit').first();
  // Measured by the page's own clock, so the protocol's round trips do not count: long tasks (50 ms or
  // more keep a typist waiting), and the frame in which the first hit is painted.
  await page.evaluate(() => {
    const watch = window as unknown as { longTasks: number[]; firstHitPaintedAt?: number };
    watch.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) watch.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    const hits = new MutationObserver(() => {
      if (!document.querySelector('.DocSearch-Hit')) return;
      hits.disconnect();
      requestAnimationFrame(() => {
        watch.firstHitPaintedAt = performance.now();
      });
    });
    hits.observe(document.body, { childList: true, subtree: true });
  });
  const typed = performance.now();
  const perKeystrokeMs: number[] = [];
  let firstResultMs = Number.NaN;
  let firstAt = Number.NaN;
  for (let end = 1; end <= query.length; end++) {
    const pressed = performance.now();
    await page.keyboard.type(query[end - 1] ?? '');
    // A keystroke is answered when the engine has answered this text (its User Timing mark) and the
    // next frame has painted the answer.
    await page.waitForFunction(
      ({ mark, expected }) =>
        performance.getEntriesByName(mark).some((entry) => (entry as PerformanceMark).detail?.query === expected),
      { mark: ANSWER_MARK, expected: query.slice(0, end) },
      { polling: 'raf' },
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (Number.isNaN(firstResultMs) && (await firstHit.count()) > 0) {
      firstAt = performance.now();
      firstResultMs = firstAt - typed;
    }
    perKeystrokeMs.push(performance.now() - pressed);
    await page.waitForTimeout(TYPING_DELAY_MS);
  }
  const inPage = await page.evaluate(() => {
    const watch = window as unknown as { longTasks: number[]; firstHitPaintedAt?: number };
    const painted = watch.firstHitPaintedAt ?? Number.NaN;
    const arrivals = performance
      .getEntriesByType('resource')
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
      .filter((end) => end <= painted);
    return { longTasks: watch.longTasks, afterLastFile: painted - Math.max(...arrivals) };
  });
  const before = fetched.filter((entry) => entry.at <= firstAt);
  const sizes = await Promise.all(before.map((entry) => entry.size()));
  return {
    bytesBeforeFirst: sizes.reduce((sum, size) => sum + size, 0),
    firstResultMs,
    afterIndexMs: inPage.afterLastFile,
    perKeystrokeMs,
    longTasks: inPage.longTasks,
    requests: before.length,
  };
}
