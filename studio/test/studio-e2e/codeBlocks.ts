/**
 * A TypeScript example shown as JavaScript too, as an editor sets it: open the code block, turn on "Also show as
 * JavaScript", and the Preview draws the TypeScript / JavaScript tab pair the site will build.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { StudioSession } from './session.ts';

const HOOKS_ID = 'doc-api_hooks';

export function codeBlocksTests(session: () => StudioSession) {
  test('an editor shows a TypeScript example as JavaScript too in 3 steps, and the Preview draws both', {
    timeout: 120_000,
  }, async () => {
    const page = await session().visit(`/intent/edit/id=${HOOKS_ID};type=doc`);
    await page.locator('input#title').waitFor({ timeout: 60_000 });
    const editor = page.locator('[data-testid="pt-editor"] [contenteditable="true"]').first();
    const block = editor.locator(':scope > [data-slate-node="element"]').filter({ hasText: 'CartBadge.tsx' }).first();

    // 3 steps: open the block (double click), turn the switch on, close the box.
    await block.locator('[data-testid="pte-block-object"]').dblclick();
    const option = page.getByLabel('Also show as JavaScript');
    await option.waitFor({ timeout: 15_000 });
    await option.check();
    const deadline = Date.now() + 20_000;
    for (;;) {
      const body = (session().api.docs.get(`drafts.${HOOKS_ID}`) as { body?: Record<string, unknown>[] } | undefined)
        ?.body;
      const code = body?.find((item) => item.filename === 'src/features/cart/CartBadge.tsx');
      if (code?.alsoJavaScript === true) break;
      if (Date.now() > deadline) assert.fail(`the draft never got the option: ${JSON.stringify(code)}`);
      await page.waitForTimeout(200);
    }
    await page.screenshot({ path: process.env.STUDIO_E2E_JAVASCRIPT_SCREENSHOT ?? '/tmp/studio-also-javascript.png' });
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Preview' }).click();
    const frame = page.frameLocator('iframe[title="Preview of the page"]');
    const pair = frame.locator('.tabs').filter({ hasText: 'CartBadge.tsx' });
    await pair.getByRole('tab', { name: 'JavaScript' }).click({ timeout: 30_000 });
    const javascript = pair.getByRole('tabpanel');
    await javascript.locator('.code-block__title', { hasText: 'src/features/cart/CartBadge.jsx' }).waitFor();
    const code = await javascript.locator('pre').textContent();
    assert.equal(
      code,
      "import { useSelector } from 'react-redux'\n\nexport function CartBadge() {\n" +
        '  const itemCount = useSelector((state) => state.cart.items.length)\n' +
        '  return <span className="badge">{itemCount}</span>\n}\n',
    );
  });

  test('an editor highlights lines by typing {2,4-5} in one field, and a wrong range is named in the field', {
    timeout: 120_000,
  }, async () => {
    const page = await session().visit(`/intent/edit/id=${HOOKS_ID};type=doc`);
    await page.locator('input#title').waitFor({ timeout: 60_000 });
    const editor = page.locator('[data-testid="pt-editor"] [contenteditable="true"]').first();
    const block = editor.locator(':scope > [data-slate-node="element"]').filter({ hasText: 'CartBadge.tsx' }).first();

    // 2 steps: open the block, type the ranges into Highlighted lines.
    await block.locator('[data-testid="pte-block-object"]').dblclick();
    const field = page.getByLabel('Highlighted lines');
    await field.waitFor({ timeout: 15_000 });
    await field.fill('{2,4-5}');
    const highlighted = async (check: (lines: unknown) => boolean) => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const body = (session().api.docs.get(`drafts.${HOOKS_ID}`) as { body?: Record<string, unknown>[] } | undefined)
          ?.body;
        const code = body?.find((item) => item.filename === 'src/features/cart/CartBadge.tsx');
        if (check(code?.highlightedLines)) return;
        if (Date.now() > deadline) assert.fail(`the draft never got the lines: ${JSON.stringify(code)}`);
        await page.waitForTimeout(200);
      }
    };
    await highlighted((lines) => JSON.stringify(lines) === '[2,4,5]');
    await page.screenshot({ path: process.env.STUDIO_E2E_LINES_SCREENSHOT ?? '/tmp/studio-highlighted-lines.png' });

    await field.fill('2, 4-');
    await page.getByText(/^Not a line or a range: 4-\./).waitFor({ timeout: 10_000 });
    await page.waitForTimeout(1_000);
    await highlighted((lines) => JSON.stringify(lines) === '[2,4,5]');

    await field.fill('');
    await highlighted((lines) => lines === undefined);
    await page.keyboard.press('Escape');
  });
}
