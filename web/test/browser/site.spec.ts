import { expect, test } from '@playwright/test';
import { SPEC_DOC_ROUTES } from './seedContent.ts';

test('the first Tab reaches "Skip to main content", which moves focus to the main content', async ({ page }) => {
  await page.goto('/api/hooks');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test.describe('every page', () => {
  test.use({ javaScriptEnabled: false });
  for (const route of ['/', ...SPEC_DOC_ROUTES, '/not-a-page']) {
    test(`${route} has one h1, one main, its description, canonical URL and no noindex`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('main')).toHaveCount(1);
      await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/sanity-assets\/.+\.svg$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const canonical = route === '/' ? 'https://react-redux.js.org' : `https://react-redux.js.org${route}`;
      if (route !== '/not-a-page')
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    });
  }
});

test('doc pages carry their description from the doc document', async ({ page }) => {
  await page.goto('/api/hooks');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /useSelector/);
});

test('search engines may index everything', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^User-agent: \*\nAllow: \/\n/);
});

const REDIRECTS: [from: string, to: string][] = [
  ['/api/hooks.html', '/api/hooks'],
  ['/api/hooks/index.html', '/api/hooks'],
  ['/index.html', '/'],
  ['/troubleshooting/', '/troubleshooting'],
];

for (const [from, to] of REDIRECTS) {
  test(`${from} ends up at ${to}`, async ({ page, request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(to);
    await page.goto(from);
    expect(new URL(page.url()).pathname).toBe(to);
    await expect(page.locator('main h1')).toBeVisible();
  });
}
