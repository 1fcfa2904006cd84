import { expect, test } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../chromium.ts';

// Playwright hides scrollbars by default; this browser shows them as on desktop Windows and Linux.
test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, ignoreDefaultArgs: ['--hide-scrollbars'] },
});

test("the page keeps the scrollbar's room before it is tall enough to scroll, so nothing moves sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1350, height: 940 });
  await page.goto('/api/hooks');
  // The width pages lay out in (documentElement.clientWidth would count the reserved room as page).
  const layoutWidth = () => page.evaluate(() => document.body.getBoundingClientRect().width);
  const widthWhenScrolling = await layoutWidth();
  // As while the page streams in: too little content to scroll yet.
  await page.evaluate(() => {
    (document.getElementById('___gatsby') as HTMLElement).style.display = 'none';
  });
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(940);
  const widthWhenShort = await layoutWidth();
  expect(widthWhenScrolling).toBeLessThan(1350);
  expect(widthWhenShort).toBe(widthWhenScrolling);
});
