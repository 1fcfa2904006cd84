/**
 * The Studio's preview renders a doc with the source plugin's resolution and
 * the site's rendering module (src/preview/renderDocPreview.ts). For every
 * seed doc, its HTML must be the HTML of the built page's content, and its
 * code colours the page's, so editors see before publishing what readers get.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SPEC_DOC_ROUTES } from './seedContent.ts';

type Preview = { title: string; html: string; codeCss: string; problems: string };
let previews: Record<string, Preview> = {};

test.beforeAll(() => {
  const script = path.join(import.meta.dirname, 'seedPreviews.ts');
  previews = JSON.parse(execFileSync(process.execPath, [script], { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 }));
});

test('the preview of every seed doc is the built page, block for block', async ({ browser }) => {
  test.setTimeout(120_000);
  // The static HTML, as the build wrote it: no script has touched the content.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  expect(Object.keys(previews).sort()).toEqual([...SPEC_DOC_ROUTES].sort());
  for (const route of SPEC_DOC_ROUTES) {
    const preview = previews[route] as Preview;
    expect(preview.problems, route).toBe('');
    await page.goto(route);
    await expect(page.locator('main h1')).toHaveText(preview.title);
    // Both sides through the browser's own serialiser, so quoting and entities are written alike.
    const found = await page.evaluate((html) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      const expected = template.innerHTML;
      const blocks = [...document.querySelectorAll('main article > div')].map((element) => element.innerHTML);
      return { same: blocks.includes(expected), length: expected.length };
    }, preview.html);
    expect(found, route).toEqual({ same: true, length: expect.any(Number) });
    expect(found.length, route).toBeGreaterThan(200);
    if (preview.codeCss) {
      const styles = await page.locator('style').allTextContents();
      expect(styles, route).toContain(preview.codeCss);
    }
  }
  await context.close();
});
