import type { PhrasingContent } from 'mdast';
import type { BlockStyle, MarkDef, TextChild } from '../../types.ts';
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
    options: { inlineImages?: boolean } = {},
  ): StyledBlock<Style> | undefined {
    const out: InlineOut = { spans: [], defs: new Map(), inlineImages: options.inlineImages };
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
  // Anchors and images are objects in the line: never merged with text, never trimmed.
  const isObject = (span: RawSpan) => span.anchor !== undefined || span.image !== undefined || span.math !== undefined;
  for (const span of raw) {
    if (isObject(span)) {
      spans.push({ ...span, text: '', marks: [] });
      continue;
    }
    if (span.text === '') continue;
    const last = spans.at(-1);
    if (last && !isObject(last) && sameMarks(last.marks, span.marks)) last.text += span.text;
    else spans.push({ text: span.text, marks: span.marks });
  }
  // Leading and trailing white space goes, up to the first image: an anchor is invisible, an image is not.
  for (const span of spans) {
    if (span.image !== undefined || span.math !== undefined) break;
    if (span.anchor !== undefined) continue;
    span.text = span.text.replace(/^\s+/, '');
    if (span.text !== '') break;
  }
  for (const span of [...spans].reverse()) {
    if (span.image !== undefined || span.math !== undefined) break;
    if (span.anchor !== undefined) continue;
    span.text = span.text.replace(/\s+$/, '');
    if (span.text !== '') break;
  }
  const kept = spans.filter((span) => span.text !== '' || isObject(span));
  const anchorsOnly = kept.length > 0 && kept.every((span) => span.anchor !== undefined);
  // A line holding only `<a id="…"></a>` is kept: attachLoneAnchors moves its anchors into the text they name.
  if (
    !anchorsOnly &&
    !kept.some((span) => span.image !== undefined || span.math !== undefined || span.text.trim() !== '')
  )
    return undefined;
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
    children: kept.map((span) => {
      if (span.anchor !== undefined) return { _type: 'anchor' as const, id: span.anchor };
      if (span.image !== undefined) return inlineImageChild(span.image);
      if (span.math !== undefined) return { _type: 'inlineMath' as const, tex: span.math };
      return { _type: 'span' as const, text: span.text, marks: span.marks };
    }),
  };
}

/**
 * An image in the line, as the dataset holds it before upload. Only table cells take one (their block type has
 * it); the doc body's block type, whose type this function returns, does not list it, hence the cast.
 */
function inlineImageChild(image: NonNullable<RawSpan['image']>): TextChild {
  return {
    _type: 'inlineImage',
    ...(image.alt ? { alt: image.alt } : {}),
    ...(image.href ? { href: image.href } : {}),
    _sanityAsset: image.sanityAsset,
  } as unknown as TextChild;
}

/** A bold line of normal text, as a heading or a label is shown where it cannot be one. */
export function boldLine(text: string): StyledBlock<'normal'> | undefined {
  return buildTextBlock([{ text, marks: ['strong'] }], new Map(), 'normal');
}
