import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';

const toggle = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: /Switch between dark and light mode/ });
const theme = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));

test('light by default; the toggle switches to dark and remembers it', async ({ page }) => {
  await gotoHydrated(page, '/api/hooks');
  expect(await theme(page)).toBe('light');
  await expect(toggle(page)).toHaveAttribute('aria-label', /currently light mode/);
  await toggle(page).click();
  expect(await theme(page)).toBe('dark');
  await expect(toggle(page)).toHaveAttribute('aria-label', /currently dark mode/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  expect(await theme(page)).toBe('dark');
});

test('the stored mode is applied before any bundle runs, so there is no flash', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // With every script file blocked, only the inline head script can set the mode.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/introduction/getting-started');
  expect(await theme(page)).toBe('dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(27, 27, 29)');
});

test('changing the mode in one tab changes it in the others', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await gotoHydrated(first, '/');
  await gotoHydrated(second, '/api/connect');
  await toggle(first).click();
  await expect.poll(() => theme(second)).toBe('dark');
  await expect(toggle(second)).toHaveAttribute('aria-label', /currently dark mode/);
});

test('without browser storage the site still works and warns once in the console', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The user denied storage', 'SecurityError');
      },
    });
  });
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoHydrated(page, '/api/hooks');
  expect(await theme(page)).toBe('light');
  await toggle(page).click();
  await toggle(page).click();
  await toggle(page).click();
  expect(await theme(page)).toBe('dark');
  expect(warnings.filter((text) => text.includes('Browser storage is unavailable'))).toHaveLength(1);
  expect(errors).toEqual([]);
});
