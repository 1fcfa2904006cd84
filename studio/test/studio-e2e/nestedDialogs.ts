/**
 * Nested editors close one level at a time: in a tab inside a tabs block,
 * with a code block inside the tab, the close button goes back to the tab,
 * then to the tabs block, then closes. Every level is inserted with `/`.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { caretInEmptyLine, draftCreated, newLineAbove, openBody } from './bodyEditor.ts';
import { draftBody } from './draftBody.ts';
import type { StudioSession } from './session.ts';

const SCREENSHOTS = process.env.STUDIO_E2E_SCREENSHOTS ?? '/tmp';
const DOC_ID = 'doc-using-react-redux_usage-with-typescript';

type Block = { _type: string; tabs?: { label?: string; body?: { _type: string }[] }[] };

export function nestedDialogsTests(session: () => StudioSession) {
  test('a code block in a tab in a tabs block: the close button goes back one level at a time', {
    timeout: 120_000,
  }, async () => {
    const { page, paragraph } = await openBody(session(), DOC_ID);
    await newLineAbove(page, paragraph);
    await draftCreated(session(), page, DOC_ID);

    const menu = page.getByTestId('slash-menu');
    const dialogs = page.getByTestId('nested-object-dialog');
    const top = dialogs.last();
    const trail = async () => ((await top.textContent()) ?? '').replace(/\s+/g, ' ');

    // Level 1: the tabs block, by "/tabs" and Enter.
    await page.keyboard.type('/tabs');
    await menu.waitFor({ timeout: 10_000 });
    await page.keyboard.press('Enter');
    await dialogs.first().waitFor({ timeout: 10_000 });
    // Level 2: a tab.
    await top.getByRole('button', { name: /Add item/ }).click();
    await page.waitForFunction(
      (selector) => document.querySelectorAll(selector).length === 2,
      '[data-testid="nested-object-dialog"]',
    );
    await top.locator('input').first().fill('TypeScript');
    // Level 3: a code block in the tab's content, by "/code" and Enter there.
    await top.locator('[data-testid="pt-editor"] [contenteditable="true"]').first().click();
    await caretInEmptyLine(page);
    await page.keyboard.type('/code');
    await menu.waitFor({ timeout: 10_000 });
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (selector) => document.querySelectorAll(selector).length === 3,
      '[data-testid="nested-object-dialog"]',
    );
    assert.match(await trail(), /^Body\/TypeScript\/.*\/Content\//, 'the code block, in the tab, in the tabs block');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-nested-dialogs.png') });

    // Each click on the close button goes back one level.
    const closeTop = () => top.getByRole('button', { name: 'Close dialog' }).click();
    await closeTop();
    await page.waitForFunction(
      (selector) => document.querySelectorAll(selector).length === 2,
      '[data-testid="nested-object-dialog"]',
    );
    assert.equal(await top.locator('input').first().inputValue(), 'TypeScript', 'back at the tab');
    await closeTop();
    await page.waitForFunction(
      (selector) => document.querySelectorAll(selector).length === 1,
      '[data-testid="nested-object-dialog"]',
    );
    assert.match(await trail(), /Group \(optional\)/, 'back at the tabs block');
    await closeTop();
    await dialogs.first().waitFor({ state: 'detached', timeout: 10_000 });

    // Nothing was lost on the way out: the tab, its label, and the code block in it (and no "/code" left).
    await draftBody<Block>(session(), page, `drafts.${DOC_ID}`, (blocks) =>
      blocks.some(
        (block) =>
          block._type === 'tabs' &&
          block.tabs?.[0]?.label === 'TypeScript' &&
          JSON.stringify(block.tabs[0].body?.map((inner) => inner._type)) === '["code"]',
      ),
    );
  });
}
