/**
 * The Studio's preview renders a doc with the source plugin's resolution and
 * the site's rendering module (src/preview/renderDocPreview.ts). For every
 * seed doc, its HTML must be the HTML of the built page's content, and its
 * code colours the page's, so editors see before publishing what readers get.
 * (test/migrated/previewMatchesSite.spec.ts does the same for the migrated
 * site, whose docs have tabs; the Studio's own test holds the Studio's
 * Preview view to renderDocPreview.)
 */
import { expect, test } from '@playwright/test';
import { expectPreviewIsPage, loadPreviews, type Preview } from './previewComparison.ts';
import { SPEC_DOC_ROUTES } from './seedContent.ts';

let previews: Record<string, Preview> = {};

test.beforeAll(() => {
  previews = loadPreviews();
});

test('the preview of every seed doc is the built page, block for block', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  expect(Object.keys(previews).sort()).toEqual([...SPEC_DOC_ROUTES].sort());
  for (const route of SPEC_DOC_ROUTES) {
    const preview = previews[route] as Preview;
    expect(preview.problems, route).toBe('');
    expect(preview.html.length, route).toBeGreaterThan(200);
    await expectPreviewIsPage(page, route, preview);
  }
  await context.close();
});
