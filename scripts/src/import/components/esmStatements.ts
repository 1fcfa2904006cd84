import { JsxParser } from '../markdown/parse/jsxElement.ts';

/** Where an MDX `import` or `export` statement stands in a text, by offsets. */
export type EsmRange = { start: number; end: number };

const ESM_START = /^(?:import|export)\s/;
/** Lines tried for one statement: a statement is never near this long. */
const MAX_LINES = 3000;

function parsesAsModule(code: string): boolean {
  try {
    JsxParser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The MDX `import` and `export` statements of a text, as MDX reads them: from a line that starts with `import` or
 * `export` to the first blank line where the code so far is complete JavaScript, so a template string with empty
 * lines inside (`export const code = \`…\``) is one statement. Lines inside `inCode` are never a start.
 */
export function esmStatements(text: string, inCode: (offset: number) => boolean): EsmRange[] {
  const lines = text.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  const ranges: EsmRange[] = [];
  for (let index = 0; index < lines.length; index++) {
    const start = starts[index] ?? 0;
    if (!ESM_START.test(lines[index] ?? '') || inCode(start)) continue;
    let last = index;
    for (let next = index + 1; next <= lines.length && next - index < MAX_LINES; next++) {
      const atEnd = next === lines.length;
      if (!atEnd && (lines[next] ?? '').trim() !== '') {
        last = next;
        continue;
      }
      if (atEnd || parsesAsModule(text.slice(start, starts[next] ?? text.length))) break;
      last = next;
    }
    const end = (starts[last] ?? 0) + (lines[last] ?? '').length;
    ranges.push({ start, end });
    index = last;
  }
  return ranges;
}

/**
 * The text with each statement that runs over blank lines made one block Markdown cannot break up: its lines after
 * the first indented (so no `#`, fence or list inside a template string is read as Markdown) and its blank lines
 * kept as indented ones. The converter then skips it whole, as MDX does. Lines stay where they are.
 */
export function keepStatementsWhole(text: string, ranges: readonly EsmRange[]): string {
  let result = '';
  let at = 0;
  for (const { start, end } of ranges) {
    const statement = text.slice(start, end);
    if (!/\n[ \t]*\n/.test(statement)) continue;
    const [first = '', ...rest] = statement.split('\n');
    result +=
      text.slice(at, start) + [first, ...rest.map((line) => `    ${line.trim() === '' ? '\u200b' : line}`)].join('\n');
    at = end;
  }
  return result + text.slice(at);
}
