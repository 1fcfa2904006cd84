/**
 * The search modal in local mode (the seed site has no Algolia settings): the
 * real DocSearch UI answering from the index the build wrote.
 */
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, trackNetwork } from './helpers.ts';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openWithButton(page: Page) {
  await page.getByRole('button', { name: 'Search' }).first().click();
  await expect(input(page)).toBeFocused();
}

async function search(page: Page, query: string) {
  await input(page).fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

test('nothing of search loads with the page; pointing at the button starts loading it', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const network = trackNetwork(page);
  await gotoHydrated(page, '/api/hooks');
  await network.quiet();
  const scriptsBefore = requests.filter((url) => url.endsWith('.js')).length;
  expect(requests.filter((url) => url.includes('/search-index/'))).toEqual([]);
  const modalStyles = page.locator('link[href*="/search-assets/docsearch-modal"]');
  await expect(modalStyles).toHaveCount(0);
  const inlined = await page.locator('style').evaluateAll((nodes) => nodes.map((node) => node.textContent).join(''));
  expect(inlined).not.toContain('.DocSearch-Container{');

  await page.getByRole('button', { name: 'Search' }).first().hover();
  await expect.poll(() => requests.filter((url) => url.includes('/search-index/manifest.json')).length).toBe(1);
  expect(requests.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(scriptsBefore);
  await expect(modalStyles).toHaveCount(1);
  expect(requests.filter((url) => url.includes('/search-index/') && url.includes('/terms/'))).toEqual([]);
});

test('the button, Ctrl+K, Cmd+K and "/" open the modal; Escape closes it', async ({ page }) => {
  await gotoHydrated(page, '/api/hooks');
  await openWithButton(page);
  await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
  await expect(input(page)).toHaveAttribute('maxlength', '64');
  await expect(page.getByText('No recent searches')).toBeVisible();
  // "Cancel" shows on phone widths only; "Clear the query" once something is typed.
  await expect(page.locator('button.DocSearch-Cancel')).toHaveText('Cancel');
  await expect(page.locator('button.DocSearch-Reset')).toHaveAttribute('title', 'Clear the query');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);

  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    await page.keyboard.press(shortcut);
    await expect(input(page), shortcut).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  }
});

test('fast typing keeps every character while the first searches load', async ({ page }) => {
  // Once lost about one time in three: a state update made during the input event let React put the
  // input's previous value back. Three fresh openings make a regression very likely to show.
  for (let attempt = 0; attempt < 3; attempt++) {
    await gotoHydrated(page, '/introduction/getting-started');
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('useSelector', { delay: 30 });
    await expect(input(page)).toHaveValue('useSelector');
    await expect(page.locator('.DocSearch-Hit-title').first()).toHaveText('useSelector()');
  }
});

test('"/" typed in a field is a character, not the search shortcut', async ({ page }) => {
  await gotoHydrated(page, '/search');
  const field = page.getByRole('searchbox', { name: 'Search' });
  await field.click();
  await page.keyboard.type('a/b');
  await expect(field).toHaveValue('a/b');
  await expect(modal(page)).toHaveCount(0);
});

test('results are grouped by category then page, with a link to all results', async ({ page }) => {
  await gotoHydrated(page, '/introduction/getting-started');
  await openWithButton(page);
  await search(page, 'useSelector');
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('API Reference');
  const first = page.locator('.DocSearch-Hit').first();
  await expect(first.locator('.DocSearch-Hit-title')).toHaveText('useSelector()');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(first.locator('mark')).toHaveText('useSelector');
  const perGroup = await page
    .locator('.DocSearch-Hits')
    .evaluateAll((groups) => groups.map((group) => group.querySelectorAll('.DocSearch-Hit').length));
  expect(Math.max(...perGroup)).toBeLessThanOrEqual(5);

  const all = page.getByRole('link', { name: /^See all \d+ results$/ });
  await expect(all).toBeVisible();
  await all.click();
  await expect(page).toHaveURL(/\/search\?q=useSelector$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('useSelector');
  await expect(modal(page)).toHaveCount(0);
});

test('arrow keys move through the hits, Enter navigates in the page without reloading', async ({ page }) => {
  await gotoHydrated(page, '/introduction/getting-started');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await openWithButton(page);
  await search(page, 'useSelector');
  const hits = page.locator('.DocSearch-Hit');
  await page.keyboard.press('ArrowDown');
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api\/hooks#useselector$/);
  await expect(modal(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('Ctrl+Enter opens the hit in a new tab', async ({ page, context }) => {
  await gotoHydrated(page, '/introduction/getting-started');
  await openWithButton(page);
  await search(page, 'useSelector');
  const opened = context.waitForEvent('page');
  await page.keyboard.press('Control+Enter');
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/api\/hooks#useselector$/);
});

test('a chosen hit becomes a recent search, which can be saved as a favorite or removed', async ({ page }) => {
  await gotoHydrated(page, '/introduction/getting-started');
  await openWithButton(page);
  await search(page, 'Provider');
  await page.locator('.DocSearch-Hit a').first().click();
  await expect(page).toHaveURL(/\/api\/provider$/);

  await openWithButton(page);
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
  await expect(page.locator('.DocSearch-Hit-title').first()).toHaveText('Provider');
  await page.getByRole('button', { name: 'Save this search' }).first().click();
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Favorite');
  await page.getByRole('button', { name: 'Remove this search from favorites' }).first().click();
  await expect(page.getByText('No recent searches')).toBeVisible();
});

test('a query with no match shows the no-results screen with a way to report it', async ({ page }) => {
  await gotoHydrated(page, '/api/hooks');
  await openWithButton(page);
  await input(page).fill('qwxzv');
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen).toContainText('No results for');
  await expect(screen).toContainText('"qwxzv"');
  await expect(screen).toContainText('Believe this query should return results?');
  const report = screen.getByRole('link', { name: 'Let us know.' });
  await expect(report).toHaveAttribute('href', /github\.com\/reduxjs\/react-redux\/issues\/new\?title=.*qwxzv/);
});

test('suggested queries on the no-results screen come from earlier results', async ({ page }) => {
  await gotoHydrated(page, '/api/hooks');
  await openWithButton(page);
  await search(page, 'store');
  await input(page).fill('storeqwxzv');
  await expect(page.getByText('Try searching for')).toBeVisible();
  const suggestions = page.locator('.DocSearch-NoResults-Prefill-List li');
  expect(await suggestions.count()).toBeGreaterThan(0);
  expect(await suggestions.count()).toBeLessThanOrEqual(3);
});

test('when the index cannot be fetched the modal shows its error screen', async ({ page }) => {
  await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
  await gotoHydrated(page, '/api/hooks');
  await openWithButton(page);
  await input(page).fill('store');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
});

test('a slow index shows the stalled state after 300 ms, then the results', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heldRequests = 0;
  await page.route('**/search-index/terms/**', async (route) => {
    heldRequests++;
    await held;
    await route.continue();
  });
  await gotoHydrated(page, '/api/hooks');
  await openWithButton(page);
  await input(page).fill('store');
  await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
  expect(heldRequests).toBeGreaterThan(0);
  release();
  await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('selected text on the page becomes the first query, cut to 64 characters', async ({ page }) => {
  await gotoHydrated(page, '/api/hooks');
  const selected = await page.evaluate(() => {
    const paragraph = [...document.querySelectorAll('main p')].find((p) => (p.textContent ?? '').length > 80);
    if (!paragraph) throw new Error('no long paragraph');
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return selection?.toString() ?? '';
  });
  await page.keyboard.press('Control+k');
  await expect(input(page)).toHaveValue(selected.slice(0, 64));
});

test('a click outside the modal closes it', async ({ page }) => {
  await gotoHydrated(page, '/api/hooks');
  await openWithButton(page);
  await page.mouse.click(5, 400);
  await expect(modal(page)).toHaveCount(0);
});

test('phone widths: snippets of 5 words, the modal fills the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/api/hooks');
  await page.getByRole('button', { name: 'Search' }).first().click();
  await search(page, 'subscription');
  const snippets = await page
    .locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-path, .DocSearch-Hit-title')
    .allInnerTexts();
  const contentSnippet = snippets.find((text) => text.includes('…'));
  expect(contentSnippet, JSON.stringify(snippets)).toBeTruthy();
  expect(contentSnippet?.replace(/…/g, '').trim().split(/\s+/).length).toBeLessThanOrEqual(5);
  const box = await modal(page).boundingBox();
  expect(box?.width).toBe(390);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the modal with results has no axe violations in ${mode} mode`, async ({ page }) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await gotoHydrated(page, '/api/hooks');
    await openWithButton(page);
    await search(page, 'store');
    // Two findings are DocSearch 3.9's own markup, which the spec's texts tie us to: each hit is an
    // option wrapping a link (nested-interactive), and the input's aria-controls naming one list id
    // per result group, which axe rejects (aria-valid-attr-value). Everything else must pass.
    const results = await new AxeBuilder({ page })
      .include('.DocSearch-Modal')
      .disableRules(['nested-interactive', 'aria-valid-attr-value'])
      .analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => `${node.target} ${node.failureSummary}`).join(' ')}`,
      ),
    ).toEqual([]);
  });
}

test('an index stored gzipped, as a large site stores it, answers in the browser as the JSON one does', async ({
  page,
}) => {
  await gotoHydrated(page, '/api/hooks');
  await openWithButton(page);
  await search(page, 'useSelector');
  const plain = await page.locator('.DocSearch-Hit').allTextContents();

  // The same index as a large site stores it: the manifest says so, and each file is the gzip of the build's JSON.
  const gzipped = await page.context().newPage();
  const served: string[] = [];
  await gzipped.route('**/search-index/**', async (route) => {
    const url = route.request().url();
    if (url.endsWith('/manifest.json')) {
      const manifest = await (await route.fetch()).json();
      return route.fulfill({ json: { ...manifest, gzipped: true } });
    }
    if (!url.endsWith('.json.gz')) return route.fulfill({ status: 404 });
    const json = await route.fetch({ url: url.slice(0, -'.gz'.length) });
    served.push(url);
    return route.fulfill({ status: 200, contentType: 'application/gzip', body: gzipSync(await json.body()) });
  });
  await gotoHydrated(gzipped, '/api/hooks');
  await openWithButton(gzipped);
  await search(gzipped, 'useSelector');
  await expect(gzipped.locator('.DocSearch-Hit')).toHaveText(plain);
  expect(served.length).toBeGreaterThan(0);
});
