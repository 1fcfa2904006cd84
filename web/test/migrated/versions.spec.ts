import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from '../browser/helpers.ts';
import { checkSitemap } from '../support/sitemapCheck.ts';

/**
 * The classic fixture's released version 1.x (versioned_docs/version-1.x), the
 * latest release as Docusaurus makes it by default: served at /docs/…, with
 * the current docs ("Next") at /docs/next/….
 */

const versionMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Docs version:/ });

test('the latest release lives at /docs with its own sidebar and a badge; no banner', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/docs/intro');
  await expect(page.locator('main article')).toContainText('In Store Kit 1.x, your app');
  await expect(page.locator('main article')).toContainText('Version: 1.x');
  await expect(page.getByRole('note')).toHaveCount(0);
  const sidebar = page.locator('main aside');
  // 1.x's own sidebar: no "Tutorial - Extras", which only the current docs have.
  await expect(sidebar.locator('nav > ul > li > :first-child')).toHaveText([
    'Tutorial Intro',
    'Tutorial - Basics',
    'API',
  ]);
  await expect(sidebar.getByRole('link', { name: 'Tutorial - Basics' })).toHaveAttribute(
    'href',
    '/docs/category/tutorial---basics',
  );
  const api = sidebar.getByRole('button', { name: 'API' });
  await expect(api).toHaveAttribute('aria-expanded', 'false');
  await api.click();
  await expect(api).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', { name: 'createSomething' })).toHaveAttribute(
    'href',
    '/docs/api/createSomething',
  );
  // Previous/next stay in the version: after the intro comes the release's own category page.
  await expect(page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link')).toHaveAttribute(
    'href',
    '/docs/category/tutorial---basics',
  );
  await expect(page.locator('meta[name="docsearch:version"]')).toHaveAttribute('content', '1.x');
});

test('the current docs say they are unreleased and link the same page in the latest release', async ({ page }) => {
  await gotoHydrated(page, '/docs/next/api/createSomething');
  const banner = page.getByRole('note');
  await expect(banner).toContainText('You are reading the docs of Store Kit Next, which is not released yet.');
  await banner.getByRole('link', { name: '1.x' }).click();
  await expect(page).toHaveURL(/\/docs\/api\/createSomething$/);
  await expect(page.locator('main article')).toContainText('In Store Kit 1.x, creates a store');
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.x');
});

test('the version menu links each version of the page, or its first doc where it has none', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/docs/next/api/createSomething');
  await expect(versionMenu(page)).toHaveText('Next');
  await versionMenu(page).click();
  const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('list').filter({ hasText: '1.x' });
  await expect(menu.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/docs/next/api/createSomething');
  await expect(menu.getByRole('link', { name: '1.x' })).toHaveAttribute('href', '/docs/api/createSomething');

  await gotoHydrated(page, '/docs/next/tutorial-extras/upgrading');
  await versionMenu(page).click();
  await expect(menu.getByRole('link', { name: '1.x' })).toHaveAttribute('href', '/docs/intro');
  await menu.getByRole('link', { name: '1.x' }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(versionMenu(page)).toHaveText('1.x');
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.x');
});

test('navbar links to docs follow the version the reader is in', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const tutorial = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tutorial', exact: true });
  // A new reader elsewhere than the docs: the latest release.
  await gotoHydrated(page, '/');
  await expect(tutorial).toHaveAttribute('href', '/docs/intro');
  await expect(versionMenu(page)).toHaveText('1.x');
  // In the current docs: the current docs.
  await gotoHydrated(page, '/docs/next/tutorial-extras/upgrading');
  await expect(tutorial).toHaveAttribute('href', '/docs/next/intro');
  // Having chosen Next, back on the home page: Next.
  await versionMenu(page).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Next' }).click();
  await gotoHydrated(page, '/');
  await expect(versionMenu(page)).toHaveText('Next');
  await expect(tutorial).toHaveAttribute('href', '/docs/next/intro');
});

/**
 * Hits on docs, without those on standalone pages, which belong to no version: every search finds them (the
 * fixture's /releases shows the snippet that names createSomething).
 */
const docsOnly = (urls: (string | null)[]) =>
  urls.filter((url) => !['/help', '/releases'].some((page) => url?.startsWith(page)));

test('search keeps to the version of the page, and the search page to the chosen one', async ({ page }) => {
  const hitUrls = async () => {
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    return docsOnly(
      await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    );
  };
  await gotoHydrated(page, '/docs/intro');
  await page.getByRole('button', { name: 'Search' }).first().click();
  await page.locator('.DocSearch-Input').fill('createSomething');
  const inRelease = await hitUrls();
  expect(inRelease.length).toBeGreaterThan(0);
  expect(inRelease.filter((url) => url?.startsWith('/docs/next/'))).toEqual([]);
  await page.keyboard.press('Escape');

  await gotoHydrated(page, '/docs/next/intro');
  await page.getByRole('button', { name: 'Search' }).first().click();
  await page.locator('.DocSearch-Input').fill('createSomething');
  const inNext = await hitUrls();
  expect(inNext.length).toBeGreaterThan(0);
  expect(inNext.filter((url) => !url?.startsWith('/docs/next/'))).toEqual([]);
  await page.keyboard.press('Escape');

  // The search page: the latest release for a new reader, and a choice of version.
  await page.evaluate(() => localStorage.clear());
  await gotoHydrated(page, '/search?q=createSomething');
  const results = page.locator('main ol > li a');
  await expect(results.first()).toBeVisible();
  expect(
    docsOnly(await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).every(
      (url) => !url?.startsWith('/docs/next/'),
    ),
  ).toBe(true);
  await page.getByRole('combobox', { name: 'Docs version' }).selectOption('Next');
  await expect(results.first()).toHaveAttribute('href', /^\/docs\/next\//);
  expect(
    docsOnly(await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).every((url) =>
      url?.startsWith('/docs/next/'),
    ),
  ).toBe(true);
});

test('sitemap.xml lists the pages of every docs version and section, category pages too, at the site address', async ({
  request,
}) => {
  const { indexable } = await checkSitemap(
    request,
    path.resolve(process.env.MIGRATED_SITE_DIR ?? 'public-migrated'),
    'https://store-kit.example.org',
  );
  expect(indexable).toEqual(
    expect.arrayContaining(['/docs/next/intro', '/docs/intro', '/community/welcome', '/community/0.9/welcome']),
  );
  expect(indexable.some((route) => route.includes('/category/'))).toBe(true);
});
