import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isMarkdownTable, tabSeparatedCells } from '../../../src/table/tableClipboard.ts';
import { addColumn, addRow, fillFrom, newTable, removeColumn, removeRow } from '../../../src/table/tableRows.ts';

const text = (words: string) => [{ _type: 'block', children: [{ _type: 'span', text: words }] }];
const words = (rows: ReturnType<typeof newTable>['rows']) =>
  rows.map((row) =>
    row.cells.map(
      (cell) => (cell.content?.[0] as { children: { text: string }[] } | undefined)?.children[0]?.text ?? '',
    ),
  );

describe('the grid’s rows', () => {
  test('a new table is 2 × 2 with a header row, every row and cell keyed', () => {
    const table = newTable();
    assert.equal(table.hasHeaderRow, true);
    assert.deepEqual(words(table.rows), [
      ['', ''],
      ['', ''],
    ]);
    const keys = table.rows.flatMap((row) => [row._key, ...row.cells.map((cell) => cell._key)]);
    assert.equal(new Set(keys).size, 6);
  });

  test('rows and columns are added at the end and removed where they are', () => {
    const filled = fillFrom(newTable().rows, 0, 0, [
      [text('a'), text('b')],
      [text('c'), text('d')],
    ]);
    assert.deepEqual(words(addRow(filled)), [
      ['a', 'b'],
      ['c', 'd'],
      ['', ''],
    ]);
    assert.deepEqual(words(addColumn(filled)), [
      ['a', 'b', ''],
      ['c', 'd', ''],
    ]);
    assert.deepEqual(words(removeRow(filled, 0)), [['c', 'd']]);
    assert.deepEqual(words(removeColumn(filled, 0)), [['b'], ['d']]);
  });

  test('pasted cells fill from the cell pasted into, the table growing, cells written over keeping their keys', () => {
    const table = newTable();
    const grown = fillFrom(table.rows, 1, 1, [
      [text('x'), text('y')],
      [text('z'), text('w')],
    ]);
    assert.deepEqual(words(grown), [
      ['', '', ''],
      ['', 'x', 'y'],
      ['', 'z', 'w'],
    ]);
    assert.equal(grown[1]?.cells[1]?._key, table.rows[1]?.cells[1]?._key);
    assert.equal(grown[0]?._key, table.rows[0]?._key);
  });
});

describe('what is pasted into a cell', () => {
  test('a spreadsheet’s rows are tab-separated; one value is not cells', () => {
    assert.deepEqual(tabSeparatedCells('Hook\tGives\r\nuseSelector\ta value\r\n'), [
      ['Hook', 'Gives'],
      ['useSelector', 'a value'],
    ]);
    assert.equal(tabSeparatedCells('one value'), undefined);
    assert.deepEqual(tabSeparatedCells('a\tb'), [['a', 'b']]);
  });

  test('a Markdown table has a rule under its first row', () => {
    assert.equal(isMarkdownTable('| Hook | Gives |\n| --- | --- |\n| a | b |'), true);
    assert.equal(isMarkdownTable('Hook | Gives\n--- | ---'), true);
    assert.equal(isMarkdownTable('a | b'), false);
  });
});
