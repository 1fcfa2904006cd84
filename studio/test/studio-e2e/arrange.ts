/**
 * The Sidebar tool in the real built Studio: dragging a doc onto another puts it before that one, in that one's
 * category; dragging a category onto a category's "last in" line nests it there; the arrows move an item within its
 * level from the keyboard. Each move is one transaction on the published documents.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type { SanityDocument } from './fakeSanityApi.ts';
import type { StudioSession } from './session.ts';

const SCREENSHOTS = process.env.STUDIO_E2E_SCREENSHOTS ?? '/tmp';

type Placed = SanityDocument & { sidebar?: { category?: { _ref?: string }; position?: number } };
const placeOf = (api: StudioSession['api'], id: string) => {
  const sidebar = (api.docs.get(id) as Placed | undefined)?.sidebar;
  return { category: sidebar?.category?._ref ?? null, position: sidebar?.position };
};

/** The tool's row of an item (its draggable card), found by the item's label. */
const row = (page: Page, label: string) =>
  page.getByRole('listitem', { name: label, exact: true }).locator('[draggable="true"]').first();

/** Drags with the mouse, as an editor does: the "last in" lines only appear once a drag has started. */
async function drag(page: Page, from: Locator, to: () => Locator) {
  await from.hover();
  await page.mouse.down();
  const box = await from.boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 8, { steps: 4 });
  const target = to();
  await target.waitFor({ timeout: 10_000 });
  await target.hover();
  await page.mouse.up();
}

async function waitFor(condition: () => boolean, what: string, page: Page, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}`);
    await page.waitForTimeout(200);
  }
}

export function arrangeTests(session: () => StudioSession) {
  test('in the Sidebar tool, a doc dragged onto a doc of another category moves there: two steps, one transaction', {
    timeout: 120_000,
  }, async () => {
    const { api, visit } = session();
    const page = await visit('/structure');
    await page.getByRole('link', { name: 'Sidebar', exact: true }).click();
    const troubleshooting = row(page, 'Troubleshooting');
    await troubleshooting.waitFor({ timeout: 30_000 });
    const writesBefore = api.writes.length;
    await drag(page, troubleshooting, () => row(page, 'Why Use React Redux?'));
    await page.getByRole('status').getByText('Moved Troubleshooting;').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-e2e-arrange-moved.png') });
    assert.deepEqual(placeOf(api, 'doc-troubleshooting'), { category: 'sidebarCategory-introduction', position: 2 });
    assert.deepEqual(placeOf(api, 'doc-introduction_why-use-react-redux'), {
      category: 'sidebarCategory-introduction',
      position: 3,
    });
    assert.equal(api.docs.has('drafts.doc-troubleshooting'), false, 'published, no draft left behind');
    const writes = api.writes.slice(writesBefore).filter((write) => write.path.startsWith('/data/mutate/'));
    assert.equal(writes.length, 1, 'one transaction');
    const introduction = page.getByRole('list', { name: 'In Introduction' });
    const labels = await introduction.getByRole('link').allTextContents();
    // The tool shows sidebar labels, as the site's sidebar does.
    assert.deepEqual(labels, ['Getting Started', 'Troubleshooting', 'Why Use React Redux?']);
  });

  test('a category dragged onto the "last in" line of another nests there; arrows move an item in its level', {
    timeout: 120_000,
  }, async () => {
    const { api, visit } = session();
    const page = await visit('/sidebar');
    const guides = row(page, 'Guides');
    await guides.waitFor({ timeout: 30_000 });
    await drag(page, guides, () => page.getByTestId('arrange-drop-line').filter({ hasText: 'Last in API Reference' }));
    await page.getByRole('status').getByText('Moved Guides;').waitFor({ timeout: 30_000 });
    const apiReference = 'sidebarCategory-api-reference';
    const inApi = [...api.docs.values()].filter(
      (document) =>
        (document as Placed).sidebar?.category?._ref === apiReference && !document._id.startsWith('drafts.'),
    );
    assert.equal(placeOf(api, 'sidebarCategory-guides').category, apiReference);
    assert.equal(placeOf(api, 'sidebarCategory-guides').position, inApi.length, 'last in API Reference');

    await page.getByRole('button', { name: 'Move Provider down' }).click();
    await waitFor(() => placeOf(api, 'doc-api_provider').position === 2, 'Provider moved down', page);
    assert.equal(placeOf(api, 'doc-api_hooks').position, 1);
  });

  test('categories fold and open; an item held over a folded category opens it, and drops inside', {
    timeout: 120_000,
  }, async () => {
    const { api, visit } = session();
    const page = await visit('/sidebar');
    const introduction = page.getByRole('list', { name: 'In Introduction' });
    await introduction.waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Fold Introduction' }).click();
    await introduction.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open Introduction' }).click();
    await introduction.waitFor();
    await page.getByRole('button', { name: 'Fold all' }).click();
    await introduction.waitFor({ state: 'detached' });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-e2e-arrange-folded.png') });

    // Held over folded Introduction, the Tutorials category opens it, then goes last inside it.
    const tutorials = row(page, 'Tutorials');
    await tutorials.hover();
    await page.mouse.down();
    const box = await tutorials.boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 8, { steps: 4 });
    // A held mouse still sends the page a dragover every few milliseconds; Playwright sends one per move, so the
    // test moves it a pixel at a time while it holds.
    const over = await row(page, 'Introduction').boundingBox();
    for (let step = 0; step < 20 && over; step++) {
      await page.mouse.move(over.x + over.width / 3 + (step % 2), over.y + over.height / 2);
      await page.waitForTimeout(100);
    }
    await introduction.waitFor({ timeout: 10_000 });
    const lastIn = page.getByTestId('arrange-drop-line').filter({ hasText: 'Last in Introduction' });
    await lastIn.hover();
    await page.mouse.up();
    await page.getByRole('status').getByText('Moved Tutorials;').waitFor({ timeout: 30_000 });
    assert.equal(placeOf(api, 'sidebarCategory-tutorials').category, 'sidebarCategory-introduction');
  });
}
