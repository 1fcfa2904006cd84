/**
 * Formulas and a category's cards, as an editor adds them: each from the insert menu, counted in steps and checked
 * in the draft the API holds; a formula TeX cannot read is refused at its field; the Preview draws the formula.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { draftBody } from './draftBody.ts';
import type { StudioSession } from './session.ts';

const DOC_ID = 'doc-using-react-redux_connect-mapstate';
const DRAFT_ID = `drafts.${DOC_ID}`;

type Block = { _type: string; tex?: string; children?: { _type: string; tex?: string }[] };

export function formulasTests(session: () => StudioSession) {
  test('an editor adds a formula in 3 steps and a category’s cards in 2; a broken formula is refused at its field', {
    timeout: 120_000,
  }, async () => {
    const page = await session().visit(`/intent/edit/id=${DOC_ID};type=doc`);
    await page.locator('input#title').waitFor({ timeout: 60_000 });
    const editor = page.locator('[data-testid="pt-editor"] [contenteditable="true"]').first();
    const firstParagraph = editor.locator(':scope > [data-slate-node="element"]').first();
    await firstParagraph.waitFor();
    // The caret at the end of the first block, so the new block goes after it rather than splitting it.
    await firstParagraph.click();
    await page.keyboard.press('End');

    // Formula, 3 steps: the insert menu, Formula, its TeX (the box closes with Escape). Written with a brace
    // missing first: the field turns red, and the document's Validation list says why, in KaTeX's words.
    await page.locator('[data-testid="insert-menu-button"]').first().click();
    // The block, not "Formula in the line".
    await page
      .getByRole('menuitem')
      .filter({ hasText: /^Formula$/ })
      .click();
    const tex = page.getByRole('dialog').getByLabel('Formula');
    await tex.waitFor({ timeout: 15_000 });
    await tex.pressSequentially('\\frac{n(n+1)}{2', { delay: 10 });
    await draftBody<Block>(session(), page, DRAFT_ID, (body) =>
      body.some((block) => block._type === 'math' && block.tex === '\\frac{n(n+1)}{2'),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Validation' }).click();
    await page
      .getByText(/This formula cannot be drawn: .*expected '\}'/)
      .first()
      .waitFor({ timeout: 15_000 });
    await page.screenshot({ path: process.env.STUDIO_E2E_FORMULA_ERROR_SCREENSHOT ?? '/tmp/studio-formula-error.png' });
    for (const publish of await page.getByRole('button', { name: 'Publish', exact: true }).all())
      assert.equal(await publish.isDisabled(), true, 'a document with a broken formula cannot be published');
    await page.keyboard.press('Escape');

    // Fixed in 2 more steps: open the block (double-click), type the brace.
    await editor.locator('[data-testid="pte-block-object"]').filter({ hasText: 'frac' }).first().dblclick();
    await tex.waitFor({ timeout: 15_000 });
    await tex.press('End');
    await tex.press('}');
    await draftBody<Block>(session(), page, DRAFT_ID, (body) =>
      body.some((block) => block._type === 'math' && block.tex === '\\frac{n(n+1)}{2}'),
    );
    await page.keyboard.press('Escape');
    await page.getByText('This formula cannot be drawn').first().waitFor({ state: 'detached', timeout: 15_000 });
    await page.screenshot({ path: process.env.STUDIO_E2E_FORMULA_SCREENSHOT ?? '/tmp/studio-formula.png' });

    // Cards of this category, 2 steps: the insert menu, the block. Nothing to fill in, so no dialog stays open.
    await firstParagraph.click();
    await page.keyboard.press('End');
    await page.locator('[data-testid="insert-menu-button"]').first().click();
    await page.getByRole('menuitem', { name: 'Cards of this category' }).click();
    await draftBody<Block>(session(), page, DRAFT_ID, (body) => body.some((block) => block._type === 'docCards'));
    assert.equal(await page.getByRole('dialog').count(), 0);

    // The Preview draws the formula as the site does: MathML.
    await page.getByRole('tab', { name: 'Preview' }).click();
    const frame = page.frameLocator('iframe[title="Preview of the page"]');
    await frame.locator('.math-block math[display="block"] mfrac').waitFor({ timeout: 30_000 });
  });
}
