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
          // Axe in the page itself (legacy mode) and the passing rules without their nodes: the same verdicts in
          // under half the time of the default, which opens a page of its own to gather results from every frame.
          // That default exists for cross-origin frames, which these pages do not have.
          expect(await page.locator('iframe').count()).toBe(0);
          const results = await new AxeBuilder({ page })
            .setLegacyMode(true)
            .options({ resultTypes: ['violations'] })
            .analyze();
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
