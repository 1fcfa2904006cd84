import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';

const TAGS = [
  'title',
  'meta[name="description"]',
  'link[rel="canonical"]',
  'meta[property="og:url"]',
  'link[rel="icon"]',
  'meta[property="og:image"]',
];

/** Counts each head tag after every change to the document, from the first byte of HTML on. */
async function recordHeadCounts(page: Page) {
  await page.addInitScript((selectors: string[]) => {
    const most: Record<string, number> = {};
    (window as unknown as { headMost: Record<string, number> }).headMost = most;
    new MutationObserver(() => {
      for (const selector of selectors)
        most[selector] = Math.max(most[selector] ?? 0, document.querySelectorAll(selector).length);
    }).observe(document, { childList: true, subtree: true });
  }, TAGS);
}

const mostSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { headMost: Record<string, number> }).headMost);

const headTags = (page: Page) =>
  page.evaluate(
    (selectors) => selectors.map((selector) => [...document.querySelectorAll(selector)].map((tag) => tag.outerHTML)),
    TAGS,
  );

test('hydration never doubles a head tag, and leaves the server head as it was', async ({ page }) => {
  await recordHeadCounts(page);
  const response = await gotoHydrated(page, '/api/hooks');
  const html = (await response?.text()) ?? '';
  expect(html).not.toMatch(/itemprop/i);
  const served = await page.evaluate((source) => {
    const parsed = new DOMParser().parseFromString(source, 'text/html');
    return parsed.querySelector('link[rel="canonical"]')?.outerHTML;
  }, html);
  // Hydration and Gatsby's head update have both run once the page has settled.
  await page.waitForLoadState('networkidle');
  expect(await mostSeen(page)).toEqual(Object.fromEntries(TAGS.map((selector) => [selector, 1])));
  const tags = await headTags(page);
  expect(tags.every((found) => found.length === 1)).toBe(true);
  expect(tags.flat().join('\n')).not.toMatch(/itemprop/i);
  expect(tags[2]?.[0]).toBe(served);
});

test('after moving to another page the head describes that page, once', async ({ page }) => {
  await recordHeadCounts(page);
  await gotoHydrated(page, '/api/hooks');
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Provider' }).click();
  await expect(page).toHaveURL(/\/api\/provider$/);
  await expect(page).toHaveTitle(/^Provider \| /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://react-redux.js.org/api/provider',
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    'https://react-redux.js.org/api/provider',
  );
  const most = await mostSeen(page);
  for (const selector of TAGS) expect(most[selector], selector).toBe(1);
});

test('every kind of page carries the social card at an absolute address the site serves, and its locale', async ({
  page,
  request,
  baseURL,
}) => {
  for (const route of ['/', '/api/hooks', '/search', '/no-such-page']) {
    await page.goto(route);
    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(card, route).toMatch(/^https:\/\/react-redux\.js\.org\/sanity-assets\/image-[0-9a-f]+-1200x630-png\.png$/);
    await expect(page.locator('meta[name="twitter:image"]'), route).toHaveAttribute('content', card ?? '');
    await expect(page.locator('meta[property="og:locale"]'), route).toHaveAttribute('content', 'en');
    // The address names the production site; the same path is served here.
    const served = await request.get(new URL(new URL(card ?? '').pathname, baseURL).href);
    expect(served.status(), route).toBe(200);
    expect(served.headers()['content-type'], route).toMatch(/^image\/png/);
  }
});
