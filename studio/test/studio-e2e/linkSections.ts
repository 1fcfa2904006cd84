/**
 * A link to a section of another doc, as an editor makes it: pick the doc, then pick the section from that doc's
 * headings; an anchor typed wrong is flagged in the link's own field, before publishing.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { draftBody } from './draftBody.ts';
import type { StudioSession } from './session.ts';

const DOC_ID = 'doc-introduction_why-use-react-redux';

type Block = { _type: string; markDefs?: { _type: string; anchor?: string; reference?: { _ref: string } }[] };

const sectionLinks = (body: Block[]) =>
  body.flatMap((block) => block.markDefs ?? []).filter((def) => def._type === 'internalLink' && def.anchor);

export function linkSectionsTests(session: () => StudioSession) {
  test("an editor links to a doc's section by picking it from that doc's headings; a wrong one is flagged in the field", {
    timeout: 120_000,
  }, async () => {
    const page = await session().visit(`/intent/edit/id=${DOC_ID};type=doc`);
    await page.locator('input#title').waitFor({ timeout: 60_000 });
    const editor = page.locator('[data-testid="pt-editor"] [contenteditable="true"]').first();
    const paragraph = editor.locator(':scope > [data-slate-node="element"]').filter({ hasText: /\w{4}/ }).first();

    // 5 steps: select a word, Link to a doc, type part of the doc's title, pick it, pick the heading.
    await paragraph.click({ position: { x: 3, y: 6 } });
    await page.keyboard.press('Home');
    await page.keyboard.press('Control+Shift+ArrowRight');
    const button = page.getByRole('button', { name: 'Link to a doc' });
    if ((await button.count()) > 0) await button.first().click();
    else {
      await page.locator('[data-testid="action-menu-button"]').first().click();
      await page.getByRole('menuitem', { name: 'Link to a doc' }).click();
    }
    const box = page.getByTestId('popover-edit-dialog');
    const picker = box.getByPlaceholder('Type to search');
    await picker.waitFor({ timeout: 15_000 });
    await picker.pressSequentially('Hooks', { delay: 20 });
    // The search result, whose second line names its category (the list of docs behind has options too).
    await page.locator('[role="listbox"] [role="option"]', { hasText: 'API Reference · /api/hooks' }).click();
    const headings = box.getByLabel('Pick a heading');
    await headings.waitFor({ timeout: 15_000 });
    const options = await headings.locator('option').allTextContents();
    assert.ok(
      options.some((option) => option.includes('useSelector() (#useselector)')),
      `the doc's headings are listed: ${options.join(' | ')}`,
    );
    await headings.selectOption('useselector');
    await draftBody<Block>(session(), page, `drafts.${DOC_ID}`, (body) =>
      sectionLinks(body).some((def) => def.reference?._ref === 'doc-api_hooks' && def.anchor === 'useselector'),
    );
    assert.equal(await page.getByTestId('link-anchor-problem').count(), 0);

    // An anchor typed wrong is named in the field, with the heading it is near.
    const typed = box.getByLabel('Section (optional)');
    await typed.fill('use-selector');
    await page
      .getByTestId('link-anchor-problem')
      // The doc's title is in the message; other tests edit it, so it is left out here.
      .filter({ hasText: 'has no heading or anchor named "use-selector"' })
      .waitFor({ timeout: 20_000 });
    assert.match(
      String(await page.getByTestId('link-anchor-problem').first().textContent()),
      /Did you mean "useselector"/,
    );
    await page.screenshot({ path: process.env.STUDIO_E2E_LINK_SECTION_SCREENSHOT ?? '/tmp/studio-link-section.png' });
    await headings.selectOption('useselector');
    await page.getByTestId('link-anchor-problem').first().waitFor({ state: 'detached', timeout: 20_000 });
    await page.keyboard.press('Escape');
  });
}
