import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';

test('code is highlighted in the HTML itself, with highlighted lines and a title', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/tutorials/quick-start');
  const storeBlock = page.locator('main div:has(> div:text-is("app/store.js"))').first();
  await expect(storeBlock).toBeVisible();
  const keyword = storeBlock.locator('code span.line > span[class]', { hasText: 'import' }).first();
  await expect(keyword).toBeVisible();
  const lightColor = await keyword.evaluate((element) => getComputedStyle(element).color);
  expect(lightColor).not.toBe(
    await page
      .locator('main p')
      .first()
      .evaluate((e) => getComputedStyle(e).color),
  );
  await expect(page.locator('main pre code > span.line.highlighted').first()).toBeVisible();
  await context.close();
});

test('the copy button copies the code and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/tutorials/quick-start');
  const block = page.locator('main pre').first();
  const expected = ((await block.textContent()) ?? '').trimEnd();
  await block.hover();
  const button = page.getByRole('button', { name: 'Copy code to clipboard' }).first();
  await button.click();
  await expect(page.getByRole('button', { name: 'Copied' }).first()).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trimEnd()).toBe(expected);
  await expect(page.getByRole('button', { name: 'Copied' })).toHaveCount(0, { timeout: 5000 });
});

test('copy buttons work on a page reached by client-side navigation', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/introduction/getting-started');
  await page.evaluate(() => {
    (window as unknown as Record<string, boolean>).__codeBlockSpecMark = true;
  });
  await page.locator('main aside').getByRole('link', { name: 'Quick Start', exact: true }).click();
  await expect(page).toHaveURL(/\/tutorials\/quick-start$/);
  // The address changes as the new page starts rendering: read its code only once it shows.
  await expect(page.locator('main h1')).toHaveText('React Redux Quick Start');
  const block = page.locator('main pre').first();
  const expected = ((await block.textContent()) ?? '').trimEnd();
  await block.hover();
  await page.getByRole('button', { name: 'Copy code to clipboard' }).first().click();
  await expect(page.getByRole('button', { name: 'Copied' }).first()).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trimEnd()).toBe(expected);
  expect(await page.evaluate(() => (window as unknown as Record<string, boolean>).__codeBlockSpecMark)).toBe(true);
});

test('no syntax highlighter is shipped to the browser', () => {
  const publicDir = path.resolve(import.meta.dirname, '../../public');
  const scripts = readdirSync(publicDir).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of scripts) {
    const source = readFileSync(path.join(publicDir, name), 'utf8');
    expect(source, name).not.toMatch(/shiki|textmate|oniguruma|github-light-default/i);
  }
});
