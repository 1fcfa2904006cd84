import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../browser/helpers.ts';

/**
 * The classic fixture's upgrading page uses two components of the site's own (src/components/): an inline member
 * component that renders a link, and one around Markdown that renders an admonition. The import renders them with
 * the site's code; readers get what they render, as content, and never a tag as text.
 */
test("the site's own components show what they render: a link in the line, a callout around the Markdown", async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/next/tutorial-extras/upgrading');
  const article = page.locator('main article');
  const paragraph = article.locator('p', { hasText: 'option of a' });
  await expect(paragraph).toHaveText('The initial option of a store is now called value:');
  await paragraph.getByRole('link', { name: 'store' }).click();
  await expect(page).toHaveURL(/\/docs\/next\/intro#getting-started$/);

  await gotoHydrated(page, '/docs/next/tutorial-extras/upgrading');
  const note = page.locator('main aside.admonition--info');
  await expect(note).toContainText('Since 2.0');
  await expect(note).toContainText('Apps that never set initial need no change.');
  await expect(note.locator('strong')).toHaveText('no change');
  await expect(note.locator('code')).toHaveText('initial');
  expect(await article.textContent()).not.toMatch(/<\/?[A-Z][\w.]*/);
});

test('the Markdown twin carries the rendered link and callout', async ({ request }) => {
  const twin = await (await request.get('/docs/next/tutorial-extras/upgrading.md')).text();
  expect(twin).toContain(
    'The `initial` option of a [store](https://store-kit.example.org/docs/next/intro#getting-started) is now called `value`:',
  );
  expect(twin).toContain('> **Since 2.0**\n>\n> Apps that never set `initial` need **no change**.');
  expect(twin).not.toMatch(/<Term|<MigrationNote/);
});
