/**
 * A table as an editor makes one: insert it, type in the grid, add a row, paste a spreadsheet's cells and a Markdown
 * table into it, remove a column. Each job is counted in actions and checked in the draft the API holds.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { draftBody } from './draftBody.ts';
import type { StudioSession } from './session.ts';

const DOC_ID = 'doc-tutorials_connect';

type Span = { text?: string; marks?: string[] };
type Table = {
  _type: string;
  _key: string;
  hasHeaderRow?: boolean;
  rows?: { cells: { content?: { children?: Span[] }[] }[] }[];
};

/** The table's cells as their text. */
const cellTexts = (table: Table | undefined) =>
  (table?.rows ?? []).map((row) =>
    row.cells.map((cell) =>
      (cell.content ?? []).map((block) => (block.children ?? []).map((span) => span.text ?? '').join('')).join('\n'),
    ),
  );

export function tablesTests(session: () => StudioSession) {
  test('an editor makes a 2 × 2 table with a header row in 8 actions, then grows and fills it by pasting', {
    timeout: 180_000,
  }, async () => {
    const page = await session().visit(`/intent/edit/id=${DOC_ID};type=doc`);
    await page.locator('input#title').waitFor({ timeout: 60_000 });
    await session().context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const editor = page.locator('[data-testid="pt-editor"] [contenteditable="true"]').first();
    await editor.locator(':scope > [data-slate-node="element"]').filter({ hasText: /\w/ }).first().click();
    const draft = `drafts.${DOC_ID}`;
    // The doc has tables of its own: the new one is the one whose key was not there before.
    const published = session().api.docs.get(DOC_ID) as { body?: Table[] } | undefined;
    const before = new Set((published?.body ?? []).map((block) => block._key));
    const newTable = async (check: (table: Table | undefined) => boolean) => {
      const pick = (body: Table[]) => body.find((block) => block._type === 'table' && !before.has(block._key));
      return pick(await draftBody<Table>(session(), page, draft, (body) => check(pick(body))));
    };

    // 8 actions: the insert menu, Table (the first cell has the caret), then each cell typed, Tab between them.
    await page.locator('[data-testid="insert-menu-button"]').first().click();
    await page.getByRole('menuitem', { name: 'Table' }).click();
    const grid = page.getByTestId('table-grid');
    await grid.waitFor({ timeout: 15_000 });
    await page.getByLabel('Row 1, column 1 (header)').waitFor();
    await page.keyboard.type('Hook');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Gives');
    await page.keyboard.press('Tab');
    await page.keyboard.type('`useSelector`');
    await page.keyboard.press('Tab');
    await page.keyboard.type('a **value** from the store');
    let table = await newTable((found) => cellTexts(found)[1]?.[1] === 'a value from the store');
    assert.equal(table?.hasHeaderRow, true);
    assert.deepEqual(cellTexts(table), [
      ['Hook', 'Gives'],
      ['useSelector', 'a value from the store'],
    ]);
    assert.deepEqual(table?.rows?.[1]?.cells[0]?.content?.[0]?.children?.[0]?.marks, ['code']);
    assert.deepEqual(
      table?.rows?.[1]?.cells[1]?.content?.[0]?.children?.map((span) => span.marks?.length),
      [0, 1, 0],
    );
    await page.screenshot({ path: process.env.STUDIO_E2E_TABLE_SCREENSHOT ?? '/tmp/studio-table-grid.png' });

    // A row added in place, then a spreadsheet's cells pasted into it: the table grows a column to hold them.
    await page.getByRole('button', { name: 'Add a row' }).click();
    await page.getByLabel('Row 3, column 1').waitFor();
    await page.evaluate(() => navigator.clipboard.writeText('useDispatch\tthe dispatch\tv7\n'));
    await page.getByLabel('Row 3, column 1').click();
    await page.keyboard.press('Control+V');
    table = await newTable((found) => cellTexts(found)[2]?.[2] === 'v7');
    assert.deepEqual(cellTexts(table), [
      ['Hook', 'Gives', ''],
      ['useSelector', 'a value from the store', ''],
      ['useDispatch', 'the dispatch', 'v7'],
    ]);

    // A column removed where it is.
    await page.getByRole('button', { name: 'Remove column 3' }).click();
    table = await newTable((found) => found?.rows?.[2]?.cells.length === 2);
    assert.deepEqual(cellTexts(table)[2], ['useDispatch', 'the dispatch']);

    // A Markdown table pasted into the first cell writes over the grid from there.
    await page.evaluate(() =>
      navigator.clipboard.writeText('| Hook | Since |\n| --- | --- |\n| `useStore` | v7 |\n| `useSelector` | v7 |'),
    );
    await page.getByLabel('Row 1, column 1 (header)').click();
    await page.keyboard.press('Control+V');
    table = await newTable((found) => cellTexts(found)[0]?.[1] === 'Since');
    assert.deepEqual(cellTexts(table), [
      ['Hook', 'Since'],
      ['useStore', 'v7'],
      ['useSelector', 'v7'],
    ]);
    assert.equal(await page.getByTestId('table-notes').count(), 0);
    await page.keyboard.press('Escape');
  });
}
