import type { Table } from 'mdast';
import type { TableBlock, TableCell } from '../../types.ts';
import type { Conversion } from '../conversion/types.ts';

/** A GFM table with its header row (its cells keep their images); short rows are padded with empty cells to the widest. */
export function table(conversion: Pick<Conversion, 'text'>, node: Table): TableBlock {
  const width = Math.max(0, ...node.children.map((row) => row.children.length));
  const rows = node.children.map((row) => {
    const cells: TableCell[] = row.children.map((cell) => {
      const block = conversion.text.textBlock(cell.children, 'normal', undefined, [], 'a table cell', {
        inlineImages: true,
      });
      return { _type: 'tableCell', content: block ? [block] : [] };
    });
    while (cells.length < width) cells.push({ _type: 'tableCell', content: [] });
    return { _type: 'tableRow' as const, cells };
  });
  return { _type: 'table', hasHeaderRow: true, rows };
}
