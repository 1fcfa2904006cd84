/**
 * The Docs menu as the sidebar tree: an editor opens a category's pane, adds a doc there with "+" → "New doc here",
 * and one Publish puts the page and its place in the sidebar live together; a new category, once published, opens
 * its own pane for its first doc.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { SanityDocument } from './fakeSanityApi.ts';
import type { StudioSession } from './session.ts';

const SCREENSHOTS = process.env.STUDIO_E2E_SCREENSHOTS ?? '/tmp';

type Placed = SanityDocument & { sidebar?: { category?: { _ref?: string }; position?: number } };

const published = (api: StudioSession['api']) =>
  [...api.docs.values()].filter((document) => !document._id.startsWith('drafts.')) as Placed[];

/** The seed's category labelled `label` in the current docs' sidebar. */
export function seedCategoryId(api: StudioSession['api'], label: string) {
  const category = published(api).find(
    (document) => document._type === 'sidebarCategory' && document.label === label && !document.version,
  );
  assert.ok(category, `the seed has a category "${label}"`);
  return category._id;
}

/** The structure's document lists, the Docs menu's panes among them, left to right. */
export const listPanes = (page: Page) => page.locator('[data-testid="pane"][data-ui="DocumentListPane"]');

/**
 * Waits until the API has the draft with this body text. Publish pressed before the last keystrokes are saved is
 * scheduled by the Studio, which drops it if validation then still sees the body empty (it is required); an editor
 * sees "Saving…" and the Publish button doing nothing, and presses again.
 */
async function draftSaved(api: StudioSession['api'], title: string, bodyText: string, page: Page) {
  await waitFor(
    () =>
      [...api.docs.values()].some(
        (document) =>
          document._id.startsWith('drafts.') &&
          document.title === title &&
          JSON.stringify(document.body ?? []).includes(bodyText),
      ),
    `the draft "${title}" is saved`,
    page,
  );
}

async function waitFor(condition: () => boolean, what: string, page: Page, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}`);
    await page.waitForTimeout(200);
  }
}

export function sidebarTests(session: () => StudioSession) {
  test('in a category pane, "+" → "New doc here" and one Publish put a new doc at the end of that category', {
    timeout: 180_000,
  }, async () => {
    const { api, visit } = session();
    const categoryId = seedCategoryId(api, 'API Reference');
    const siblingsBefore = published(api).filter((document) => document.sidebar?.category?._ref === categoryId);
    const lastPosition = Math.max(...siblingsBefore.map((document) => document.sidebar?.position ?? 0));
    const steps: string[] = [];
    const click = async (what: string, target: ReturnType<Page['locator']>) => {
      await target.click();
      steps.push(`click ${what}`);
    };
    const type = async (what: string, field: ReturnType<Page['locator']>, text: string) => {
      await field.click();
      await field.pressSequentially(text, { delay: 10 });
      steps.push(`type ${what}`);
    };

    const page = await visit('/structure');
    await click('Docs', page.getByRole('link', { name: 'Docs', exact: true }));
    await click('API Reference', page.getByRole('link', { name: /^API Reference/ }));
    // The category's pane is the last list; its "+" offers the three kinds of item.
    const categoryPane = listPanes(page).last();
    await categoryPane.getByRole('link', { name: /^Provider/ }).waitFor({ timeout: 30_000 });
    await click('+', categoryPane.getByTestId('multi-action-intent-button'));
    await page.getByRole('menuitem', { name: 'New category here' }).waitFor();
    await page.getByRole('menuitem', { name: 'New link here' }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-e2e-sidebar-new-menu.png') });
    await click('New doc here', page.getByRole('menuitem', { name: 'New doc here' }));

    const title = page.locator('input#title');
    await title.waitFor({ timeout: 60_000 });
    await type('the title', title, 'Placing pages');
    await type('the route', page.locator('input#route'), 'api/placing-pages');
    await type(
      'the body',
      page.locator('[data-testid="field-body"] [contenteditable="true"]'),
      'A page added from its category.',
    );
    const publish = page.locator('[data-testid="action-publish"][data-disabled="false"]');
    await publish.waitFor({ timeout: 30_000 });
    // Before publishing, the form already shows the place the doc was created in.
    const place = page.getByTestId('field-sidebar');
    await place.scrollIntoViewIfNeeded();
    await place.getByText('API Reference').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-e2e-sidebar-new-doc.png') });
    await draftSaved(api, 'Placing pages', 'A page added from its category.', page);
    await click('Publish', publish);

    const created = () =>
      published(api).find((document) => document._type === 'doc' && document.title === 'Placing pages');
    await waitFor(() => Boolean(created()) && !api.docs.has(`drafts.${created()?._id}`), 'the doc is published', page);
    const doc = created() as Placed;
    assert.equal((doc.route as { current?: string }).current, 'api/placing-pages');
    assert.equal(doc.sidebar?.category?._ref, categoryId, 'the published doc is in the category it was created in');
    assert.equal(doc.sidebar?.position, lastPosition + 1, 'and after the items that were there');
    assert.equal(doc.version, undefined);
    // The category's pane lists it last, where the site's sidebar shows it.
    await categoryPane.getByRole('link', { name: /^Placing pages/ }).waitFor({ timeout: 30_000 });
    const listed = await categoryPane.getByRole('link').allTextContents();
    assert.match(listed.at(-1) ?? '', /^Placing pages/, `listed: ${listed.join(' | ')}`);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-e2e-sidebar-published.png') });

    console.log(`Creating a doc in a category took ${steps.length} steps: ${steps.join(', ')}.`);
    assert.equal(steps.length, 8);
  });

  test('"New category here" opens the new category beside "Sidebar categories"; published, its pane takes a doc', {
    timeout: 180_000,
  }, async () => {
    const { api, visit } = session();
    const topLevel = published(api).filter(
      (document) => document.sidebar && !document.sidebar.category && !document.version,
    );
    const lastTopPosition = Math.max(...topLevel.map((document) => document.sidebar?.position ?? 0));

    const page = await visit('/structure');
    await page.getByRole('link', { name: 'Docs', exact: true }).click();
    const docsPane = listPanes(page).last();
    await docsPane.getByRole('link', { name: /^Guides/ }).waitFor({ timeout: 30_000 });
    await docsPane.getByTestId('multi-action-intent-button').click();
    await page.getByRole('menuitem', { name: 'New category here' }).click();
    const label = page.locator('input#label');
    await label.waitFor({ timeout: 60_000 });
    await label.click();
    await label.pressSequentially('Recipes', { delay: 10 });
    assert.match(page.url(), /\/structure\/sidebarCategory;/);
    const publishCategory = page.locator('[data-testid="action-publish"][data-disabled="false"]');
    await publishCategory.waitFor({ timeout: 30_000 });
    await publishCategory.click();
    const recipes = () =>
      published(api).find((document) => document._type === 'sidebarCategory' && document.label === 'Recipes');
    await waitFor(() => Boolean(recipes()) && !api.docs.has(`drafts.${recipes()?._id}`), 'it is published', page);
    const categoryId = recipes()?._id ?? '';
    assert.equal(recipes()?.sidebar?.category, undefined, 'at the top level, where it was created');
    assert.equal(recipes()?.sidebar?.position, lastTopPosition + 1);

    // From Docs, the new category opens its own, empty pane, whose "+" puts the first doc in it.
    await page.getByRole('link', { name: 'Docs', exact: true }).click();
    await listPanes(page)
      .last()
      .getByRole('link', { name: /^Recipes/ })
      .click();
    await waitFor(() => page.url().endsWith(`/structure/docs;${categoryId}`), 'the category pane opens', page);
    // The second list pane, not the last: until the new pane renders, the last is Docs, which lists "Recipes" too.
    const recipesPane = listPanes(page).nth(1);
    await recipesPane.getByText('Recipes', { exact: true }).first().waitFor({ timeout: 30_000 });
    await recipesPane.getByTestId('multi-action-intent-button').click();
    await page.getByRole('menuitem', { name: 'New doc here' }).click();
    const title = page.locator('input#title');
    await title.waitFor({ timeout: 60_000 });
    await title.click();
    await title.pressSequentially('A first recipe', { delay: 10 });
    await page.locator('input#route').click();
    await page.locator('input#route').pressSequentially('recipes/first', { delay: 10 });
    await page.locator('[data-testid="field-body"] [contenteditable="true"]').click();
    await page.keyboard.type('Steps to follow.');
    const publishDoc = page.locator('[data-testid="action-publish"][data-disabled="false"]');
    await publishDoc.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-e2e-sidebar-new-category.png') });
    await draftSaved(api, 'A first recipe', 'Steps to follow.', page);
    await publishDoc.click();
    const first = () => published(api).find((document) => document.title === 'A first recipe');
    await waitFor(() => Boolean(first()) && !api.docs.has(`drafts.${first()?._id}`), 'the doc is published', page);
    assert.deepEqual(first()?.sidebar, {
      _type: 'sidebarPlace',
      category: { _type: 'reference', _ref: categoryId },
      position: 1,
    });
  });
}
