import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';

const bar = (page: Page) => page.locator('[data-announcement-id]');

test('the announcement shows its message, link and colours from the announcement document', async ({ page }) => {
  await gotoHydrated(page, '/api/hooks');
  await expect(bar(page)).toContainText('React Redux 9 is out');
  await expect(bar(page).getByRole('link', { name: 'TypeScript Quick Start' })).toHaveAttribute(
    'href',
    '/tutorials/typescript-quick-start',
  );
  const colors = await bar(page).evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.backgroundColor, style.color];
  });
  expect(colors).toEqual(['rgb(75, 46, 131)', 'rgb(255, 255, 255)']);
});

test('closing it is remembered across pages and reloads, with no flash of the closed bar', async ({ page }) => {
  await gotoHydrated(page, '/');
  await bar(page).getByRole('button', { name: 'Close' }).click();
  await expect(bar(page)).toHaveCount(0);
  await gotoHydrated(page, '/api/provider');
  await expect(bar(page)).toBeHidden();
  // Before any bundle runs, the head script alone keeps it hidden.
  await page.route('**/*.js', (route) => route.abort());
  await page.reload();
  await expect(bar(page)).toBeHidden();
});

test('a new announcement id brings the bar back for readers who closed an older one', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('announcement-id', 'an-older-announcement');
    localStorage.setItem('announcement-dismiss', 'true');
  });
  await gotoHydrated(page, '/api/hooks');
  await expect(bar(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('announcement-id'))).toBe('react-redux-v9');
  expect(await page.evaluate(() => localStorage.getItem('announcement-dismiss'))).toBeNull();
});
