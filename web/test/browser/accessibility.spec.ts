import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, scrollWindowTo } from './helpers.ts';
import { SPEC_DOC_ROUTES } from './seedContent.ts';

const ROUTES = ['/', ...SPEC_DOC_ROUTES, '/not-a-page'];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

/** Axe's violations on the page as it is now, a line each, with the first elements at fault. */
async function violations(page: Page): Promise<string[]> {
  // Axe in the page itself (legacy mode) and the passing rules without their nodes: the same verdicts in under
  // half the time of the default, which opens a page of its own to gather results from every frame. That default
  // exists for cross-origin frames, which these pages do not have.
  expect(await page.locator('iframe').count()).toBe(0);
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const route of ROUTES) {
      // Both colour modes on one load, switched as a reader switches them. Either way the mode is the html
      // element's data-theme (set before the first paint from storage, or by the switch), so axe sees the same
      // styles as on a page loaded in that mode; no colour of the site is animated between modes.
      test(`${route} has no axe violations in light or dark mode`, async ({ page }) => {
        await page.addInitScript(() => localStorage.setItem('theme', 'light'));
        await gotoHydrated(page, route);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
        expect(await violations(page), 'light mode').toEqual([]);

        await page.getByRole('button', { name: /currently light mode/ }).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await expect(page.getByRole('button', { name: /currently dark mode/ })).toBeVisible();
        await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(27, 27, 29)');
        expect(await violations(page), 'dark mode').toEqual([]);
      });
    }
  });
}

test('the back-to-top button, once shown, has no axe violations in light or dark mode', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await gotoHydrated(page, '/api/hooks');
  // Each scroll is seen by the button before the next: two in one frame would be one scroll down.
  await scrollWindowTo(page, 2000);
  await scrollWindowTo(page, 1600);
  const button = page.getByRole('button', { name: 'Scroll back to top' });
  await expect(button).toHaveCSS('opacity', '1');
  expect(await violations(page), 'light mode').toEqual([]);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expect(button).toHaveCSS('color', 'rgb(227, 227, 227)');
  expect(await violations(page), 'dark mode').toEqual([]);
});
