import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../browser/helpers.ts';

/**
 * The classic fixture's useSomething page holds what Markdown writes beyond text: a custom heading id, marks written
 * as HTML, a rule, a named place and a `<details>` section. Each arrives as Docusaurus shows it.
 */
const PAGE = '/docs/next/api/useSomething';

test('a custom heading id, HTML marks, a divider and an anchor arrive as the page shows them', async ({ page }) => {
  await gotoHydrated(page, PAGE);
  const article = page.locator('main article');
  await expect(article.locator('h2#hook-options')).toHaveText(/^Options/);
  await expect(article.locator('kbd')).toHaveText(['Ctrl', 'C']);
  await expect(article.locator('sup')).toHaveText('2');
  await expect(article.locator('sub')).toHaveText('2');
  await expect(article.locator('mark')).toHaveText('the state is never mutated');
  await expect(article.locator('hr.divider')).toHaveCount(1);
  await expect(article.locator('#return-value')).toHaveCount(1);
  // The table of contents links the heading by its own id.
  await expect(
    page.getByRole('navigation', { name: /on this page/i }).getByRole('link', { name: 'Options' }),
  ).toHaveAttribute('href', '#hook-options');
});

test('table cells show their images at their place in the text, a badge as a link', async ({ page }) => {
  await gotoHydrated(page, PAGE);
  const cells = page.locator('main article table tbody td');
  await expect(cells.first()).toHaveText('Store Kit 2');
  const logo = cells.first().getByRole('img', { name: 'Store Kit logo' });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(cells.nth(1).getByRole('link', { name: 'checks passing' })).toHaveAttribute(
    'href',
    'https://status.store-kit.example.org',
  );
});

test('links from another doc land on the custom id and on the anchor', async ({ page }) => {
  await gotoHydrated(page, '/docs/next/intro');
  await page.getByRole('link', { name: 'options' }).click();
  await expect(page).toHaveURL(/\/docs\/next\/api\/useSomething#hook-options$/);
  await expect(page.locator('h2#hook-options')).toBeInViewport();
  await gotoHydrated(page, '/docs/next/intro');
  await page.getByRole('link', { name: 'returns a value' }).click();
  await expect(page).toHaveURL(/\/docs\/next\/api\/useSomething#return-value$/);
});

test('<details> is a collapsible section: closed at first, opened by click or keyboard, its code highlighted', async ({
  page,
}) => {
  await gotoHydrated(page, PAGE);
  const section = page.locator('main article details.collapsible');
  const summary = section.locator('summary');
  await expect(summary).toHaveText('Why compare with Object.is?');
  const code = section.locator('pre');
  await expect(code).toBeHidden();
  await summary.click();
  await expect(code).toBeVisible();
  await expect(code).toContainText('new object each time');
  await expect(code.locator('span[class]').first()).toBeVisible();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(code).toBeHidden();
  await page.keyboard.press('Space');
  await expect(code).toBeVisible();
});

test('the page with these blocks, its section open, has no axe violations in light or dark mode', async ({ page }) => {
  for (const theme of ['light', 'dark']) {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await gotoHydrated(page, PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.locator('details.collapsible summary').click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${theme}: ${violation.id}`)).toEqual([]);
  }
});

test('the Markdown twin keeps the section, the marks, the rule and the anchors', async ({ request }) => {
  const twin = await (await request.get(`${PAGE}.md`)).text();
  expect(twin).toContain('## <a id="hook-options"></a>Options');
  expect(twin).toContain('<kbd>Ctrl</kbd>+<kbd>C</kbd>');
  expect(twin).toContain('O(n<sup>2</sup>)');
  expect(twin).toContain('\n---\n');
  expect(twin).toContain('<details>\n<summary>Why compare with Object.is?</summary>');
  expect(twin).toMatch(
    /\| \[!\[checks passing\]\(https:\/\/store-kit\.example\.org\/[^)]+\)\]\(https:\/\/status\.store-kit\.example\.org\) \|/,
  );
});
