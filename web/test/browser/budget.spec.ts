import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, trackNetwork, waitForHydration } from './helpers.ts';

/** The whole theme gets about 10 KB on top of an empty Gatsby + React page (90 KB). */
const JS_BUDGET_BYTES = 100 * 1024;

for (const route of ['/introduction/getting-started', '/api/hooks']) {
  test(`${route} ships at most 100 KB of gzip JavaScript on a first visit`, async ({ page }) => {
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) {
        sizes.push(response.body().then((body) => gzipSync(body).length));
      }
    });
    const network = trackNetwork(page);
    // The scripts start only after the first paint, so wait for them to have hydrated the page.
    await gotoHydrated(page, route);
    await network.quiet();
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    test.info().annotations.push({ type: 'JavaScript (gzip)', description: `${(total / 1024).toFixed(1)} KB` });
    expect(total).toBeGreaterThan(50 * 1024);
    expect(total).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  });
}

/** When the page first painted, and when each of its scripts (but `leaveOut`) was requested, in ms. */
function scriptTiming(page: Page, leaveOut = '') {
  return page.evaluate(
    (skipped) => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
        .filter(({ path }) => path.endsWith('.js') && path !== skipped)
        .map(({ start }) => start),
    }),
    leaveOut,
  );
}

test('the page is painted before any of its JavaScript is requested, and then hydrates', async ({ page }) => {
  await page.goto('/api/hooks');
  await waitForHydration(page);
  const timing = await scriptTiming(page);
  expect(timing.scripts.length).toBeGreaterThanOrEqual(3);
  expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.firstPaint);
});

test('when the first paint comes late, the scripts still wait for it', async ({ page }) => {
  // A render-blocking script that arrives after 2.5 s holds the first paint back, as a slow connection or device
  // would, without holding up the page's own scripts or timers.
  await page.route('**/api/hooks', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</head>',
      '<script async blocking="render" src="/__late-paint.js"></script></head>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.route('**/__late-paint.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.goto('/api/hooks');
  await waitForHydration(page);
  const timing = await scriptTiming(page, '/__late-paint.js');
  expect(timing.firstPaint).toBeGreaterThan(2000);
  expect(timing.scripts.length).toBeGreaterThanOrEqual(3);
  expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.firstPaint);
});

test('doc content ships as HTML only: no Portable Text renderer or image component in the bundles', () => {
  const publicDir = path.resolve(import.meta.dirname, '../../public');
  const scripts = readdirSync(publicDir).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of scripts) {
    const source = readFileSync(path.join(publicDir, name), 'utf8');
    // Strings of @portabletext/react (its fallback for unknown marks) and of GatsbyImage's markup.
    expect(source, name).not.toMatch(/unknownMark|portabletext|data-main-image|gatsby-image-wrapper/i);
  }
});

test('React hydrates the page around the content but not the content itself', async ({ page }) => {
  await gotoHydrated(page, '/api/hooks');
  // React marks every element it hydrates with a __reactFiber$… property.
  const ownedByReact = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  expect(await ownedByReact('main article h1')).toBe(true);
  expect(await ownedByReact('main article pre')).toBe(false);
  expect(await ownedByReact('main article h2')).toBe(false);
  expect(await ownedByReact('main article aside[data-kind]')).toBe(false);
});
