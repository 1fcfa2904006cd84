// The table's rows as the grid changes them: adding and removing rows and columns, and filling cells from a
// paste, each giving the whole new list of rows (new rows and cells get new keys).

export type Cell = { _key: string; _type: 'tableCell'; content?: Record<string, unknown>[] };
export type Row = { _key: string; _type: 'tableRow'; cells: Cell[] };

/** 12 random hex digits: a new row's or cell's key, unlike any other in the document. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const emptyCell = (content: Record<string, unknown>[] = []): Cell => ({
  _key: randomKey(),
  _type: 'tableCell',
  content,
});

export const emptyRow = (width: number): Row => ({
  _key: randomKey(),
  _type: 'tableRow',
  cells: Array.from({ length: width }, () => emptyCell()),
});

/** How many cells the widest row has (every row has as many once the table is valid). */
export const widthOf = (rows: readonly Row[]) => Math.max(1, ...rows.map((row) => row.cells?.length ?? 0));

/** A new empty table: `rows` × `columns` cells, the first row a header. */
export const newTable = (rows = 2, columns = 2) => ({
  hasHeaderRow: true,
  rows: Array.from({ length: rows }, () => emptyRow(columns)),
});

export const addRow = (rows: readonly Row[]): Row[] => [...rows, emptyRow(widthOf(rows))];

export const removeRow = (rows: readonly Row[], index: number): Row[] => rows.filter((_, at) => at !== index);

export const addColumn = (rows: readonly Row[]): Row[] =>
  rows.map((row) => ({ ...row, cells: [...(row.cells ?? []), emptyCell()] }));

export const removeColumn = (rows: readonly Row[], index: number): Row[] =>
  rows.map((row) => ({ ...row, cells: (row.cells ?? []).filter((_, at) => at !== index) }));

/**
 * The rows with `values` (rows of cell contents) written from the cell at `row`, `column` on, the table growing
 * to hold them; cells written over keep their keys.
 */
export function fillFrom(
  rows: readonly Row[],
  row: number,
  column: number,
  values: readonly (readonly Record<string, unknown>[][])[],
): Row[] {
  const width = Math.max(widthOf(rows), column + Math.max(0, ...values.map((line) => line.length)));
  const height = Math.max(rows.length, row + values.length);
  const grown: Row[] = Array.from({ length: height }, (_, r) => {
    const existing = rows[r];
    const cells = Array.from({ length: width }, (_, c) => existing?.cells?.[c] ?? emptyCell());
    return existing ? { ...existing, cells } : { _key: randomKey(), _type: 'tableRow', cells };
  });
  values.forEach((line, r) => {
    line.forEach((content, c) => {
      const target = grown[row + r]?.cells[column + c];
      if (target) (grown[row + r] as Row).cells[column + c] = { ...target, content };
    });
  });
  return grown;
}
