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
