import { expect, test } from '@playwright/test';
import { SPEC_DOC_ROUTES } from './seedContent.ts';

test.describe('every route in Chromium', () => {
  for (const route of ['/', ...SPEC_DOC_ROUTES]) {
    test(`${route} loads without errors`, async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      const response = await page.goto(route, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.locator('footer')).toContainText('Copyright');
      expect(problems).toEqual([]);
    });
  }

  test('the navbar and sidebar navigate between pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API' }).click();
    await expect(page).toHaveURL(/\/api\/provider$/);
    await expect(page.locator('main h1')).toHaveText('Provider');
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Hooks' }).click();
    await expect(page).toHaveURL(/\/api\/hooks$/);
    await expect(page.locator('main h1')).toHaveText('Hooks');
  });

  test('the Need help link lands on the help section', async ({ page }) => {
    await page.goto('/api/hooks');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Need help?' }).click();
    await expect(page).toHaveURL(/\/introduction\/getting-started#help-and-discussion$/);
    await expect(page.locator('#help-and-discussion')).toBeVisible();
  });

  test('doc content renders every block type', async ({ page }) => {
    await page.goto('/introduction/why-use-react-redux');
    const figure = page.locator('main figure');
    await expect(figure.locator('img')).toHaveAttribute('alt', /data flow/i);
    await expect(figure.locator('figcaption')).not.toBeEmpty();
    await page.goto('/api/hooks');
    await expect(page.locator('main pre code').first()).toBeVisible();
    await expect(page.locator('main aside[data-kind]').first()).toBeVisible();
    await page.goto('/api/connect');
    await expect(page.locator('main table thead th').first()).toBeVisible();
  });
});
