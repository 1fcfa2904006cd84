import { PortableText } from '@portabletext/react';
import { Fragment, createElement as h, type ReactNode } from 'react';
import { InlineMath } from '../Math/index.ts';
import { inlineAnchor, inlineImage, inlineMarks } from '../marks.ts';
import type { PortableTextValue } from '../types.ts';

type Cell = { _key: string; content?: PortableTextValue };
export type TableValue = { hasHeaderRow?: boolean; rows?: { _key: string; cells?: Cell[] }[] };

function cellContent(cell: Cell) {
  return h(PortableText, {
    value: cell.content ?? [],
    components: {
      marks: inlineMarks,
      types: { anchor: inlineAnchor, inlineImage, inlineMath: InlineMath },
      block: { normal: ({ children }: { children?: ReactNode }) => h(Fragment, null, children) },
    },
  });
}

/** A table as static HTML, its first row the column headers unless the editor said otherwise. */
export function Table({ value }: { value: TableValue }) {
  const rows = value.rows ?? [];
  const head = value.hasHeaderRow === false ? undefined : rows[0];
  const body = head ? rows.slice(1) : rows;
  const headRow = head
    ? h(
        'thead',
        null,
        h(
          'tr',
          null,
          ...(head.cells ?? []).map((cell) => h('th', { key: cell._key, scope: 'col' }, cellContent(cell))),
        ),
      )
    : null;
  const bodyRows = body.map((row) =>
    h('tr', { key: row._key }, ...(row.cells ?? []).map((cell) => h('td', { key: cell._key }, cellContent(cell)))),
  );
  // Wide tables scroll, and a scrolling region must be reachable by keyboard.
  return h('div', { className: 'table-scroll', tabIndex: 0 }, h('table', null, headRow, h('tbody', null, ...bodyRows)));
}
