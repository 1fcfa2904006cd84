import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';

/**
 * Debian's Chromium under Playwright. Playwright's own signal handlers are off:
 * the bench stops its browser with everything else it started (lifetime.ts),
 * and Playwright's would exit before that.
 */
export async function launchChromium(): Promise<Browser> {
  try {
    return await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
  } catch (error) {
    throw new Error(`Chromium did not start (set CHROMIUM_PATH to use another): ${(error as Error).message}`, {
      cause: error,
    });
  }
}
