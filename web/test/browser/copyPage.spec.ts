import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers.ts';

const button = (page: import('@playwright/test').Page) => page.getByRole('button', { name: /^(Copy page|Copied)$/ });

test.describe('"Copy page"', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies exactly the Markdown twin, fetched on the click and not before, and says "Copied"', async ({
    page,
    request,
  }) => {
    const twinRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('.md')) twinRequests.push(sent.url());
    });
    await page.goto('/api/hooks');
    await waitForHydration(page);
    expect(twinRequests).toEqual([]);
    await button(page).click();
    await expect(button(page)).toHaveText('Copied');
    await expect(page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' })).toHaveCount(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get('/api/hooks.md')).text());
    expect(twinRequests).toHaveLength(1);
    // Back to its label after a moment, ready to copy again.
    await expect(button(page)).toHaveText('Copy page');
  });

  test('works from the keyboard, in dark mode at phone width', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/introduction/getting-started');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const box = await button(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await button(page).focus();
    await page.keyboard.press('Enter');
    await expect(button(page)).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get('/introduction/getting-started.md')).text());
  });
});

test('when the browser refuses the clipboard, the reader is told, and given the Markdown to open', async ({ page }) => {
  await page.addInitScript(() => {
    const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { write: refuse, writeText: refuse }, configurable: true });
  });
  await page.goto('/api/provider');
  await waitForHydration(page);
  await button(page).click();
  const status = page.getByRole('status').filter({ hasText: 'did not allow copying' });
  await expect(status).toBeVisible();
  await expect(status).toHaveText('Your browser did not allow copying to the clipboard. Open the page as Markdown');
  await expect(status.getByRole('link', { name: 'Open the page as Markdown' })).toHaveAttribute(
    'href',
    '/api/provider.md',
  );
  await expect(button(page)).toHaveText('Copy page');
});

test('when the Markdown cannot be loaded, the reader is told so', async ({ page }) => {
  await page.route('**/*.md', (route) => route.abort('internetdisconnected'));
  await page.goto('/api/batch');
  await waitForHydration(page);
  await button(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Could not load the Markdown of this page' })).toBeVisible();
});
