import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** The whole theme gets about 10 KB on top of an empty Gatsby + React page (90 KB). */
const JS_BUDGET_BYTES = 100 * 1024;

for (const route of ['/introduction/getting-started', '/api/hooks']) {
  test(`${route} ships at most 100 KB of gzip JavaScript on a first visit`, async ({ page }) => {
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) {
        sizes.push(response.body().then((body) => gzipSync(body).length));
      }
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    test.info().annotations.push({ type: 'JavaScript (gzip)', description: `${(total / 1024).toFixed(1)} KB` });
    expect(total).toBeGreaterThan(50 * 1024);
    expect(total).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  });
}
