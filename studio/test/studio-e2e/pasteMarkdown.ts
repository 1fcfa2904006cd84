/**
 * Pasting Markdown into a body, as an editor brings a section over from an issue or a README: one paste gives the
 * heading, the code block (title and highlighted lines kept), the table and the admonition, through the importer's
 * converter; what it cannot carry (a link to a heading the doc does not have) is listed above the body.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { draftBody } from './draftBody.ts';
import type { StudioSession } from './session.ts';

const DOC_ID = 'doc-tutorials_quick-start';

type Block = {
  _type: string;
  _key?: string;
  style?: string;
  children?: { text?: string }[];
  markDefs?: { _type: string; anchor?: string; reference?: { _ref: string } }[];
  [field: string]: unknown;
};

const SECTION = [
  '## Reading the cart',
  '',
  'Read it with [useSelector](/api/hooks#useselector); see also [the old name](/api/hooks#use-selector).',
  '',
  '```tsx title="CartCount.tsx" {2,4-5}',
  'export function CartCount() {',
  '  const count = useSelector(selectCount)',
  '  return (',
  '    <span>{count}</span>',
  '  )',
  '}',
  '```',
  '',
  '| Hook | Gives |',
  '| --- | --- |',
  '| `useSelector` | a value from the store |',
  '',
  ':::tip One store',
  'Keep a single store for the whole app.',
  ':::',
].join('\n');

export function pasteMarkdownTests(session: () => StudioSession) {
  test('an editor pastes a Markdown section in 4 actions and gets its heading, code, table and admonition', {
    timeout: 120_000,
  }, async () => {
    const page = await session().visit(`/intent/edit/id=${DOC_ID};type=doc`);
    await page.locator('input#title').waitFor({ timeout: 60_000 });
    await session().context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(text), SECTION);
    const editor = page.locator('[data-testid="pt-editor"] [contenteditable="true"]').first();
    const target = editor
      .locator(':scope > [data-slate-node="element"]')
      .filter({ hasText: 'You have now used every piece' });

    // 4 actions: the caret in a paragraph, to its end, a new line, paste.
    await target.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+V');

    const body = await draftBody<Block>(session(), page, `drafts.${DOC_ID}`, (blocks) =>
      blocks.some((block) => block._type === 'admonition' && block.title === 'One store'),
    );
    const start = body.findIndex((block) => block.style === 'h2' && block.children?.[0]?.text === 'Reading the cart');
    assert.ok(start >= 0, 'the heading is in the body');
    const pasted = body.slice(start, start + 5);
    assert.deepEqual(
      pasted.map((block) => block._type),
      ['block', 'block', 'code', 'table', 'admonition'],
    );
    const [, paragraph, code, table] = pasted;
    assert.deepEqual(
      paragraph?.markDefs?.map((def) => [def._type, def.reference?._ref, def.anchor]),
      [
        ['internalLink', 'doc-api_hooks', 'useselector'],
        ['internalLink', 'doc-api_hooks', 'use-selector'],
      ],
    );
    assert.equal(code?.filename, 'CartCount.tsx');
    assert.equal(code?.language, 'tsx');
    assert.deepEqual(code?.highlightedLines, [2, 4, 5]);
    assert.match(String(code?.code), /^export function CartCount\(\) \{\n {2}const count/, 'indentation kept');
    assert.equal(table?.hasHeaderRow, true);
    assert.equal(new Set(body.map((block) => block._key)).size, body.length, 'every block has its own key');

    const notes = page.getByTestId('paste-notes');
    await notes.getByText('anchor "#use-selector" is not a heading in /api/hooks').waitFor({ timeout: 15_000 });
    assert.match(String(await notes.textContent()), /1 thing did not come as written/);
    await page.screenshot({ path: process.env.STUDIO_E2E_PASTE_SCREENSHOT ?? '/tmp/studio-paste-markdown.png' });
    await notes.getByRole('button', { name: 'Dismiss' }).click();
    assert.equal(await notes.count(), 0);
  });

  test('text without Markdown marks is pasted as the Studio pastes text', { timeout: 60_000 }, async () => {
    const page = await session().visit(`/intent/edit/id=${DOC_ID};type=doc`);
    await page.locator('input#title').waitFor({ timeout: 60_000 });
    await session().context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => navigator.clipboard.writeText('Plain words pasted here'));
    const editor = page.locator('[data-testid="pt-editor"] [contenteditable="true"]').first();
    await editor.locator(':scope > [data-slate-node="element"]').first().click();
    await page.keyboard.press('Control+V');
    await draftBody<Block>(session(), page, `drafts.${DOC_ID}`, (blocks) =>
      blocks.some((block) => block.children?.some((child) => child.text?.includes('Plain words pasted here'))),
    );
    assert.equal(await page.getByTestId('paste-notes').count(), 0);
  });
}
