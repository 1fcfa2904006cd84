/**
 * Writing a body as an editor does: a word marked as a keyboard key, a divider inserted, a heading named by an
 * Anchor. Each job is counted in steps (clicks, key presses, typed names) and checked in the draft the API holds.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { draftBody } from './draftBody.ts';
import type { StudioSession } from './session.ts';

const BATCH_ID = 'doc-api_batch';
const DRAFT_ID = `drafts.${BATCH_ID}`;

type Child = { _type: string; text?: string; marks?: string[]; id?: string };
type Block = { _type: string; style?: string; children?: Child[] };

export function bodyMarksTests(session: () => StudioSession) {
  test('an editor marks a keyboard key, inserts a divider, names a heading with an Anchor and adds a collapsible section', {
    timeout: 120_000,
  }, async () => {
    const page = await session().visit(`/intent/edit/id=${BATCH_ID};type=doc`);
    await page.locator('input#title').waitFor({ timeout: 60_000 });
    const editor = page.locator('[data-testid="pt-editor"] [contenteditable="true"]').first();
    const blocks = editor.locator(':scope > [data-slate-node="element"]');
    const firstParagraph = blocks.first();
    await firstParagraph.waitFor();

    // Keyboard key, 4 steps: put the caret before the first word, select it, open the marks menu, pick the mark.
    await firstParagraph.click({ position: { x: 3, y: 6 } });
    await page.keyboard.press('Home');
    await page.keyboard.press('Control+Shift+ArrowRight');
    const selected = await page.evaluate(() => window.getSelection()?.toString().trim());
    await page.locator('[data-testid="action-menu-button"]').first().click();
    await page.getByRole('menuitem', { name: 'Keyboard key' }).click();
    await draftBody<Block>(session(), page, DRAFT_ID, (body) =>
      body.some((block) =>
        block.children?.some((child) => child.marks?.includes('kbd') && child.text?.trim() === selected),
      ),
    );

    // Divider, 2 steps from where the caret is: the insert menu, then Divider. It has nothing to fill in, so no
    // dialog opens.
    await page.locator('[data-testid="insert-menu-button"]').first().click();
    await page.getByRole('menuitem', { name: 'Divider' }).click();
    const withDivider = await draftBody<Block>(session(), page, DRAFT_ID, (body) =>
      body.some((block) => block._type === 'divider'),
    );
    assert.equal(withDivider.filter((block) => block._type === 'divider').length, 1);
    assert.equal(await page.getByRole('dialog').count(), 0);

    // Anchor, 4 steps: the caret in the heading, the insert menu, Anchor, its name (the dialog closes with Escape).
    const heading = editor.locator('h2').first();
    const headingText = (await heading.textContent())?.trim();
    await heading.click({ position: { x: 3, y: 8 } });
    await page.locator('[data-testid="insert-menu-button"]').first().click();
    await page.getByRole('menuitem', { name: 'Anchor' }).click();
    const name = page.getByLabel('Anchor name');
    await name.waitFor({ timeout: 15_000 });
    await name.pressSequentially('call-signature', { delay: 20 });
    const named = await draftBody<Block>(session(), page, DRAFT_ID, (body) =>
      body.some((block) => block.children?.some((child) => child._type === 'anchor' && child.id === 'call-signature')),
    );
    await page.keyboard.press('Escape');
    const headingBlock = named.find((block) =>
      block.children?.some((child) => child._type === 'anchor' && child.id === 'call-signature'),
    );
    assert.equal(headingBlock?.style, 'h2');
    assert.equal(
      headingBlock?.children
        ?.map((child) => child.text ?? '')
        .join('')
        .trim(),
      headingText,
    );

    // Collapsible section, 5 steps: the insert menu, Collapsible section, its summary, its text, close the box.
    await firstParagraph.click();
    await page.locator('[data-testid="insert-menu-button"]').first().click();
    await page.getByRole('menuitem', { name: 'Collapsible section' }).click();
    const dialog = page.getByRole('dialog');
    const summary = dialog.getByLabel('Summary');
    await summary.waitFor({ timeout: 15_000 });
    await summary.pressSequentially('Why batch at all?', { delay: 10 });
    await dialog.locator('[contenteditable="true"]').first().click();
    await page.keyboard.type('Fewer renders.', { delay: 10 });
    await page.screenshot({ path: process.env.STUDIO_E2E_COLLAPSIBLE_SCREENSHOT ?? '/tmp/studio-collapsible.png' });
    const withSection = await draftBody<Block>(session(), page, DRAFT_ID, (body) =>
      body.some(
        (block) =>
          block._type === 'collapsible' &&
          (block as { summary?: string }).summary === 'Why batch at all?' &&
          JSON.stringify(block).includes('Fewer renders.'),
      ),
    );
    assert.equal((withSection.find((block) => block._type === 'collapsible') as { open?: boolean }).open, false);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: process.env.STUDIO_E2E_BODY_SCREENSHOT ?? '/tmp/studio-body-marks.png' });
  });
}
