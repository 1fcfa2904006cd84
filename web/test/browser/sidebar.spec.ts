import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });

test('categories collapse and expand on click, and none closes on its own', async ({ page }) => {
  await gotoHydrated(page, '/api/hooks');
  const introduction = sidebar(page).getByRole('button', { name: 'Introduction' });
  await expect(introduction).toHaveAttribute('aria-expanded', 'true');
  await introduction.click();
  await expect(introduction).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar(page).getByRole('link', { name: 'Getting Started' })).toBeHidden();
  const duration = Number(
    await sidebar(page).locator('li:has(> button:text-is("Introduction")) > div').getAttribute('data-duration'),
  );
  expect(duration).toBeGreaterThan(100);
  await sidebar(page).getByRole('button', { name: 'Tutorials' }).click();
  await expect(introduction).toHaveAttribute('aria-expanded', 'false');
  await introduction.click();
  await expect(sidebar(page).getByRole('link', { name: 'Getting Started' })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Tutorials' })).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar(page).getByRole('link', { name: 'Hooks' })).toHaveAttribute('aria-current', 'page');
});

test('with reduced motion the collapse takes 1 ms', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHydrated(page, '/api/hooks');
  await sidebar(page).getByRole('button', { name: 'Using React Redux' }).click();
  const container = sidebar(page).locator('li:has(> button:text-is("Using React Redux")) > div');
  await expect(container).toHaveAttribute('data-duration', '1');
});

test('breadcrumbs lead home and name the category and the page; search engines get the steps with addresses', async ({
  page,
}) => {
  await gotoHydrated(page, '/api/hooks');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['', 'API Reference', 'Hooks']);
  await expect(crumbs.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  // The category has no page of its own, so it is not a link; the last step is the page being read.
  await expect(crumbs.getByRole('link')).toHaveCount(1);
  await expect(crumbs.getByText('Hooks')).toHaveAttribute('aria-current', 'page');

  const structured = await page.locator('head script[type="application/ld+json"]').allTextContents();
  expect(structured.map((text) => JSON.parse(text))).toEqual([
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Hooks', item: 'https://react-redux.js.org/api/hooks' },
      ],
    },
  ]);
});
