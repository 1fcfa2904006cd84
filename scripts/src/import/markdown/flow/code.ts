import { codeLanguageFor, parseLineRanges } from '@react-redux-docs/schemas';
import type { Code } from 'mdast';
import type { CodeBlock } from '../../types.ts';

/**
 * The Studio's name for a fence language (see codeLanguageFor in the schemas
 * package); a fence without one, or with one the Studio does not list, is
 * plain text (codeBlock warns about the latter).
 */
export function codeLanguage(lang: string | null | undefined): string {
  return codeLanguageFor(lang) ?? 'text';
}

const MAGIC_COMMENT =
  /^\s*(?:\/\/|#|\/\*|\{\s*\/\*|<!--)\s*highlight-(next-line|start|end)\s*(?:\*\/\s*\}|\*\/|-->)?\s*$/;

/**
 * Docusaurus magic comments (`// highlight-next-line`, `// highlight-start` …
 * `// highlight-end`): removes them and returns the lines they mark.
 */
export function applyMagicComments(code: string): { code: string; highlighted: number[] } {
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let highlightNext = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const magic = MAGIC_COMMENT.exec(line)?.[1];
    if (magic === 'next-line') highlightNext = true;
    else if (magic === 'start') inRange = true;
    else if (magic === 'end') inRange = false;
    else {
      kept.push(line);
      if (highlightNext || inRange) highlighted.add(kept.length);
      highlightNext = false;
    }
  }
  return { code: kept.join('\n'), highlighted: [...highlighted] };
}

const TITLE = /(?:^|\s)title=(?:"[^"]*"|'[^']*'|\S+)/;
const RANGES = /\{[\d\s,-]*\}/;
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/;
const NO_TRANSPILE = /(?:^|\s)no-transpile(?=\s|$)/g;

/**
 * A fenced or indented code block as a `code` object. From the info string
 * ```` ```tsx title="src/app.tsx" {1,3-5} ````: the language, `title="…"` (or
 * `'…'`) as filename, `{…}` as highlighted lines and `showLineNumbers`. A
 * language the site does not highlight becomes plain text, and any other
 * option is dropped, each with a warning through `warn`. Where the site runs `transpileCodeblocks`, a `ts` or
 * `tsx` block is set to be shown as JavaScript too, unless its fence says `no-transpile`.
 */
export function codeBlock(
  node: Code,
  warn: (message: string) => void = () => {},
  /** Whether the site runs `transpileCodeblocks` on this text (true), on other files only (false), or not at all. */
  options: { javascriptTabs?: boolean | undefined } = {},
): CodeBlock {
  let lang = node.lang ?? '';
  let meta = node.meta ?? '';
  const braceInLang = lang.indexOf('{');
  if (braceInLang >= 0) {
    meta = `${lang.slice(braceInLang)} ${meta}`;
    lang = lang.slice(0, braceInLang);
  }
  if (lang.trim() !== '' && codeLanguageFor(lang) === undefined)
    warn(`code block language "${lang.trim()}" is not one the site highlights; shown as plain text`);
  const lineNumbers = LINE_NUMBERS.exec(meta);
  const noTranspile = meta.match(NO_TRANSPILE) !== null;
  const ignored = meta
    .replace(TITLE, ' ')
    .replace(RANGES, ' ')
    .replace(LINE_NUMBERS, ' ')
    .replace(options.javascriptTabs !== undefined ? NO_TRANSPILE : /$^/, ' ')
    .trim();
  if (ignored !== '') warn(`code block options ignored (the site has no equivalent): ${ignored}`);
  const block: CodeBlock = { _type: 'code', language: codeLanguage(lang), code: node.value };
  // As remark-typescript-tools does: `ts` and `tsx` fences only, unless they say no-transpile.
  if (options.javascriptTabs && /^tsx?$/.test(lang.trim()) && !noTranspile) block.alsoJavaScript = true;
  if (lineNumbers) {
    block.showLineNumbers = true;
    const start = lineNumbers[1];
    if (start !== undefined && Number(start) !== 1)
      warn(`showLineNumbers=${start}: lines are numbered from 1 here; the start number is ignored`);
  }
  const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const filename = title?.slice(1).find((group) => group !== undefined);
  if (filename) block.filename = filename;
  const ranges = /\{([\d\s,-]*)\}/.exec(meta.replace(/(?:^|\s)title=(?:"[^"]*"|'[^']*'|\S+)/, ''));
  let highlighted: number[];
  if (ranges) {
    highlighted = parseLineRanges(ranges[1] ?? '');
  } else {
    const magic = applyMagicComments(node.value);
    block.code = magic.code;
    highlighted = magic.highlighted;
  }
  if (highlighted.length > 0) block.highlightedLines = highlighted;
  return block;
}
