/**
 * The body's editor as the e2e tests reach it: its first paragraph, a new
 * empty line above it with the caret in it, and the draft the first edit of
 * a published doc makes.
 */
import type { Locator, Page } from 'playwright-core';
import type { StudioSession } from './session.ts';
import { until } from './until.ts';

/** The body's first paragraph that starts with a capital letter (no heading). */
export function firstParagraph(page: Page): Locator {
  return page
    .locator('[data-testid="pt-editor"] [contenteditable="true"]')
    .first()
    .locator(':scope > [data-slate-node="element"]')
    .filter({ hasText: /^[A-Z]/ })
    .filter({ hasNot: page.locator('h2, h3, h4, h5, h6') })
    .first();
}

/** Opens a doc at its body; returns the page and the body's first paragraph. */
export async function openBody(session: StudioSession, id: string): Promise<{ page: Page; paragraph: Locator }> {
  const page = await session.visit(`/intent/edit/id=${id};type=doc`);
  await page.locator('[data-testid="pt-editor"] [contenteditable="true"]').first().waitFor({ timeout: 60_000 });
  return { page, paragraph: firstParagraph(page) };
}

/** A new empty line above the paragraph (Enter at its start), with the caret in it. */
export async function newLineAbove(page: Page, paragraph: Locator) {
  await paragraph.click({ position: { x: 3, y: 6 } });
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  const emptyLine = paragraph.locator('xpath=preceding-sibling::*[1]');
  await emptyLine.filter({ hasText: /^\s*$/ }).waitFor({ timeout: 10_000 });
  await emptyLine.click();
  // As a person would: the caret is in the empty line before typing.
  await caretInEmptyLine(page);
}

/** Waits for the caret to be in an empty line (an empty text's placeholder, "Empty", is not its text). */
export async function caretInEmptyLine(page: Page) {
  await page.waitForFunction(() => {
    const anchor = window.getSelection()?.anchorNode;
    const element = anchor instanceof Element ? anchor : anchor?.parentElement;
    const line = element?.closest('[data-slate-node="element"]');
    if (!line) return false;
    const text = line.cloneNode(true) as Element;
    for (const placeholder of text.querySelectorAll('[contenteditable="false"]')) placeholder.remove();
    return (text.textContent ?? '').trim() === '';
  });
}

/**
 * Waits for the first edit of a published doc to have made its draft. A `/` typed while the draft is being made
 * (about a second on this machine) can lose the menu: the picker moves the caret to the `/` it found, and the
 * draft's arrival moves it on (noted in docs/editors.md). A person types the next thing later than a test does.
 */
export async function draftCreated(session: StudioSession, page: Page, id: string) {
  await until(page, `the draft of ${id}`, () => session.api.docs.has(`drafts.${id}`), 20_000);
}
