/**
 * The desk: a doc opens with its fields, an edit reaches the API as an action and can be published, and the menu
 * leads from Docs to a category, its docs and its own fields.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { StudioSession } from './session.ts';
import { listPanes, seedCategoryId } from './sidebar.ts';

const HOOKS_ID = 'doc-api_hooks';
const SCREENSHOT = process.env.STUDIO_E2E_SCREENSHOT ?? '/tmp/studio-e2e.png';

export function deskTests(session: () => StudioSession) {
  test('the desk opens the Hooks doc, and typing in its title sends an edit to the API', {
    timeout: 120_000,
  }, async () => {
    const { api, visit } = session();
    const page = await visit(`/intent/edit/id=${HOOKS_ID};type=doc`);

    const title = page.locator('input#title');
    await title.waitFor({ timeout: 60_000 });
    assert.equal(await title.inputValue(), 'Hooks');
    assert.equal(await page.locator('input#route').inputValue(), 'api/hooks');

    const writesBefore = api.writes.length;
    await title.click();
    await title.press('End');
    await title.pressSequentially(' (edited)', { delay: 20 });

    // The Studio batches keystrokes into patches on the draft, sent to the actions API.
    const draftId = `drafts.${HOOKS_ID}`;
    const deadline = Date.now() + 20_000;
    while (api.docs.get(draftId)?.title !== 'Hooks (edited)' && Date.now() < deadline) await page.waitForTimeout(200);
    assert.equal(api.docs.get(draftId)?.title, 'Hooks (edited)');
    assert.equal(api.docs.get(HOOKS_ID)?.title, 'Hooks', 'the published doc is untouched');
    const edits = api.writes
      .slice(writesBefore)
      .flatMap((write) => (write.body as { actions?: { actionType: string; draftId?: string }[] }).actions ?? []);
    assert.ok(
      edits.some((action) => action.actionType === 'sanity.action.document.edit' && action.draftId === draftId),
      `expected an edit action on ${draftId}, got ${JSON.stringify(edits)}`,
    );

    // The form still shows the edit once the API's listener echoed it back, and the draft can be published.
    assert.equal(await title.inputValue(), 'Hooks (edited)');
    const publish = page.locator('[data-testid="action-publish"][data-disabled="false"]');
    await publish.waitFor({ timeout: 15_000 });
    // Saved: the document list's preview of the draft caught up and the footer says "Edited just now", no longer "Saving...".
    await page.getByRole('link', { name: /^Hooks \(edited\)/ }).waitFor({ timeout: 15_000 });
    await page.getByText(/^Edited /).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: SCREENSHOT });

    // Publishing goes through the actions API too: the draft becomes the published doc.
    await publish.click();
    while (api.docs.has(draftId) && Date.now() < deadline + 20_000) await page.waitForTimeout(200);
    assert.equal(api.docs.has(draftId), false, 'the draft is gone after publishing');
    assert.equal(api.docs.get(HOOKS_ID)?.title, 'Hooks (edited)');
    assert.deepEqual(
      api.unhandled().filter((request) => request.path.startsWith('/data/')),
      [],
      'every data API request was answered',
    );
  });

  test('the desk menu leads from Docs to a category, its docs and the category itself', {
    timeout: 60_000,
  }, async () => {
    const { api, visit } = session();
    const categoryId = seedCategoryId(api, 'API Reference');
    const page = await visit('/structure');
    await page.getByRole('link', { name: 'Docs', exact: true }).click();
    await page.getByRole('link', { name: /^API Reference/ }).click();
    await page.getByRole('link', { name: /^Provider/ }).click();
    const title = page.locator('input#title');
    await title.waitFor({ timeout: 30_000 });
    assert.equal(await title.inputValue(), 'Provider');
    assert.match(page.url(), new RegExp(`/structure/docs;${categoryId};doc-api_provider`));

    // The category's own fields open from its pane's menu, beside the pane.
    const categoryPane = listPanes(page).last();
    await categoryPane.getByTestId('pane-context-menu-button').click();
    await page.getByRole('menuitem', { name: 'Edit this category' }).click();
    const label = page.locator('input#label');
    await label.waitFor({ timeout: 30_000 });
    assert.equal(await label.inputValue(), 'API Reference');
    assert.match(page.url(), new RegExp(`/structure/docs;${categoryId};${categoryId}`));
  });
}
