import { Box, Button, Card, Flex, Spinner, Stack, Text, TextArea } from '@sanity/ui';
import { type ClipboardEvent, useEffect, useRef, useState } from 'react';
import { MemberField, type ObjectInputProps, set } from 'sanity';
import { cellToMarkdown, editableAsText } from './cellMarkdown.ts';
import { cellContent } from './cellText.ts';
import { isMarkdownTable, tabSeparatedCells } from './tableClipboard.ts';
import { addColumn, addRow, type Cell, fillFrom, type Row, removeColumn, removeRow, widthOf } from './tableRows.ts';
import { useCellConverter } from './useCellConverter.ts';

type Converter = NonNullable<ReturnType<typeof useCellConverter>>;

/** Typing settles this long before a cell is read back into the document. */
const COMMIT_AFTER_MS = 400;

/**
 * A table edited as a grid: type in the cells (Markdown marks and links, as in a doc's text), add and remove rows
 * and columns where they are, paste a spreadsheet's cells or a Markdown table into a cell. The rows list stays a
 * click away for what the grid does not edit (cells with pictures).
 */
export function TableInput(props: ObjectInputProps) {
  const converter = useCellConverter();
  const [asList, setAsList] = useState(false);
  const [notes, setNotes] = useState<string[]>([]);
  const rows = ((props.value as { rows?: Row[] } | undefined)?.rows ?? []) as Row[];
  const header = props.members.find((member) => member.kind === 'field' && member.name === 'hasHeaderRow');
  const hasHeaderRow = (props.value as { hasHeaderRow?: boolean } | undefined)?.hasHeaderRow !== false;
  const setRows = (next: Row[]) => props.onChange(set(next, ['rows']));

  if (asList)
    return (
      <Stack gap={3}>
        <Button mode="ghost" text="Edit as a grid" onClick={() => setAsList(false)} />
        {props.renderDefault(props)}
      </Stack>
    );
  if (!converter)
    return (
      <Flex align="center" gap={2} padding={3}>
        <Spinner muted />
        <Text size={1} muted>
          Loading the table…
        </Text>
      </Flex>
    );

  const width = widthOf(rows);
  // A table just inserted, every cell empty: the first cell takes the caret, ready to type in.
  const blank = rows.every((row) => (row.cells ?? []).every((cell) => (cell.content ?? []).length === 0));
  const pasteInto = (row: number, column: number, text: string) => {
    const values = pastedValues(converter, text);
    if (!values) return false;
    setRows(fillFrom(rows, row, column, values.cells));
    setNotes(values.problems);
    return true;
  };

  return (
    <Stack gap={3}>
      {header && header.kind === 'field' && (
        <MemberField
          member={header}
          renderField={props.renderField}
          renderInput={props.renderInput}
          renderItem={props.renderItem}
          renderPreview={props.renderPreview}
        />
      )}
      <Text size={1} muted>
        Type in the cells; Tab goes to the next one. **bold**, `code` and [links](/api/hooks) work as in Markdown. Paste
        cells from a spreadsheet, or a Markdown table, into a cell to fill the table from there.
      </Text>
      <Box style={{ overflowX: 'auto' }}>
        <table data-testid="table-grid" style={{ borderCollapse: 'collapse', width: '100%' }}>
          <tbody>
            {rows.map((row, r) => (
              <tr key={row._key}>
                {Array.from({ length: width }, (_, c) => {
                  const cell = row.cells?.[c];
                  return (
                    <td key={cell?._key ?? `missing-${c}`} style={{ padding: 2, verticalAlign: 'top' }}>
                      {cell && (
                        <CellEditor
                          cell={cell}
                          label={`Row ${r + 1}, column ${c + 1}${r === 0 && hasHeaderRow ? ' (header)' : ''}`}
                          header={r === 0 && hasHeaderRow}
                          autoFocus={blank && r === 0 && c === 0}
                          converter={converter}
                          readOnly={props.readOnly === true}
                          onCommit={(content, problems) => {
                            props.onChange(
                              set(content, ['rows', { _key: row._key }, 'cells', { _key: cell._key }, 'content']),
                            );
                            setNotes(problems);
                          }}
                          onPasteCells={(text) => pasteInto(r, c, text)}
                        />
                      )}
                    </td>
                  );
                })}
                <td style={{ width: 1 }}>
                  <Button
                    mode="bleed"
                    tone="critical"
                    text="×"
                    title={`Remove row ${r + 1}`}
                    aria-label={`Remove row ${r + 1}`}
                    // Tab goes from cell to cell, as in a spreadsheet; the remove buttons are for the pointer.
                    tabIndex={-1}
                    disabled={props.readOnly || rows.length <= 1}
                    onClick={() => setRows(removeRow(rows, r))}
                  />
                </td>
              </tr>
            ))}
            <tr>
              {Array.from({ length: width }, (_, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place; it has no key of its own.
                <td key={`remove-${c}`} style={{ textAlign: 'center' }}>
                  <Button
                    mode="bleed"
                    tone="critical"
                    fontSize={1}
                    text={`Remove column ${c + 1}`}
                    tabIndex={-1}
                    disabled={props.readOnly || width <= 1}
                    onClick={() => setRows(removeColumn(rows, c))}
                  />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </Box>
      <Flex gap={2} wrap="wrap">
        <Button mode="ghost" text="Add a row" disabled={props.readOnly} onClick={() => setRows(addRow(rows))} />
        <Button mode="ghost" text="Add a column" disabled={props.readOnly} onClick={() => setRows(addColumn(rows))} />
        <Box flex={1} />
        <Button mode="bleed" text="Show rows as a list" onClick={() => setAsList(true)} />
      </Flex>
      {notes.length > 0 && (
        <Card tone="caution" padding={3} radius={2} border data-testid="table-notes">
          <Stack gap={2}>
            {[...new Set(notes)].map((note) => (
              <Text key={note} size={1}>
                {note}
              </Text>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** Cells from pasted text: a Markdown table's, or a spreadsheet's tab-separated rows; undefined for one value. */
function pastedValues(
  converter: Converter,
  text: string,
): { cells: Record<string, unknown>[][][]; problems: string[] } | undefined {
  const options = { docs: converter.docs };
  if (isMarkdownTable(text)) {
    const pasted = converter.paste.pasteMarkdown(text, options);
    const table = pasted.blocks.find((block) => block._type === 'table') as { rows?: Row[] } | undefined;
    if (table?.rows)
      return { cells: table.rows.map((row) => row.cells.map((cell) => cell.content ?? [])), problems: pasted.problems };
  }
  const lines = tabSeparatedCells(text);
  if (!lines) return undefined;
  const problems: string[] = [];
  const cells = lines.map((line) =>
    line.map((value) => {
      const read = cellContent(converter.paste.pasteMarkdown, value, options);
      problems.push(...read.problems);
      return read.content;
    }),
  );
  return { cells, problems };
}

function CellEditor({
  cell,
  label,
  header,
  autoFocus,
  converter,
  readOnly,
  onCommit,
  onPasteCells,
}: {
  cell: Cell;
  label: string;
  header: boolean;
  autoFocus: boolean;
  converter: Converter;
  readOnly: boolean;
  onCommit: (content: Record<string, unknown>[], problems: string[]) => void;
  onPasteCells: (text: string) => boolean;
}) {
  const written = cellToMarkdown(cell.content, converter.routeOf);
  const [text, setText] = useState(written);
  // Typed and not yet read back into the document. Until then what others change (another editor, a paste into the
  // grid) does not replace what is typed; after, it shows.
  const typed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!typed.current) setText(written);
  }, [written]);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!editableAsText(cell.content))
    return (
      <Card padding={2} tone="transparent" border radius={1}>
        <Text size={1} muted>
          {written || 'A picture'}: edit this cell in the rows list (Show rows as a list).
        </Text>
      </Card>
    );

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (!typed.current) return;
    typed.current = false;
    if (next === written) return;
    const read = cellContent(converter.paste.pasteMarkdown, next, { docs: converter.docs, math: /\$\S/.test(next) });
    onCommit(read.content, read.problems);
  };
  const paste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (onPasteCells(pasted)) event.preventDefault();
  };

  return (
    <TextArea
      aria-label={label}
      value={text}
      rows={1}
      autoFocus={autoFocus}
      readOnly={readOnly}
      fontSize={1}
      padding={2}
      style={{ resize: 'vertical', fontWeight: header ? 600 : undefined }}
      onChange={(event) => {
        const next = event.currentTarget.value;
        typed.current = true;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), COMMIT_AFTER_MS);
      }}
      onBlur={() => commit(text)}
      onPaste={paste}
    />
  );
}
