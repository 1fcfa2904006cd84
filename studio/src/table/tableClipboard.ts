// Text pasted into a table cell that holds several cells: rows of tab-separated values, as spreadsheets copy them.
// (A Markdown table goes through the importer's converter instead.)

/** The rows and cells of tab-separated text, or undefined when it is one value (no tab, one line). */
export function tabSeparatedCells(text: string): string[][] | undefined {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  if (lines.length < 2 && !lines[0]?.includes('\t')) return undefined;
  return lines.map((line) => line.split('\t').map((cell) => cell.trim()));
}

/** Whether the text is a Markdown table: a row of cells, then a rule under it. */
export const isMarkdownTable = (text: string) =>
  /^[ \t]*\|?.*\|.*\n[ \t]*\|?([ \t]*:?-+:?[ \t]*\|)+([ \t]*:?-+:?[ \t]*)?[ \t]*$/m.test(text.replace(/\r\n?/g, '\n'));
