/**
 * Shared text as an editor keeps it: a snippet written once under Snippets, included in a doc with a Snippet
 * block, shown by the doc's Preview and its own, and listed under the snippet's "Used in". Each job is counted in steps.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { StudioSession } from './session.ts';
import { until } from './until.ts';

const BATCH_ID = 'doc-api_batch';
const TEXT = 'This page shows older patterns on purpose.';

export function snippetsTests(session: () => StudioSession) {
  test('an editor writes a snippet, includes it in a doc, sees it in the Preview and where it is used', {
    timeout: 180_000,
  }, async () => {
    const { api, visit } = session();
    const page = await visit('/structure');

    // Writing it, 5 steps: open Snippets, +, type its name, type its text, Publish.
    await page.getByRole('link', { name: 'Snippets' }).click();
    await page
      .locator('[data-testid="pane-header"]', { hasText: 'Snippets' })
      .locator('[data-testid="action-intent-button"]')
      .click();
    await page.getByLabel('Name').fill('Old patterns warning');
    await page.locator('[data-testid="pt-editor"] [contenteditable="true"]').first().click();
    await page.keyboard.type(TEXT, { delay: 10 });
    const publish = page.locator('[data-testid="action-publish"][data-disabled="false"]');
    await publish.waitFor({ timeout: 15_000 });
    await until(page, 'the draft holds the text', () =>
      [...api.docs.values()].some((doc) => doc._type === 'snippet' && JSON.stringify(doc).includes(TEXT)),
    );
    await publish.click();
    let snippetId = '';
    await until(page, 'the snippet is published', () => {
      const published = [...api.docs.values()].find(
        (doc) => doc._type === 'snippet' && !doc._id.startsWith('drafts.') && JSON.stringify(doc).includes(TEXT),
      );
      snippetId = published?._id ?? '';
      return snippetId !== '';
    });

    // Including it, 4 steps from a doc's text: the insert menu, Snippet, type part of its name, pick it.
    const doc = await visit(`/intent/edit/id=${BATCH_ID};type=doc`);
    await doc.locator('input#title').waitFor({ timeout: 60_000 });
    const editor = doc.locator('[data-testid="pt-editor"] [contenteditable="true"]').first();
    await editor.locator(':scope > [data-slate-node="element"]').first().click();
    await doc.locator('[data-testid="insert-menu-button"]').first().click();
    await doc.getByRole('menuitem', { name: 'Snippet' }).click();
    const picker = doc.getByRole('dialog').getByRole('combobox');
    await picker.waitFor({ timeout: 15_000 });
    await picker.pressSequentially('Old pat', { delay: 20 });
    await doc.getByRole('option', { name: /Old patterns warning/ }).click();
    await until(doc, 'the draft includes the snippet', () => {
      const body = (api.docs.get(`drafts.${BATCH_ID}`) as { body?: { _type: string; snippet?: { _ref?: string } }[] })
        ?.body;
      return body?.some((block) => block._type === 'snippetRef' && block.snippet?._ref === snippetId) === true;
    });
    await doc.keyboard.press('Escape');
    // The doc can be published with the block: nothing in it is left invalid. Then the editor has settled (it
    // draws the block again when the reference is saved), and the block is brought into view for the picture.
    await doc.locator('[data-testid="action-publish"][data-disabled="false"]').waitFor({ timeout: 20_000 });
    await editor
      .locator('[data-testid="pte-block-object"]', { hasText: 'Old patterns warning' })
      .evaluate((block) => block.scrollIntoView({ block: 'center' }));
    await doc.screenshot({ path: process.env.STUDIO_E2E_SNIPPET_SCREENSHOT ?? '/tmp/studio-snippet-block.png' });

    // The Preview shows the snippet's text as part of the page.
    await doc.getByRole('tab', { name: 'Preview' }).click();
    const frame = doc.frameLocator('iframe[title="Preview of the page"]');
    await frame.locator('main [data-rich-text]', { hasText: TEXT }).waitFor({ timeout: 30_000 });

    // Used in: the snippet lists the doc, which opens from there.
    const usedIn = await visit(`/intent/edit/id=${snippetId};type=snippet`);
    // Its own Preview draws its text as the docs show it.
    await usedIn.getByRole('tab', { name: 'Preview' }).click();
    await usedIn
      .frameLocator('iframe[title="Preview of the page"]')
      .locator('main [data-rich-text]', { hasText: TEXT })
      .waitFor({ timeout: 30_000 });
    await usedIn.getByRole('tab', { name: 'Used in' }).click();
    await usedIn.getByText('Shown in 1 page; a change here changes it.').waitFor({ timeout: 30_000 });
    await usedIn.screenshot({
      path: process.env.STUDIO_E2E_SNIPPET_USAGE_SCREENSHOT ?? '/tmp/studio-snippet-used-in.png',
    });
    await usedIn.getByRole('link', { name: /\/api\/batch/ }).click();
    await usedIn.locator('input#title').waitFor({ timeout: 30_000 });
    // The form shows the doc as the editor left it: its draft, where other edits made one.
    const shown = api.docs.get(`drafts.${BATCH_ID}`) ?? api.docs.get(BATCH_ID);
    assert.equal(await usedIn.locator('input#title').inputValue(), shown?.title);
  });
}
