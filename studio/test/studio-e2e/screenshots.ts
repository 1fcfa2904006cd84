/**
 * The docs' pictures of the Studio, from the real built Studio against the loopback stand-ins (session.ts):
 * `npx node studio/test/studio-e2e/screenshots.ts` writes docs/screenshots/studio-*.png.
 */
import path from 'node:path';
import { startStudioSession } from './session.ts';

const OUT = path.resolve(import.meta.dirname, '../../../docs/screenshots');

const session = await startStudioSession();
try {
  const page = await session.openPage();
  await page.setViewportSize({ width: 1500, height: 900 });
  // A doc with an admonition and code, Editor and its whole-page Preview side by side.
  await page.goto(`${session.studio.url}/intent/edit/id=doc-introduction_getting-started;type=doc`);
  await page.locator('input#title').waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Split pane right' }).click();
  await page.getByRole('tab', { name: 'Preview' }).nth(1).click();
  const frame = page.frameLocator('iframe[title="Preview of the page"]');
  await frame.locator('.admonition').first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, 'studio-preview.png') });
  console.log(`Wrote ${path.join(OUT, 'studio-preview.png')}`);
  // The same Preview at a phone's width.
  await page.getByRole('button', { name: 'Phone' }).click();
  await frame.locator('h1').first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, 'studio-preview-phone.png') });
  console.log(`Wrote ${path.join(OUT, 'studio-preview-phone.png')}`);
  // The Deploy tool with the stand-in's deploys: live, failed, earlier, cancelled, skipped.
  await page.setViewportSize({ width: 1300, height: 760 });
  await page.goto(`${session.studio.url}/deploy`);
  await page.getByText('Live', { exact: true }).waitFor({ timeout: 30_000 });
  await page.screenshot({ path: path.join(OUT, 'studio-deploy.png') });
  console.log(`Wrote ${path.join(OUT, 'studio-deploy.png')}`);
} finally {
  await session.close();
}
