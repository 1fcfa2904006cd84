import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';

test('a page that throws shows "This page crashed." with Try again and the error', async ({ page }) => {
  // Break the data as a faulty CMS answer would: the doc template then throws while rendering.
  await page.route('**/page-data/api/provider/page-data.json', async (route) => {
    const response = await route.fetch();
    const pageData = await response.json();
    pageData.result.data.doc = null;
    await route.fulfill({ response, json: pageData });
  });
  await gotoHydrated(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API' }).click();
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.locator('main li code').first()).toContainText('The page query found no doc document');
});

test('a navbar item that cannot render is left out and the maintainer is told to check the navbar items', async ({
  page,
}) => {
  await page.route('**/page-data/sq/d/*.json', async (route) => {
    const response = await route.fetch();
    const query = await response.json();
    const items = query?.data?.navbar?.items;
    if (Array.isArray(items)) items[1].label = { broken: true };
    await route.fulfill({ response, json: query });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await gotoHydrated(page, '/api/hooks');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar.getByRole('link', { name: 'Getting Started' })).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'Tutorial' })).toHaveCount(0);
  await expect(navbar.getByRole('link', { name: 'API' })).toBeVisible();
  await expect
    .poll(() => errors.join('\n'))
    .toMatch(/A navbar item failed to render\. Check the navbar items configuration/);
});
