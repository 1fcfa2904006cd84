import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../browser/helpers.ts';

/**
 * The classic fixture runs remark-typescript-tools' transpileCodeblocks on its deploys, so its create-a-store page
 * shows its TypeScript examples with a JavaScript tab, made by the build. The page also has tabs written by hand in
 * the same `language` group.
 */
const PAGE = '/docs/next/tutorial-basics/create-a-store';

test('a TypeScript example shows TypeScript first and the JavaScript the build made from it', async ({ page }) => {
  await gotoHydrated(page, PAGE);
  const example = page.locator('main article .tabs').filter({ hasText: 'src/counter.ts' });
  const tabs = example.getByRole('tab');
  await expect(tabs).toHaveText(['TypeScript', 'JavaScript']);
  const typescript = example.getByRole('tabpanel');
  await expect(typescript).toContainText('createSomething<Counter>(initial)');
  // The hidden file only gives the others their types.
  await expect(typescript).not.toContainText('// file:');
  await expect(typescript).not.toContainText('interface Counter');
  // The highlighted line is highlighted in both languages.
  await expect(typescript.locator('.line.highlighted')).toHaveText(
    'export const counter = createSomething<Counter>(initial)',
  );
  await tabs.nth(1).click();
  const javascript = example.getByRole('tabpanel');
  await expect(example.locator('.code-block__title')).toHaveText(['src/counter.ts', 'src/counter.js']);
  await expect(javascript.locator('pre')).toHaveText(
    "import { createSomething } from 'store-kit'\n\nconst initial = { value: 0 }\n\nexport const counter = createSomething(initial)\n",
  );
  await expect(javascript.locator('.line.highlighted')).toHaveText('export const counter = createSomething(initial)');
});

test("the reader's choice of JavaScript holds for every tab of the group, and after a reload", async ({ page }) => {
  await gotoHydrated(page, PAGE);
  const jsx = page.locator('main article .tabs').filter({ hasText: 'useSomething(counter' });
  await jsx.getByRole('tab', { name: 'JavaScript' }).click();
  await expect(jsx.getByRole('tabpanel')).toContainText('(state) => state.value)');
  await expect(jsx.getByRole('tabpanel')).not.toContainText('as number');
  // The tabs written by hand share the group, as in Docusaurus.
  const handWritten = page.locator('main article .tabs').first();
  await expect(handWritten.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(jsx.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute('aria-selected', 'true');
});

test('the page with JavaScript tabs has no axe violations', async ({ page }) => {
  await gotoHydrated(page, PAGE);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('the Markdown twin has both languages, each labelled', async ({ request }) => {
  const twin = await (await request.get(`${PAGE}.md`)).text();
  expect(twin).toContain('**TypeScript**\n\n```typescript title="src/counter.ts"\n');
  expect(twin).toContain('**JavaScript**\n\n```javascript title="src/counter.js"\n');
  expect(twin).toContain('export const counter = createSomething(initial)\n```');
  expect(twin).not.toContain('noEmit');
});
