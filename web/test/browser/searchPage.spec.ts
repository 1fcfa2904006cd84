/** The /search page in local mode: the full list of results for a query, shareable by its address. */
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';

const field = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const results = (page: Page) => page.locator('main ol > li');

test('the query comes from ?q=, and the results show their place in the docs and a highlighted snippet', async ({
  page,
}) => {
  await gotoHydrated(page, '/search?q=useSelector');
  await expect(field(page)).toHaveValue('useSelector');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "useSelector"');
  await expect(page.getByText(/^\d+ results$/)).toBeVisible();
  const first = results(page).first();
  await expect(first.getByRole('link')).toHaveText('useSelector()');
  await expect(first.getByRole('link')).toHaveAttribute('href', '/api/hooks#useselector');
  await expect(first.locator('p').first().locator('span')).toHaveText(['API Reference', 'Hooks']);
  await expect(results(page).locator('mark').first()).toBeVisible();
});

test('typing updates the address without adding history entries', async ({ page }) => {
  await gotoHydrated(page, '/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the documentation');
  const historyLength = await page.evaluate(() => history.length);
  await field(page).click();
  await page.keyboard.type('Provider', { delay: 20 });
  await expect(page).toHaveURL(/\/search\?q=Provider$/);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  await expect(results(page).first().getByRole('link')).toHaveAttribute('href', '/api/provider');
  await page.keyboard.press('Escape');
  await expect(field(page)).toHaveValue('');
  await expect(page).toHaveURL(/\/search$/);
});

test('more results load from the button and on scrolling to the end', async ({ page }) => {
  await gotoHydrated(page, '/search?q=store');
  await expect(results(page)).toHaveCount(20);
  const total = Number((await page.getByText(/^\d+ results$/).textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(40);
  // Clicked where it is, without scrolling to it: scrolling to the end of the list loads more by itself.
  await page.getByRole('button', { name: 'Load more results' }).dispatchEvent('click');
  await expect(results(page)).toHaveCount(40);
  // The reader goes on from the first new result; the end of the list is out of view, so nothing more loads.
  await expect(results(page).nth(20).getByRole('link')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Load more results' })).not.toBeInViewport();
  await expect(results(page)).toHaveCount(40);
  await page.getByRole('button', { name: 'Load more results' }).scrollIntoViewIfNeeded();
  await expect(results(page)).toHaveCount(Math.min(60, total));
  const urls = await results(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(urls).size).toBe(urls.length);
});

test('results are reachable with the keyboard and open in the page', async ({ page }) => {
  await gotoHydrated(page, '/search?q=useDispatch');
  await expect(results(page).first()).toBeVisible();
  await field(page).focus();
  await page.keyboard.press('Tab');
  await expect(results(page).first().getByRole('link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api\/hooks#usedispatch$/);
});

test('no results and an unreachable index each say so in the spec’s words', async ({ page }) => {
  await gotoHydrated(page, '/search?q=qwxzv');
  await expect(page.getByText('No results for "qwxzv"')).toBeVisible();

  await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
  await field(page).fill('store');
  // The manifest was cached by the first search; the shard for the new word is not.
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
});

test('the query is cut to 64 characters, like the modal’s', async ({ page }) => {
  await gotoHydrated(page, `/search?q=${'a'.repeat(80)}`);
  await expect(field(page)).toHaveValue('a'.repeat(64));
  await expect(field(page)).toHaveAttribute('maxlength', '64');
});
