import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';
import { SPEC_DOC_ROUTES } from './seedContent.ts';

const ROUTES = ['/', ...SPEC_DOC_ROUTES, '/not-a-page'];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

for (const mode of ['light', 'dark'] as const) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${mode} mode, ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      for (const route of ROUTES) {
        test(`${route} has no axe violations`, async ({ page }) => {
          await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
          await gotoHydrated(page, route);
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
          const results = await new AxeBuilder({ page }).analyze();
          const summary = results.violations.map(
            (violation) =>
              `${violation.id}: ${violation.help} — ${violation.nodes
                .slice(0, 3)
                .map((node) => node.target.join(' '))
                .join(', ')}`,
          );
          expect(summary).toEqual([]);
        });
      }
    });
  }
}
