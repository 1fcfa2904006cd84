import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, scrollWindowTo as scrollTo } from './helpers.ts';

const button = (page: Page) => page.getByRole('button', { name: 'Scroll back to top' });

test.describe('back to top', () => {
  test('hidden at first and while scrolling down; offered when scrolling back up a long page', async ({ page }) => {
    await gotoHydrated(page, '/api/hooks');
    // Hidden means out of the accessibility tree as well, so the role query finds nothing.
    await expect(button(page)).toHaveCount(0);
    await scrollTo(page, 2000);
    await expect(button(page)).toHaveCount(0);
    await scrollTo(page, 1600);
    await expect(button(page)).toBeVisible();
    await scrollTo(page, 1900);
    await expect(button(page)).toHaveCount(0);
    // Near the top the way back is short: no button.
    await scrollTo(page, 250);
    await expect(button(page)).toHaveCount(0);
  });

  test('takes the page back to the top and keyboard focus to the main content', async ({ page }) => {
    await gotoHydrated(page, '/api/hooks');
    await scrollTo(page, 2000);
    await scrollTo(page, 1500);
    await button(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('main')).toBeFocused();
    await expect(button(page)).toHaveCount(0);
  });

  test('with reduced motion the page jumps to the top at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/api/hooks');
    await scrollTo(page, 2000);
    await scrollTo(page, 1500);
    const at = await page.evaluate(() => {
      (document.querySelector('button[aria-label="Scroll back to top"]') as HTMLButtonElement).click();
      return window.scrollY;
    });
    expect(at).toBe(0);
  });

  test('following an anchor up the page does not bring the button out', async ({ page }) => {
    await gotoHydrated(page, '/api/hooks');
    const anchor = await page.locator('main h2[id]').nth(1).getAttribute('id');
    await scrollTo(page, 4000);
    await page.evaluate((id) => {
      window.location.hash = id;
    }, anchor ?? '');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(4000);
    await expect(button(page)).toHaveCount(0);
  });
});
