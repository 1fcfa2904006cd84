import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** Waits until `check` holds (what the stand-in API received, mostly), failing with `what` after `timeout` ms. */
export async function until(page: Page, what: string, check: () => boolean, timeout = 20_000) {
  const deadline = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > deadline) assert.fail(`never happened: ${what}`);
    await page.waitForTimeout(200);
  }
}
