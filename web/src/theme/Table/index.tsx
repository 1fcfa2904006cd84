import { PortableText as PortableTextRenderer } from '@portabletext/react';
import { inlineMarks } from '../PortableText/marks.tsx';
import * as styles from './styles.module.css';

type Cell = { _key: string; content?: unknown[] };
export type TableValue = { hasHeaderRow?: boolean; rows?: { _key: string; cells?: Cell[] }[] };

function CellContent({ cell }: { cell: Cell }) {
  return (
    <PortableTextRenderer
      value={(cell.content ?? []) as never}
      components={{ marks: inlineMarks, block: { normal: ({ children }) => <>{children}</> } }}
    />
  );
}

export function Table({ value }: { value: TableValue }) {
  const rows = value.rows ?? [];
  const head = value.hasHeaderRow === false ? undefined : rows[0];
  const body = head ? rows.slice(1) : rows;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: wide tables scroll, and a scrolling region must be reachable by keyboard
    <div className={styles.wrapper} tabIndex={0}>
      <table className={styles.table}>
        {head && (
          <thead>
            <tr>
              {(head.cells ?? []).map((cell) => (
                <th key={cell._key} scope="col">
                  <CellContent cell={cell} />
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {body.map((row) => (
            <tr key={row._key}>
              {(row.cells ?? []).map((cell) => (
                <td key={cell._key}>
                  <CellContent cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
