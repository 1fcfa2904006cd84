/**
 * Insert with `/`: at the start of an empty line, an editor types `/` and a
 * few letters, and Enter (or a click) inserts that block: 2 actions, where
 * the toolbar's Insert menu takes 2 clicks. The line can become a heading
 * the same way; a slash inside text stays text.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { draftCreated, newLineAbove, openBody } from './bodyEditor.ts';
import { draftBody } from './draftBody.ts';
import type { StudioSession } from './session.ts';

const SCREENSHOTS = process.env.STUDIO_E2E_SCREENSHOTS ?? '/tmp';
const DOC_ID = 'doc-introduction_getting-started';

type Block = {
  _type: string;
  _key: string;
  style?: string;
  children?: { text?: string }[];
  hasHeaderRow?: boolean;
  rows?: { cells?: unknown[] }[];
};

export function slashInsertTests(session: () => StudioSession) {
  test('typing / and a few letters, then Enter, inserts a code block; / then a click, a table; /h2 makes a heading', {
    timeout: 120_000,
  }, async () => {
    const { page, paragraph } = await openBody(session(), DOC_ID);
    const noEmptyLine = (blocks: Block[]) =>
      !blocks.some((block) => block._type === 'block' && !block.children?.some((child) => child.text));
    await newLineAbove(page, paragraph);
    await draftCreated(session(), page, DOC_ID);

    // A slash inside text is text: no menu.
    await page.keyboard.type('and/or');
    // Time for a menu to open, were it going to.
    await page.waitForTimeout(500);
    assert.equal(await page.getByTestId('slash-menu').count(), 0);
    for (let typed = 'and/or'.length; typed > 0; typed--) await page.keyboard.press('Backspace');

    // Action 1: type "/code"; the menu lists it, chosen. Action 2: Enter.
    await page.keyboard.type('/code');
    const menu = page.getByTestId('slash-menu');
    await menu.waitFor({ timeout: 10_000 });
    assert.equal(await menu.getByRole('option', { selected: true }).textContent(), 'Code block');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-slash-menu.png') });
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'detached', timeout: 10_000 });
    // Its editor opens, as from the toolbar: the code is typed there.
    const dialog = page.getByTestId('nested-object-dialog');
    await dialog.waitFor({ timeout: 10_000 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-slash-code-open.png') });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    // The code block takes the empty line's place, and the "/code" typed is gone.
    const typedGone = (blocks: Block[]) =>
      !blocks.some((block) => block.children?.some((child) => child.text?.includes('/code')));
    await draftBody<Block>(
      session(),
      page,
      `drafts.${DOC_ID}`,
      (blocks) => blocks.some((block) => block._type === 'code') && noEmptyLine(blocks) && typedGone(blocks),
    );

    // A new line again: "/" and a click on Table.
    await newLineAbove(page, paragraph);
    await page.keyboard.type('/');
    await menu.waitFor({ timeout: 10_000 });
    await menu.getByRole('option', { name: 'Table' }).click();
    await dialog.waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    // It starts as from the toolbar: 2 × 2 with a header row.
    const withTable = await draftBody<Block>(
      session(),
      page,
      `drafts.${DOC_ID}`,
      (blocks) => blocks.some((block) => block._type === 'table') && noEmptyLine(blocks),
    );
    const table = withTable.find((block) => block._type === 'table');
    assert.equal(table?.hasHeaderRow, true, JSON.stringify(table));
    assert.deepEqual(
      table?.rows?.map((row) => row.cells?.length),
      [2, 2],
    );

    // A line becomes a heading: "/h2", Enter, then its text.
    await newLineAbove(page, paragraph);
    await page.keyboard.type('/h2');
    await menu.waitFor({ timeout: 10_000 });
    await page.keyboard.press('Enter');
    await page.keyboard.type('Slash headings');
    await draftBody<Block>(session(), page, `drafts.${DOC_ID}`, (blocks) =>
      blocks.some((block) => block.style === 'h2' && block.children?.[0]?.text === 'Slash headings'),
    );
  });
}
