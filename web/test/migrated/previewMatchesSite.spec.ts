/**
 * The Studio's preview of every doc of the migrated site is its built page,
 * block for block (as test/browser/previewMatchesSite.spec.ts checks for the
 * seed): this site's docs carry what the seed's do not, tabs among them.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectPreviewIsPage, loadPreviews, type Preview } from '../browser/previewComparison.ts';
import { MIGRATED_DATASET_DIR } from './paths.ts';

test('the preview of every migrated doc is the built page, block for block, tabs included', async ({ browser }) => {
  test.setTimeout(120_000);
  const previews = loadPreviews(path.join(MIGRATED_DATASET_DIR, 'data.ndjson'));
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const routes = Object.keys(previews);
  expect(routes.length).toBeGreaterThanOrEqual(10);
  let tabs = 0;
  for (const route of routes) {
    const preview = previews[route] as Preview;
    await expectPreviewIsPage(page, route, preview);
    if (preview.html.includes('role="tablist"')) tabs++;
  }
  expect(tabs, 'docs with tabs compared').toBeGreaterThan(0);
  await context.close();
});
