import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../browser/helpers.ts';

/**
 * The classic fixture runs remark-math and rehype-katex, and its Internals overview (a category's own doc) shows
 * `<DocCardList />`. Readers get formulas the browser draws as MathML, and the category's cards where the doc
 * asked for them.
 */
test('formulas are drawn as MathML in the line and on a line of their own; no dollar sign is left', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/next/api/advanced/internals/batching');
  const article = page.locator('main article');
  const inline = article.locator('p .math-inline math');
  await expect(inline).toHaveCount(4);
  // What shows is the drawn formula; the TeX rides along as its annotation, which browsers do not show.
  const shown = article.locator('p .math-inline').nth(2);
  // Laid out as maths: the browser sets the identifiers in mathematical italic (rendered text, so innerText).
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked
  expect(await shown.evaluate((element) => (element as HTMLElement).innerText.replace(/\s+/g, ''))).toBe('𝑂(𝑛)');
  await expect(inline.nth(2).locator('annotation')).toHaveText('O(n)');
  const block = article.locator('.math-block math[display="block"]');
  await expect(block).toHaveCount(1);
  await expect(block).toContainText('notifications');
  // Drawn as maths: a fraction-free row, laid out by the browser, with a height of its own.
  expect((await block.boundingBox())?.height ?? 0).toBeGreaterThan(10);
  expect(await article.textContent()).not.toContain('$');
  // No KaTeX stylesheet or font is loaded for it.
  const stylesheets = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
  );
  expect(stylesheets.filter((href) => /katex/i.test(href ?? ''))).toEqual([]);
});

test("a category's own doc shows a card for each page of its category where it asked for them", async ({ page }) => {
  await gotoHydrated(page, '/docs/next/api/advanced/internals/overview');
  const article = page.locator('main article');
  const cards = article.locator('[data-rich-text] ul[data-doc-cards] li a');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Batching');
  await expect(cards.first()).toContainText('Several set calls made in one task notify listeners once');
  await expect(cards.first()).toHaveAttribute('href', '/docs/next/api/advanced/internals/batching');
  // The cards follow the heading the doc put above them.
  const heading = article.getByRole('heading', { name: 'In this category' });
  expect(await heading.evaluate((element) => element.nextElementSibling?.tagName === 'UL')).toBe(true);
  await cards.first().click();
  await expect(page).toHaveURL(/\/docs\/next\/api\/advanced\/internals\/batching$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Batching');
});

test("the Markdown twin writes formulas between dollar signs, as GitHub's Markdown does", async ({ request }) => {
  const twin = await (await request.get('/docs/next/api/advanced/internals/batching.md')).text();
  expect(twin).toContain(
    'With $n$ listeners and $k$ calls in one task, a batch costs $O(n)$ instead of $O(n \\cdot k)$:',
  );
  expect(twin).toContain('$$\n\\text{notifications} = n \\quad\\text{rather than}\\quad n \\times k\n$$');
});
