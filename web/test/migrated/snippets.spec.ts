import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../browser/helpers.ts';

/**
 * The classic fixture's MDX partial (docs/_partials/_react-only.mdx) is imported once as a snippet, which two docs
 * include: an .mdx doc by a relative import, an .md doc by `@site/`. Both pages show its callout where the tag was.
 */
const NOTE = 'The hooks need React 18 or newer.';

for (const [route, before] of [
  ['/docs/next/tutorial-basics/create-a-store', 'A component reads it with the hook:'],
  ['/docs/next/tutorial-basics/read-state', 'Components subscribe with'],
] as const) {
  test(`the snippet shows where ${route} includes it, its link leading to the doc`, async ({ page }) => {
    await gotoHydrated(page, route);
    const note = page.locator('main article aside.admonition--info').filter({ hasText: NOTE });
    await expect(note).toHaveCount(1);
    // It stands right after the paragraph that came before the tag.
    const previous = await note.evaluate((element) => element.previousElementSibling?.textContent ?? '');
    expect(previous).toContain(before);
    await note.getByRole('link', { name: 'createSomething' }).click();
    await expect(page).toHaveURL(/\/docs\/next\/api\/createSomething$/);
  });
}

test("the snippet's text is in each page's Markdown twin and in search", async ({ page, request }) => {
  for (const route of ['/docs/next/tutorial-basics/create-a-store', '/docs/next/tutorial-basics/read-state']) {
    const twin = await (await request.get(`${route}.md`)).text();
    expect(twin).toContain(NOTE);
  }
  // Search finds the snippet's words on the pages that include it (in the current docs, Next).
  await gotoHydrated(page, '/search?q=React%2018%20or%20newer');
  await page.getByRole('combobox', { name: 'Docs version' }).selectOption('Next');
  const results = page.locator('main ol > li a');
  await expect(results.first()).toBeVisible();
  const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.some((href) => href.startsWith('/docs/next/tutorial-basics/create-a-store'))).toBe(true);
  expect(hrefs.some((href) => href.startsWith('/docs/next/tutorial-basics/read-state'))).toBe(true);
});
