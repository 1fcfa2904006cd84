/**
 * What publishing would change, beside Compare versions: an editor edits a doc's title and a paragraph, opens What
 * changed, reads both there, and one click takes them back to the paragraph in the editor.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstParagraph } from './bodyEditor.ts';
import { draftBody } from './draftBody.ts';
import type { StudioSession } from './session.ts';

const DOC_ID = 'doc-using-react-redux_accessing-store';

type Block = { _type: string; _key: string; children?: { text?: string }[] };

export function changesTests(session: () => StudioSession) {
  test('What changed lists the edited title and paragraph, and a click opens the editor at the paragraph', {
    timeout: 120_000,
  }, async () => {
    const page = await session().visit(`/intent/edit/id=${DOC_ID};type=doc`);
    const title = page.locator('input#title');
    await title.waitFor({ timeout: 60_000 });
    const before = await title.inputValue();
    await title.fill(`${before} today`);
    const paragraph = firstParagraph(page);
    await paragraph.click({ position: { x: 3, y: 6 } });
    await page.keyboard.press('Home');
    await page.keyboard.type('Note: ');
    const body = await draftBody<Block>(session(), page, `drafts.${DOC_ID}`, (blocks) =>
      blocks.some((block) => block.children?.[0]?.text?.startsWith('Note: ')),
    );
    const edited = body.find((block) => block.children?.[0]?.text?.startsWith('Note: '));
    // The caret leaves the paragraph, so that finding it there later is the list's doing.
    const caretIn = async () =>
      page.evaluate(() => {
        const anchor = window.getSelection()?.anchorNode;
        const element = anchor instanceof Element ? anchor : anchor?.parentElement;
        return element?.closest('[data-slate-node="element"]')?.textContent ?? '';
      });
    await title.click();
    assert.equal((await caretIn()).startsWith('Note: '), false);

    // 1 step to the list.
    await page.getByRole('tab', { name: 'What changed' }).click();
    const list = page.getByTestId('document-changes');
    await list.waitFor({ timeout: 15_000 });
    const titleChange = list.getByRole('button', { name: /Edited\s*Title/ });
    await titleChange.waitFor({ timeout: 15_000 });
    assert.match(String(await titleChange.textContent()), new RegExp(`"${before}" → "${before} today"`));
    const bodyChange = list.getByRole('button', { name: /Edited\s*Body › Text "Note: / });
    await bodyChange.waitFor();
    assert.equal(await list.getByRole('button').count(), 2, 'only what the editor changed is listed');
    await page.screenshot({ path: process.env.STUDIO_E2E_CHANGES_SCREENSHOT ?? '/tmp/studio-what-changed.png' });

    // 1 step back to the place: the editor opens with the caret in the paragraph, shown on screen.
    await bodyChange.click();
    await page.locator('input#title').waitFor({ timeout: 15_000 });
    const place = page.locator('[data-testid="pt-editor"] [data-slate-node="element"]', { hasText: /^Note: / });
    await place.waitFor({ timeout: 15_000 });
    const deadline = Date.now() + 10_000;
    while (!(await caretIn()).startsWith('Note: ') && Date.now() < deadline) await page.waitForTimeout(200);
    assert.ok((await caretIn()).startsWith('Note: '), `the caret is in the edited paragraph (${edited?._key})`);
    const box = await place.boundingBox();
    const viewport = page.viewportSize();
    assert.ok(box && viewport && box.y >= 0 && box.y < viewport.height, 'the paragraph is on screen');
  });
}
