import { expect, test } from '@playwright/test';
import { answerOf } from './helpers.ts';
import { SPEC_DOC_ROUTES, seedDocs } from './seedContent.ts';

const SITE_TITLE = 'React Redux';

test.describe('static HTML, before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the seed content covers exactly the routes of the spec', () => {
    expect(
      seedDocs()
        .map((doc) => doc.route)
        .sort(),
    ).toEqual([...SPEC_DOC_ROUTES].sort());
  });

  for (const doc of seedDocs()) {
    test(`${doc.route} is a page with its title and every h2`, async ({ page }) => {
      const response = await page.goto(doc.route);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${doc.title} | ${SITE_TITLE}`);
      await expect(page.locator('main h1')).toHaveText(doc.title);
      const h2s = (await page.locator('main article h2').allTextContents()).map((text) => text.replace(/#$/, ''));
      expect(h2s).toEqual(doc.headings);
      await expect(page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]')).toHaveCount(1);
    });
  }

  test("the Redirects list answers from the site's _redirects, after the docs' own pages", async ({
    page,
    request,
  }) => {
    const answer = (path: string) => answerOf(request, path);
    expect(await answer('/docs/api/hooks')).toEqual([301, '/api/hooks']);
    expect(await answer('/introduction/quick-start')).toEqual([301, '/tutorials/quick-start']);
    expect(await answer('/versions')).toEqual([301, '/introduction/getting-started']);
    const response = await page.goto('/docs/using-react-redux/accessing-store');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/using-react-redux\/accessing-store$/);
  });

  test('/ is the landing page', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(SITE_TITLE);
    await expect(page.locator('main h1')).toHaveText('React Redux');
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/introduction/getting-started',
    );
  });

  for (const path of ['/no-such-page', '/api/hooks/extra', '/search-results']) {
    test(`${path} gets the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('main h1')).toHaveText('Page Not Found');
      await expect(page.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
    });
  }
});
