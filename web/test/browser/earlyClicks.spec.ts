import { expect, type Locator, type Page, test } from '@playwright/test';
import { gotoHydrated, waitForHydration } from './helpers.ts';
import { holdPageData, holdReactWork, holdScripts } from './hydrationGates.ts';

/**
 * A reader can click a link at any moment of a page's start-up: before its
 * scripts run, while they start, while React hydrates, or afterwards. Whatever
 * the moment, the click must end on the clicked page with its content, and the
 * page must work once everything has loaded. Each window is held open by a gate
 * (hydrationGates.ts), so the click lands exactly there.
 */

type LinkCase = {
  kind: string;
  from: string;
  link: (page: Page) => Locator;
  url: RegExp;
  heading: string;
};

const LINKS: LinkCase[] = [
  {
    kind: 'navbar',
    from: '/',
    link: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API' }),
    url: /\/api\/provider$/,
    heading: 'Provider',
  },
  {
    kind: 'sidebar',
    from: '/introduction/getting-started',
    link: (page) => page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Hooks' }),
    url: /\/api\/hooks$/,
    heading: 'Hooks',
  },
  {
    kind: 'content',
    from: '/introduction/getting-started',
    link: (page) => page.locator('main article a[href="/api/hooks#useselector"]'),
    url: /\/api\/hooks#useselector$/,
    heading: 'Hooks',
  },
  {
    kind: 'footer',
    from: '/introduction/getting-started',
    link: (page) => page.locator('footer').getByRole('link', { name: 'Troubleshooting' }),
    url: /\/troubleshooting$/,
    heading: 'Troubleshooting',
  },
  {
    kind: 'pagination',
    from: '/introduction/getting-started',
    link: (page) => page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }),
    url: /\/introduction\/why-use-react-redux$/,
    heading: 'Why Use React Redux?',
  },
  {
    kind: 'table of contents',
    from: '/introduction/getting-started',
    link: (page) =>
      page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Learning Resources' }),
    url: /\/introduction\/getting-started#learning-resources$/,
    heading: 'Getting Started with React Redux',
  },
];

/** Collects uncaught errors and console errors (React reports a hydration mismatch there). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The page the click led to is there, with its content, and works (React has hydrated it). */
async function expectLanded(page: Page, target: LinkCase, errors: string[]) {
  await expect(page).toHaveURL(target.url);
  await expect(page.locator('main h1')).toHaveText(target.heading);
  await waitForHydration(page);
  // The content is the target's, not the start page's under the new address.
  await expect(page.locator('main h1')).toHaveText(target.heading);
  expect(errors).toEqual([]);
}

for (const target of LINKS) {
  test.describe(`a ${target.kind} link`, () => {
    test('clicked before the entry scripts run, is followed by the browser', async ({ page }) => {
      const errors = watchErrors(page);
      const openScripts = await holdScripts(page);
      await page.goto(target.from, { waitUntil: 'domcontentloaded' });
      await target.link(page).click();
      await expect(page).toHaveURL(target.url);
      await expect(page.locator('main h1')).toHaveText(target.heading);
      openScripts();
      await expectLanded(page, target, errors);
    });

    test('clicked while the scripts start, before React renders, ends on the clicked page', async ({ page }) => {
      const errors = watchErrors(page);
      const data = await holdPageData(page, target.from);
      await page.goto(target.from, { waitUntil: 'domcontentloaded' });
      await data.requested;
      await target.link(page).click();
      // The navigation the click started has changed the address; only now may the start page finish loading.
      await expect(page).toHaveURL(target.url);
      data.open();
      await expectLanded(page, target, errors);
    });

    test('clicked when hydration has started, ends on the clicked page', async ({ page }) => {
      const errors = watchErrors(page);
      const react = await holdReactWork(page, target.from);
      await page.goto(target.from, { waitUntil: 'domcontentloaded' });
      await react.rootCreated();
      await target.link(page).click();
      // The navigation the click started has changed the address; only now may React go on.
      await expect(page).toHaveURL(target.url);
      await react.open();
      await expectLanded(page, target, errors);
    });

    test('clicked when hydration is committed but its effects have not run, ends on the clicked page', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const react = await holdReactWork(page, target.from);
      await page.goto(target.from, { waitUntil: 'domcontentloaded' });
      await react.rootCreated();
      await react.hydrationCommitted();
      await target.link(page).click();
      // The navigation the click started has changed the address; only now may React go on.
      await expect(page).toHaveURL(target.url);
      await react.open();
      await expectLanded(page, target, errors);
    });

    test('clicked after hydration, navigates in the browser without a page load', async ({ page }) => {
      const errors = watchErrors(page);
      await gotoHydrated(page, target.from);
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await target.link(page).click();
      await expectLanded(page, target, errors);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    });
  });
}
