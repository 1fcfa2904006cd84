import path from 'node:path';
import { expect, test } from '@playwright/test';
import { checkSitemap } from '../support/sitemapCheck.ts';
import { SPEC_DOC_ROUTES } from './seedContent.ts';

const SITE_DIR = path.resolve(process.env.SITE_DIR ?? 'public');

test('sitemap.xml lists every indexable page the build made, with its last update, and robots.txt names it', async ({
  request,
}) => {
  const { listed, indexable } = await checkSitemap(request, SITE_DIR, 'https://react-redux.js.org');
  for (const route of ['/', ...SPEC_DOC_ROUTES]) expect(indexable).toContain(route);
  expect(indexable).not.toContain('/search');
  // Doc pages carry the date their doc last changed (the seed home page has none).
  expect(listed.filter(({ lastmod }) => lastmod).length).toBeGreaterThanOrEqual(SPEC_DOC_ROUTES.length);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toBe('User-agent: *\nAllow: /\n\nSitemap: https://react-redux.js.org/sitemap.xml\n');
});

test('the search page asks not to be indexed and is left out of the sitemap; doc pages are not', async ({ page }) => {
  await page.goto('/search');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await page.goto('/api/hooks');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
