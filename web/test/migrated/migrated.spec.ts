import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { answerOf, gotoHydrated, waitForHydration } from '../browser/helpers.ts';

/**
 * The classic Docusaurus fixture after `import-docs --website` and an offline
 * build (test/migrated/build.ts): what a migrated site's readers get.
 */

test('pages keep the URLs Docusaurus served them at, capitals included', async ({ page }) => {
  const response = await gotoHydrated(page, '/docs/next/api/createSomething');
  expect(response?.status()).toBe(200);
  await expect(page.locator('main h1')).toHaveText('createSomething');
  await expect(page).toHaveTitle('createSomething | Store Kit');
});

test("a category's generated index page lives where Docusaurus served it and lists its items as cards", async ({
  page,
}) => {
  const response = await gotoHydrated(page, '/docs/next/category/tutorial---basics');
  expect(response?.status()).toBe(200);
  await expect(page.locator('main h1')).toHaveText('Tutorial - Basics');
  await expect(page.locator('main article')).toContainText('Ten minutes to learn the parts of Store Kit');
  // Each card is named as the sidebar names the item.
  const cards = page.locator('main article ul').first().getByRole('link');
  await expect(cards).toHaveText([/^Create a store/, /^Read state/, /^Congratulations!/]);
  await expect(cards.first()).toHaveAttribute('href', '/docs/next/tutorial-basics/create-a-store');
  // A doc without a description is carded with its first paragraph's first line, as Docusaurus does.
  await expect(page.locator('main article ul').first().getByRole('listitem').first()).toContainText(
    'A store holds the state of one feature. Make one with createSomething:',
  );
  await expect(page).toHaveTitle('Tutorial - Basics | Store Kit');
  // It is a page of the sequence: the doc before the category, then its first item.
  const pagination = page.getByRole('navigation', { name: 'Docs pages' });
  await expect(pagination.getByRole('link')).toHaveText([/Previous\s*Tutorial Intro/, /Next\s*Create a store/]);
  // The release keeps its own page at its own address.
  expect((await page.request.get('/docs/category/tutorial---basics')).status()).toBe(200);
});

test('categories nest: three levels open on the path to the page, with breadcrumbs and structured data', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/docs/next/api/advanced/internals/batching');
  const sidebar = page.locator('main aside');
  await expect(sidebar.getByRole('link', { name: 'Batching' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Batching' })).toBeVisible();
  // API and Advanced are plain categories; Internals leads to its overview doc and has a button of its own.
  await expect(sidebar.getByRole('button', { name: 'API', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('button', { name: 'Advanced', exact: true })).toHaveAttribute('aria-expanded', 'true');
  const internals = sidebar.getByRole('link', { name: 'Internals', exact: true });
  await expect(internals).toHaveAttribute('href', '/docs/next/api/advanced/internals/overview');
  const caret = sidebar.getByRole('button', { name: "Collapse sidebar category 'Internals'" });
  await expect(caret).toHaveAttribute('aria-expanded', 'true');
  await caret.click();
  await expect(sidebar.getByRole('button', { name: "Expand sidebar category 'Internals'" })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(sidebar.getByRole('link', { name: 'Batching' })).toBeHidden();

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['', 'API', 'Advanced', 'Internals', 'Batching']);
  await expect(crumbs.getByRole('link', { name: 'Internals' })).toHaveAttribute(
    'href',
    '/docs/next/api/advanced/internals/overview',
  );
  const structured = JSON.parse(
    (await page.locator('head script[type="application/ld+json"]').textContent()) ?? 'null',
  );
  expect(structured).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Internals',
        item: 'https://store-kit.example.org/docs/next/api/advanced/internals/overview',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Batching',
        item: 'https://store-kit.example.org/docs/next/api/advanced/internals/batching',
      },
    ],
  });
});

test('previous and next follow the tree across nesting; a linked category is a stop of its own', async ({ page }) => {
  const neighbours = async (route: string) => {
    await gotoHydrated(page, route);
    return page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link').allInnerTexts();
  };
  expect(await neighbours('/docs/next/api/useSomething')).toEqual(['Previous\ncreateSomething', 'Next\nMiddleware']);
  expect(await neighbours('/docs/next/api/advanced/middleware')).toEqual(['Previous\nuseSomething', 'Next\nInternals']);
  expect(await neighbours('/docs/next/api/advanced/internals/overview')).toEqual([
    'Previous\nMiddleware',
    'Next\nBatching',
  ]);
});

test('a link item opens its website in a new tab, marked as leaving the site', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/docs/next/intro');
  const link = page.locator('main aside').getByRole('link', { name: 'Release notes' });
  await expect(link).toHaveAttribute('href', 'https://github.com/store-kit/store-kit/releases');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link.locator('svg')).toHaveCount(1);
});

test('on a phone the menu opens on the sidebar with the path to the page open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/docs/next/api/advanced/internals/batching');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const menu = page.getByRole('dialog', { name: 'Navigation menu' });
  await expect(menu.getByRole('link', { name: 'Batching' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Batching' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Middleware' }).click();
  await expect(page).toHaveURL(/\/docs\/next\/api\/advanced\/middleware$/);
  await expect(page.locator('main h1')).toHaveText('Middleware');
});

for (const route of ['/docs/next/category/tutorial---basics', '/docs/next/api/advanced/internals/batching']) {
  test(`${route} has no axe violations in light or dark mode`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const theme of ['light', 'dark']) {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await gotoHydrated(page, route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${theme}: ${violation.id}`)).toEqual([]);
    }
  });
}

test("the site's _redirects rules answer as Netlify answers them: splats, renamed pages, status codes", async ({
  request,
}) => {
  const answer = (path: string) => answerOf(request, path);
  expect(await answer('/guides/tutorial-basics/create-a-store')).toEqual([301, '/docs/tutorial-basics/create-a-store']);
  expect(await answer('/docs/getting-started')).toEqual([301, '/docs/intro']);
  expect(await answer('/store-kit-1/api/createSomething?tab=npm')).toEqual([302, '/docs/api/createSomething?tab=npm']);
  // A page at the path wins over a rule that is not forced.
  expect(await answer('/docs/intro')).toEqual([200, undefined]);
});

test("the navbar's menus are the config's: the version menu it places, no language menu it does not have", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/docs/intro');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar.getByRole('button', { name: /^Docs version/ })).toHaveCount(1);
  await expect(navbar.getByRole('button', { name: /^Language/ })).toHaveCount(0);
});

test('hide_title with a body heading: one h1, the heading, and it is not in the table of contents', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/docs/next/tutorial-basics/read-state');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('main h1')).toHaveText('Reading state in components');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc.getByRole('link')).toHaveText(['Picking a value', 'Picking several values']);
  // As in Docusaurus, the front-matter title names the browser tab and the sidebar entry.
  await expect(page).toHaveTitle('Read state | Store Kit');
  await expect(page.locator('main aside').getByRole('link', { name: 'Read state', exact: true })).toBeVisible();
});

test('the sidebar is the autogenerated one: categories from the folders, in _category_ order', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/docs/next/intro');
  const sidebar = page.locator('main aside');
  // Top-level items in order: the intro doc, three categories (two lead to their generated pages), the link.
  const top = sidebar.locator('nav > ul > li > :first-child');
  await expect(top).toHaveText(['Tutorial Intro', 'Tutorial - Basics', 'Tutorial - Extras', 'API', /Release notes/]);
  await expect(sidebar.getByRole('link', { name: 'Tutorial - Basics' })).toHaveAttribute(
    'href',
    '/docs/next/category/tutorial---basics',
  );
});

test('the remote image was downloaded and is served by the site itself', async ({ page }) => {
  await gotoHydrated(page, '/docs/next/intro');
  const image = page.getByRole('img', { name: 'How a component reads a store' });
  await expect(image).toBeVisible();
  const source = await image.evaluate((element) => (element as HTMLImageElement).currentSrc);
  expect(new URL(source).origin).toBe(new URL(page.url()).origin);
  expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(120);
});

test('an image without alt text is decorative', async ({ page }) => {
  await gotoHydrated(page, '/docs/next/tutorial-extras/upgrading');
  const images = page.locator('main article img');
  await expect(images).toHaveCount(1);
  await expect(images.first()).toHaveAttribute('alt', '');
});

test('showLineNumbers numbers the lines, and copying leaves the numbers out', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/docs/next/api/createSomething');
  const block = page.locator('main pre').first();
  const lines = block.locator('.line');
  await expect(lines).toHaveCount(7);
  const numbers = await lines.evaluateAll((elements) =>
    elements.map((element) => getComputedStyle(element, '::before').content),
  );
  expect(numbers.every((content) => content !== 'none' && content !== '')).toBe(true);
  // The counter's values, as the reader sees them.
  const gutter = await lines.nth(6).evaluate((element) => {
    const before = getComputedStyle(element, '::before');
    return { display: before.display, userSelect: before.userSelect };
  });
  expect(gutter).toEqual({ display: 'inline-block', userSelect: 'none' });
  await block.hover();
  await page.getByRole('button', { name: 'Copy code to clipboard' }).first().click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')[0]).toBe('function createSomething<T>(options: { value: T }): Store<T>;');
  expect(copied).not.toMatch(/^\s*\d/m);
});

test('a draft doc has no page, and the navbar, footer and announcement come from the config', async ({
  page,
  request,
}) => {
  expect((await request.get('/docs/next/tutorial-extras/testing')).status()).toBe(404);
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar.getByRole('link', { name: 'Tutorial', exact: true })).toHaveAttribute('href', '/docs/intro');
  await expect(navbar.getByRole('link', { name: 'API', exact: true })).toHaveAttribute(
    'href',
    '/docs/api/createSomething',
  );
  await expect(navbar.getByRole('link', { name: 'Blog' })).toHaveCount(0);
  // A docSidebar item of the second docs plugin (docsPluginId) opens that section's first page.
  await expect(navbar.getByRole('link', { name: 'Community', exact: true })).toHaveAttribute(
    'href',
    '/community/welcome',
  );
  const bar = page.getByRole('region', { name: 'Announcement' });
  await expect(bar).toContainText('Store Kit 2 is here: read the upgrade guide & tell us what you think.');
  await expect(bar.getByRole('link', { name: 'the upgrade guide' })).toHaveAttribute(
    'href',
    '/docs/next/tutorial-extras/upgrading',
  );
  await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2026 Store Kit authors.');
  await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/docs/intro');
});

test('MDX tabs are real tabs: labelled, keyboard operable, and the choice is remembered per group', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/next/tutorial-basics/create-a-store');
  const tabs = page.locator('main .tabs').first();
  const javascript = tabs.getByRole('tab', { name: 'JavaScript' });
  const typescript = tabs.getByRole('tab', { name: 'TypeScript' });
  await expect(javascript).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tabpanel')).toHaveCount(1);
  await expect(tabs.getByRole('tabpanel')).toContainText('createSomething({ value: 0 })');

  // Keyboard: focus the selected tab, then the arrow key moves the selection and the focus.
  await javascript.focus();
  await page.keyboard.press('ArrowRight');
  await expect(typescript).toHaveAttribute('aria-selected', 'true');
  await expect(typescript).toBeFocused();
  await expect(tabs.getByRole('tabpanel')).toContainText('createSomething<{ value: number }>');
  await page.keyboard.press('Home');
  await expect(javascript).toHaveAttribute('aria-selected', 'true');
  await typescript.click();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.language'))).toBe('ts');

  // Another page with the same group opens on the reader's choice, by client navigation and by a fresh load.
  await page.locator('main').getByRole('link', { name: 'read the state' }).click();
  await expect(page).toHaveURL(/\/docs\/next\/tutorial-basics\/read-state$/);
  const other = page.locator('main .tabs').first();
  await expect(other.getByRole('tab', { name: 'TypeScript' })).toHaveAttribute('aria-selected', 'true');
  await expect(other.getByRole('tabpanel')).toContainText('function Counter(): JSX.Element');
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('main .tabs').first().getByRole('tab', { name: 'TypeScript' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('embeds are lazy, titled frames of the allowed services, with a link to the page', async ({ page }) => {
  await gotoHydrated(page, '/docs/next/tutorial-basics/congratulations');
  const sandbox = page.locator('main iframe[title="Store Kit counter on CodeSandbox"]');
  await expect(sandbox).toHaveAttribute('src', /^https:\/\/codesandbox\.io\/embed\/store-kit-counter-x7k2p\?/);
  await expect(sandbox).toHaveAttribute('loading', 'lazy');
  const video = page.locator('main iframe[title="Why stores stay small"]');
  await expect(video).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  await expect(page.getByRole('link', { name: 'Why stores stay small (open on YouTube)' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  );
});

for (const mode of ['light', 'dark'] as const) {
  test(`pages with tabs, embeds and numbered code have no axe violations (${mode} mode)`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    for (const route of [
      '/docs/next/tutorial-basics/create-a-store',
      '/docs/next/tutorial-basics/congratulations',
      '/docs/next/api/createSomething',
      '/docs/intro',
    ]) {
      await gotoHydrated(page, route);
      const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
      const summary = results.violations.map(
        (violation) => `${route} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(summary).toEqual([]);
    }
  });
}

test("the config's second docs plugin is a docs section: its own address, sidebar and sequence", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/community/people/support');
  await expect(page.locator('main h1')).toHaveText('Getting help');
  const sidebar = page.locator('main aside');
  await expect(sidebar.getByRole('link')).toHaveText(['Welcome', 'Code of conduct', 'Getting help']);
  await expect(sidebar.getByText('Tutorial Intro')).toHaveCount(0);
  // Its relative link leads to the page of the same section.
  await expect(
    page.locator('main article').getByRole('link', { name: 'code of conduct', exact: true }),
  ).toHaveAttribute('href', '/community/people/conduct');
  const pagination = page.getByRole('navigation', { name: 'Docs pages' });
  await expect(pagination.getByRole('link')).toHaveText([/Previous\s*Code of conduct/]);
  // The main docs' version menu and banner are not about this page.
  await expect(page.getByRole('note')).toHaveCount(0);
});

test("the section's release from community_versions.json has its own page, banner and version menu", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/community/0.9/welcome');
  await expect(page.locator('main h1')).toHaveText('Welcome');
  await expect(page.locator('main article')).toContainText('met in the chat room');
  await expect(page.locator('main aside').getByRole('link')).toHaveText(['Welcome']);
  // lastVersion: 'current' keeps the section's current pages at /community; 0.9 is older.
  await expect(page.getByRole('note')).toContainText('Community 0.9, an older version that is no longer updated');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Community docs version: Community 0.9' }).click();
  await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/community/welcome');
  // The main docs' menu is the config's other docsVersionDropdown, and stays on the main docs' latest release.
  await expect(nav.getByRole('button', { name: 'Docs version: 1.x' })).toBeVisible();
});
