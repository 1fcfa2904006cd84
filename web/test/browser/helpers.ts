import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** How long a page may take to hydrate before a test gives up on it: a wait for readiness, not a speed target. */
const HYDRATION_WAIT_MS = 15_000;

/**
 * Opens a page and waits until React has hydrated it: the colour toggle learns
 * the current mode only then, so its label is a sign that handlers are attached.
 * Clicking earlier would hit the server HTML and test nothing. Hydration takes
 * 1–3 s on a busy 2-core machine; how fast it is on a phone is the bench's
 * Lighthouse runs' business, so the wait is longer than an assertion's 5 s.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** Waits until React has hydrated the page that is open (see gotoHydrated). */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole('button', { name: /currently (light|dark) mode/ })).toBeVisible({
    timeout: HYDRATION_WAIT_MS,
  });
}

/**
 * Follows the page's requests from now on. `quiet()` resolves once none has been
 * in flight for `quietMs`. Unlike the `networkidle` load state, which can fire while
 * the page is still waiting for its first paint to start its scripts, this can be
 * awaited after something the test knows must have happened (such as hydration).
 */
export function trackNetwork(page: Page, quietMs = 500) {
  let inFlight = 0;
  let lastChange = Date.now();
  const settle = () => {
    inFlight--;
    lastChange = Date.now();
  };
  page.on('request', () => {
    inFlight++;
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    async quiet() {
      await expect.poll(() => inFlight === 0 && Date.now() - lastChange >= quietMs, { intervals: [100] }).toBe(true);
    },
  };
}

/** How the site answers a path without following a redirect: its status and Location. */
export async function answerOf(request: APIRequestContext, path: string): Promise<[number, string | undefined]> {
  const response = await request.get(path, { maxRedirects: 0 });
  return [response.status(), response.headers().location];
}

/** Scrolls the window to y and waits for the scroll event the page's listeners get (one per frame, at most). */
export async function scrollWindowTo(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    y,
  );
}
