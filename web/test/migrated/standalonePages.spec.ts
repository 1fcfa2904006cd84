import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../browser/helpers.ts';
import { checkSitemap } from '../support/sitemapCheck.ts';

/**
 * The classic fixture's Markdown pages (src/pages/help.md, src/pages/releases/index.mdx) after the import: standalone
 * pages at their own routes, in the site's layout without the docs sidebar, in the sitemap, search and Markdown.
 */
test('a Markdown page is a page of its own: its heading, text and table of contents, and no docs sidebar', async ({
  page,
}) => {
  await gotoHydrated(page, '/help');
  await expect(page).toHaveTitle('Help and support | Store Kit');
  await expect(page.locator('main h1')).toHaveText('Getting help');
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toHaveCount(0);
  await expect(page.locator('main aside.admonition--tip')).toContainText('Paste the code that makes your store');
  await expect(page.locator('main pre')).toContainText('store.get().count');
  const toc = page.locator('nav[aria-label="On this page"]');
  await expect(toc.getByRole('link')).toHaveText([
    'Where to ask',
    'Questions people ask',
    'Does it work without React?',
  ]);
  // Its own section by the page's path, and a doc by its route.
  await page.getByRole('link', { name: 'the questions people ask' }).click();
  await expect(page).toHaveURL(/\/help#questions-people-ask$/);
  await page.getByRole('link', { name: 'tutorial', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
});

test('a page without its table of contents shows its text alone, with the snippet it includes and its table', async ({
  page,
}) => {
  await gotoHydrated(page, '/releases');
  await expect(page).toHaveTitle('Release notes | Store Kit');
  await expect(page.locator('nav[aria-label="On this page"]')).toHaveCount(0);
  await expect(page.locator('main aside.admonition--info')).toContainText('The hooks need React 18 or newer.');
  await expect(page.locator('main table')).toContainText('Typed selectors');
});

test('docs and the footer link to pages; the sitemap, the Markdown twins and llms.txt list them', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/docs/next/intro');
  await page.locator('main').getByRole('link', { name: 'Getting help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await page.locator('footer').getByRole('link', { name: 'Help' }).click();
  await expect(page.locator('main h1')).toHaveText('Getting help');

  const { indexable } = await checkSitemap(
    request,
    path.resolve(process.env.MIGRATED_SITE_DIR ?? 'public-migrated'),
    'https://store-kit.example.org',
  );
  expect(indexable).toEqual(expect.arrayContaining(['/help', '/releases']));
  const twin = await (await request.get('/help.md')).text();
  expect(twin).toMatch(/^# Getting help\n/);
  expect(twin).toContain('## Where to ask');
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/help.md');
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toContain(
    '## Pages\n\n- [Getting help](https://store-kit.example.org/help.md): Where Store Kit users ask',
  );
  expect(await (await request.get('/llms-full.txt')).text()).toContain('# Release notes');
});

test('search finds a page from the docs of any version, under Pages', async ({ page }) => {
  for (const route of ['/docs/next/intro', '/docs/intro']) {
    await gotoHydrated(page, route);
    await page.getByRole('button', { name: 'Search' }).first().click();
    await page.locator('.DocSearch-Input').fill('discussion board');
    const hit = page.locator('.DocSearch-Hit a[href^="/help"]');
    await expect(hit.first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit-source').filter({ hasText: 'Pages' })).toHaveCount(1);
    await page.keyboard.press('Escape');
  }
});

test('standalone pages have no axe violations in light or dark mode', async ({ page }) => {
  for (const theme of ['light', 'dark']) {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    for (const route of ['/help', '/releases']) {
      await gotoHydrated(page, route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${theme} ${route}: ${violation.id}`)).toEqual([]);
    }
  }
});
