import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the navbar holds the brand, the items from the navbar document, and marks the current page', async ({ page }) => {
  await gotoHydrated(page, '/api/provider');
  const bar = navbar(page);
  await expect(bar.getByRole('link', { name: 'React Redux logo React Redux' })).toHaveAttribute('href', '/');
  for (const name of ['Getting Started', 'Tutorial', 'Using React Redux', 'API', 'GitHub', 'Need help?']) {
    await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(bar.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: 'Tutorial' })).not.toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
    'href',
    'https://github.com/reduxjs/react-redux',
  );
});

test('the version and language dropdowns open on click and close on Escape, outside click and focus loss', async ({
  page,
}) => {
  await gotoHydrated(page, '/api/hooks');
  const version = navbar(page).getByRole('button', { name: 'Docs version: Next' });
  const versionMenu = navbar(page).getByRole('link', { name: 'Next', exact: true });
  await expect(versionMenu).toBeHidden();
  await version.click();
  await expect(version).toHaveAttribute('aria-expanded', 'true');
  await expect(versionMenu).toHaveAttribute('href', '/api/hooks');
  await page.keyboard.press('Escape');
  await expect(versionMenu).toBeHidden();
  await expect(version).toBeFocused();

  const language = navbar(page).getByRole('button', { name: 'Language: English' });
  await language.focus();
  await page.keyboard.press('Enter');
  await expect(navbar(page).getByRole('link', { name: 'English' })).toBeVisible();
  await page.mouse.click(400, 500);
  await expect(navbar(page).getByRole('link', { name: 'English' })).toBeHidden();

  await language.focus();
  await page.keyboard.press('Space');
  await expect(navbar(page).getByRole('link', { name: 'English' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(navbar(page).getByRole('link', { name: 'English' })).toBeHidden();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tapped dropdown opens, and a tap elsewhere on the page closes it', async ({ page }) => {
    await gotoHydrated(page, '/api/hooks');
    const version = navbar(page).getByRole('button', { name: 'Docs version: Next' });
    const versionMenu = navbar(page).getByRole('link', { name: 'Next', exact: true });
    await version.tap();
    await expect(versionMenu).toBeVisible();
    await page.touchscreen.tap(400, 500);
    await expect(versionMenu).toBeHidden();
    await expect(version).toHaveAttribute('aria-expanded', 'false');
  });
});

test('a dropdown opens on hover with a mouse', async ({ page }) => {
  await gotoHydrated(page, '/');
  await navbar(page).getByRole('button', { name: 'Docs version: Next' }).hover();
  await expect(navbar(page).getByRole('link', { name: 'Next', exact: true })).toBeVisible();
});

test('choosing a docs version remembers it; a stored version that no longer exists is forgotten', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('docs-preferred-version-default', '8.x');
  });
  await gotoHydrated(page, '/api/hooks');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  await navbar(page).getByRole('button', { name: 'Docs version: Next' }).click();
  await navbar(page).getByRole('link', { name: 'Next', exact: true }).click();
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
});

test('with hide-on-scroll on, the navbar hides while scrolling down and returns on scrolling up', async ({ page }) => {
  // Turn the setting on in the site settings the page receives.
  await page.route('**/page-data/sq/d/*.json', async (route) => {
    const response = await route.fetch();
    const query = await response.json();
    if (query?.data?.settings) query.data.settings.hideNavbarOnScroll = true;
    await route.fulfill({ response, json: query });
  });
  await gotoHydrated(page, '/api/hooks');
  const top = () => navbar(page).evaluate((element) => element.getBoundingClientRect().bottom);
  await page.mouse.wheel(0, 1500);
  await expect.poll(top).toBeLessThanOrEqual(1);
  await page.mouse.wheel(0, -300);
  await expect.poll(top).toBeGreaterThan(50);
});

test('without hide-on-scroll the navbar stays in view', async ({ page }) => {
  await gotoHydrated(page, '/api/hooks');
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // Once the page has seen the scroll and painted twice since, a navbar that hides would be sliding away.
  const state = await navbar(page).evaluate(
    (element) =>
      new Promise<{ top: number; sliding: number }>((resolve) => {
        const done = () =>
          resolve({ top: element.getBoundingClientRect().top, sliding: element.getAnimations().length });
        requestAnimationFrame(() => requestAnimationFrame(done));
      }),
  );
  expect(state).toEqual({ top: 0, sliding: 0 });
});

test.describe('below 997 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the hamburger opens the docs sidebar, with a way back to the main menu', async ({ page }) => {
    await gotoHydrated(page, '/api/hooks');
    await expect(navbar(page).getByRole('link', { name: 'Tutorial' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(
      menu.getByRole('link', { name: 'useSelector', exact: false }).or(menu.getByRole('link', { name: 'Hooks' })),
    ).not.toHaveCount(0);
    await menu.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(menu.getByRole('link', { name: 'Tutorial' })).toBeVisible();
    await menu.getByRole('link', { name: 'Tutorial' }).click();
    await expect(page).toHaveURL(/\/tutorials\/quick-start$/);
    await expect(menu).toBeHidden();
  });

  test('focus stays inside the open menu and Escape closes it', async ({ page }) => {
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(menu).toBeVisible();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the menu closes on back navigation and when the window grows to desktop width', async ({ page }) => {
    await gotoHydrated(page, '/');
    await gotoHydrated(page, '/api/hooks');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(menu).toBeHidden();
    await page.setViewportSize({ width: 800, height: 900 });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(menu).toBeHidden();
  });
});
