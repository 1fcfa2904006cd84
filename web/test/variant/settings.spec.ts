import { expect, test } from '@playwright/test';
import { waitForHydration } from '../browser/helpers.ts';
import { VARIANT_STUDIO_URL } from './variantDataset.ts';

/** The variant site (test/variant/build.ts): the seed with its site settings flipped. */

test('with the announcement disabled there is no bar and no announcement script', async ({ page, request }) => {
  const html = await (await request.get('/api/hooks')).text();
  expect(html).not.toContain('data-announcement-id');
  expect(html).not.toMatch(/<script[^>]*>[^<]*announcement-dismiss/);
  await page.goto('/api/hooks');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  await expect(page.locator('[data-announcement-id]')).toHaveCount(0);
});

test('a light single-row footer lists every link on one line under visually hidden group titles', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  expect(await footer.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(242, 242, 245)');
  for (const title of ['Docs', 'Community', 'More']) {
    const heading = footer.getByRole('heading', { name: title, exact: true });
    await expect(heading).toHaveCount(1);
    expect((await heading.boundingBox())?.height).toBeLessThanOrEqual(1);
  }
  const tops = await footer
    .getByRole('link')
    .filter({ hasNot: page.locator('img') })
    .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(tops.length).toBeGreaterThan(5);
  expect(new Set(tops).size).toBe(1);
});

test('the colour mode follows the system preference before any script runs, until the reader picks one', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/api/hooks');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.unroute('**/*.js');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: /currently dark mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a site address with a path the site is not served under brings up the warning banner', async ({ page }) => {
  for (const route of ['/', '/api/hooks']) {
    await page.goto(route);
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'This site is served from a different address than it is configured for.' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(
      'built for the base path “/docs/” (site address https://react-redux.js.org/docs in Site settings), but this page is served under “/”.',
    );
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://react-redux.js.org/docs/api/hooks',
  );
  await page.goto('/not-a-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('"Edit this page" opens the doc in the Studio when the Studio address is set', async ({ page }) => {
  await page.goto('/api/hooks');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
    'href',
    `${VARIANT_STUDIO_URL}/intent/edit/id=doc-api_hooks;type=doc/`,
  );
});
