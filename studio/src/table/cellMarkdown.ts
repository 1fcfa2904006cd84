// A table cell's text as one line of Markdown, for editing in the grid: the marks as Markdown writes them
// (`**`, `_`, `` ` ``, `~~`, `<kbd>`…), links with their address (a doc's by its route), formulas between `$`.
// The grid turns an edited line back into the cell's text with the importer's converter, so what this writes
// is what that converter reads.

type Span = { _type?: string; text?: string; marks?: string[]; id?: string; tex?: string; alt?: string };
type MarkDef = { _key: string; _type: string; href?: string; reference?: { _ref?: string }; anchor?: string };
type Block = { _type?: string; children?: Span[]; markDefs?: MarkDef[] };

const DECORATORS: Record<string, [string, string]> = {
  strong: ['**', '**'],
  em: ['_', '_'],
  'strike-through': ['~~', '~~'],
  sup: ['<sup>', '</sup>'],
  sub: ['<sub>', '</sub>'],
  kbd: ['<kbd>', '</kbd>'],
  mark: ['<mark>', '</mark>'],
};

/**
 * Whether the grid can show a cell as a line of Markdown and read it back: pictures cannot come back from text, nor
 * braces outside code (the converter reads `{…}` as an MDX expression, escaped or not).
 */
export function editableAsText(content: readonly unknown[] | undefined): boolean {
  return ((content ?? []) as Block[]).every(
    (block) =>
      block._type === 'block' &&
      (block.children ?? []).every(
        (child) => child._type !== 'inlineImage' && (child.marks?.includes('code') || !/[{}]/.test(child.text ?? '')),
      ),
  );
}

/** The cell's blocks as Markdown, paragraphs apart by a blank line. `routeOf` gives a linked doc's route. */
export function cellToMarkdown(content: readonly unknown[] | undefined, routeOf: (id: string) => string | undefined) {
  return ((content ?? []) as Block[]).map((block) => blockToMarkdown(block, routeOf)).join('\n\n');
}

function blockToMarkdown(block: Block, routeOf: (id: string) => string | undefined): string {
  const defs = new Map((block.markDefs ?? []).map((def) => [def._key, def]));
  return (block.children ?? []).map((span) => spanToMarkdown(span, defs, routeOf)).join('');
}

function spanToMarkdown(
  span: Span,
  defs: ReadonlyMap<string, MarkDef>,
  routeOf: (id: string) => string | undefined,
): string {
  if (span._type === 'anchor') return span.id ? `<a id="${span.id}"></a>` : '';
  if (span._type === 'inlineMath') return span.tex ? `$${span.tex}$` : '';
  const marks = span.marks ?? [];
  let text = marks.includes('code') ? codeSpan(span.text ?? '') : escapeText(span.text ?? '');
  if (text === '') return '';
  for (const mark of marks) {
    const decorator = DECORATORS[mark];
    if (decorator) text = `${decorator[0]}${text}${decorator[1]}`;
  }
  for (const mark of marks) {
    const def = defs.get(mark);
    const href = def ? linkAddress(def, routeOf) : undefined;
    if (href !== undefined) text = `[${text}](${href})`;
  }
  return text;
}

function linkAddress(def: MarkDef, routeOf: (id: string) => string | undefined): string | undefined {
  if (def._type === 'link') return def.href;
  if (def._type !== 'internalLink' || !def.reference?._ref) return undefined;
  const route = routeOf(def.reference._ref);
  if (route === undefined) return undefined;
  return `/${route}${def.anchor ? `#${def.anchor}` : ''}`;
}

/** Code in backticks, more of them than any run inside it. */
function codeSpan(code: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  return /^`|`$/.test(code) ? `${fence} ${code} ${fence}` : `${fence}${code}${fence}`;
}

const isWord = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);

/**
 * Characters Markdown would read as marks, links, tags or formulas, escaped to stay text; a `_` inside a word
 * (`use_selector`) marks nothing, and stays as typed.
 */
function escapeText(text: string): string {
  const inline = text.replace(/\\|[`*[\]<$~]|_/g, (found, offset: number) =>
    found === '_' && isWord(text[offset - 1]) && isWord(text[offset + 1]) ? found : `\\${found}`,
  );
  // What would start a heading, a quote or a list at the start of the line.
  return inline.replace(/^(#|>|[-+](?=\s))/, '\\$1').replace(/^(\d+)([.)])(?=\s)/, '$1\\$2');
}
