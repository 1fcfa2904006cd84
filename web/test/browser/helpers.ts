import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it: the colour toggle learns
 * the current mode only then, so its label is a sign that handlers are attached.
 * Clicking earlier would hit the server HTML and test nothing.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.getByRole('button', { name: /currently (light|dark) mode/ })).toBeVisible();
  return response;
}
