import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../browser/helpers.ts';

/** A docs section beside the main docs (VARIANT_SECTION_DOCUMENTS): its own address, sidebar and llms.txt. */

test("a docs section's page shows the section's own sidebar, breadcrumbs and sequence, and no version banner", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/community/conduct');
  await expect(page.locator('main h1')).toHaveText('Code of conduct');
  const sidebar = page.locator('main aside');
  await expect(sidebar.getByRole('link')).toHaveText([
    'Welcome to the community',
    'Code of conduct',
    'Getting support',
  ]);
  await expect(sidebar.getByRole('link', { name: 'Code of conduct' })).toHaveAttribute('aria-current', 'page');
  // None of the main docs' categories.
  await expect(sidebar.getByText('API Reference')).toHaveCount(0);
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(breadcrumbs).toContainText('People');
  const pagination = page.getByRole('navigation', { name: 'Docs pages' });
  await expect(pagination.getByRole('link')).toHaveText([
    /Previous\s*Welcome to the community/,
    /Next\s*Getting support/,
  ]);
  await expect(page.getByRole('note')).toHaveCount(0);
  // DocSearch's crawler tags the page as Docusaurus tags a second docs plugin's pages.
  await expect(page.locator('meta[name="docsearch:docusaurus_tag"]')).toHaveAttribute(
    'content',
    'docs-community-current',
  );
});

test("the main docs' sidebar and llms.txt leave the section out; the section has an llms.txt of its own", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/api/hooks');
  await expect(page.locator('main aside').getByText('Code of conduct')).toHaveCount(0);
  expect(await (await request.get('/llms.txt')).text()).not.toContain('Code of conduct');
  const own = await (await request.get('/community/llms.txt')).text();
  expect(own).toContain('[Code of conduct]');
  expect(own).toContain('[Welcome to the community]');
  expect(own).not.toContain('Hooks');
});

test("a docs section's release has its own version menu, banner and search tag, apart from the main docs'", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/community/1.0/conduct');
  await expect(page.locator('main h1')).toHaveText('Code of conduct (1.0)');
  await expect(page.locator('main aside').getByRole('link')).toHaveText([
    'Welcome to the community (1.0)',
    'Code of conduct (1.0)',
  ]);
  const banner = page.getByRole('note');
  await expect(banner).toContainText('Community 1.0, an older version that is no longer updated');
  await expect(banner.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/community/conduct');
  await expect(page.locator('meta[name="docsearch:docusaurus_tag"]')).toHaveAttribute('content', 'docs-community-1.0');

  const nav = page.getByRole('navigation', { name: 'Main' });
  // The main docs' menu is not moved by a page of the section.
  await expect(nav.getByRole('button', { name: 'Docs version: Next' })).toBeVisible();
  const menu = nav.getByRole('button', { name: 'Community docs version: Community 1.0' });
  await menu.click();
  const next = nav.getByRole('link', { name: 'Next' });
  await expect(next).toHaveAttribute('href', '/community/conduct');
  await next.click();
  await expect(page).toHaveURL(/\/community\/conduct$/);
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Community docs version: Next' })).toBeVisible();

  // The choice is kept per docs line: choosing the section's 1.0 leaves the main docs' choice alone.
  await nav.getByRole('button', { name: 'Community docs version: Next' }).click();
  await expect(nav.getByRole('link', { name: 'Community 1.0' })).toHaveAttribute('href', '/community/1.0/conduct');
  await nav.getByRole('link', { name: 'Community 1.0' }).click();
  await expect(page).toHaveURL(/\/community\/1\.0\/conduct$/);
  await gotoHydrated(page, '/api/hooks');
  await expect(nav.getByRole('button', { name: 'Community docs version: Community 1.0' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Docs version: Next' })).toBeVisible();
});

test('a page the sidebar does not list is shown without a sidebar, on a wide screen and in the phone menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/community/archive');
  await expect(page.locator('main h1')).toHaveText('Meeting notes archive');
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0);
  const article = await page.locator('main article').boundingBox();
  expect(article?.x ?? 0).toBeLessThan(200);
  await page.setViewportSize({ width: 400, height: 800 });
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0);
  // A page the sidebar lists keeps it there.
  await gotoHydrated(page, '/community/conduct');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(1);
});
