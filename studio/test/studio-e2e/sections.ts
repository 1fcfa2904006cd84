/**
 * A docs section in the real built Studio: made from "Docs sections", its sidebar opens from "Sidebars of docs
 * sections", and "+" there makes a doc that is in the section and placed in its sidebar.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { SanityDocument } from './fakeSanityApi.ts';
import type { StudioSession } from './session.ts';
import { listPanes } from './sidebar.ts';

async function waitFor(condition: () => boolean, what: string, page: Page, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}`);
    await page.waitForTimeout(200);
  }
}

const publishedOf = (api: StudioSession['api'], find: (document: SanityDocument) => boolean) =>
  [...api.docs.values()].find((document) => !document._id.startsWith('drafts.') && find(document));

async function type(page: Page, selector: string, text: string) {
  const field = page.locator(selector);
  await field.waitFor({ timeout: 60_000 });
  await field.click();
  await field.pressSequentially(text, { delay: 10 });
}

export function sectionsTests(session: () => StudioSession) {
  test('a new docs section gets its own sidebar pane, whose "+" makes a doc of the section', {
    timeout: 180_000,
  }, async () => {
    const { api, visit } = session();
    const page = await visit('/structure');
    await page.getByRole('link', { name: 'Docs sections', exact: true }).click();
    await listPanes(page).last().getByTestId('action-intent-button').click();
    await type(page, 'input#name', 'community');
    await type(page, 'input#label', 'Community');
    await type(page, 'input#path', 'community');
    const publish = page.locator('[data-testid="action-publish"][data-disabled="false"]');
    await publish.waitFor({ timeout: 30_000 });
    await publish.click();
    const section = () => publishedOf(api, (document) => document._type === 'docsSection');
    await waitFor(() => Boolean(section()), 'the section is published', page);
    const sectionId = section()?._id ?? '';

    await page.getByRole('link', { name: 'Sidebars of docs sections', exact: true }).click();
    await listPanes(page)
      .last()
      .getByRole('link', { name: /^Community/ })
      .click();
    const pane = listPanes(page).nth(1);
    await pane.getByText('Community', { exact: true }).first().waitFor({ timeout: 30_000 });
    await pane.getByTestId('multi-action-intent-button').click();
    await page.getByRole('menuitem', { name: 'New doc here' }).click();
    await type(page, 'input#title', 'Welcome');
    await type(page, 'input#route', 'community/welcome');
    await page.locator('[data-testid="field-body"] [contenteditable="true"]').click();
    await page.keyboard.type('Hello, community.');
    await waitFor(
      () =>
        [...api.docs.values()].some(
          (document) =>
            document._id.startsWith('drafts.') && JSON.stringify(document.body ?? []).includes('community.'),
        ),
      'the draft is saved',
      page,
    );
    await publish.waitFor({ timeout: 30_000 });
    await publish.click();
    const doc = () => publishedOf(api, (document) => document._type === 'doc' && document.title === 'Welcome');
    await waitFor(() => Boolean(doc()) && !api.docs.has(`drafts.${doc()?._id}`), 'the doc is published', page);
    assert.deepEqual(doc()?.section, { _type: 'reference', _ref: sectionId });
    assert.deepEqual(doc()?.sidebar, { _type: 'sidebarPlace', position: 1 });
    assert.equal(doc()?.version, undefined);
  });
}
