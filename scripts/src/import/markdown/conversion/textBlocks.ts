import type { PhrasingContent } from 'mdast';
import type { BlockStyle, MarkDef } from '../../types.ts';
import type { Dispatch, InlineOut, ListInfo, RawSpan, StyledBlock, TextBlocks } from './types.ts';

/** Text blocks of one conversion: inline content through the dispatcher, then built into a block. */
export class TextBlockBuilder implements TextBlocks {
  readonly #inline: Dispatch['inline'];
  #nextMark = 0;

  constructor(inline: Dispatch['inline']) {
    this.#inline = inline;
  }

  nextMarkKey(): string {
    return `~${this.#nextMark++}`;
  }

  textBlock<Style extends BlockStyle>(
    nodes: readonly PhrasingContent[],
    style: Style,
    list?: ListInfo,
    marks: string[] = [],
    where = 'formatted text',
  ): StyledBlock<Style> | undefined {
    const out: InlineOut = { spans: [], defs: new Map() };
    this.#inline(nodes, marks, out, where);
    return buildTextBlock(out.spans, out.defs, style, list);
  }
}

export function withMark(marks: string[], mark: string): string[] {
  return marks.includes(mark) ? marks : [...marks, mark];
}

function sameMarks(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((mark, index) => mark === b[index]);
}

/**
 * Builds a text block: merges adjacent spans with the same marks, trims the
 * ends, keeps only the markDefs the spans use. Returns undefined when no text is left.
 */
export function buildTextBlock<Style extends BlockStyle>(
  raw: readonly RawSpan[],
  defs: ReadonlyMap<string, MarkDef>,
  style: Style,
  list?: ListInfo,
): StyledBlock<Style> | undefined {
  const spans: RawSpan[] = [];
  for (const span of raw) {
    if (span.text === '') continue;
    const last = spans.at(-1);
    if (last && sameMarks(last.marks, span.marks)) last.text += span.text;
    else spans.push({ text: span.text, marks: span.marks });
  }
  for (const span of spans) {
    span.text = span.text.replace(/^\s+/, '');
    if (span.text !== '') break;
  }
  for (const span of [...spans].reverse()) {
    span.text = span.text.replace(/\s+$/, '');
    if (span.text !== '') break;
  }
  const kept = spans.filter((span) => span.text !== '');
  if (!kept.some((span) => span.text.trim() !== '')) return undefined;
  const used: MarkDef[] = [];
  for (const span of kept) {
    for (const mark of span.marks) {
      const def = defs.get(mark);
      if (def && !used.includes(def)) used.push(def);
    }
  }
  return {
    _type: 'block',
    style,
    ...(list ? { listItem: list.listItem, level: list.level } : {}),
    markDefs: used,
    children: kept.map((span) => ({ _type: 'span', text: span.text, marks: span.marks })),
  };
}

/** A bold line of normal text, as a heading or a label is shown where it cannot be one. */
export function boldLine(text: string): StyledBlock<'normal'> | undefined {
  return buildTextBlock([{ text, marks: ['strong'] }], new Map(), 'normal');
}
