/**
 * Portable Text values as the importer writes them (spans with `marks: []`,
 * blocks with `markDefs: []`, list items with `level`), keyed as they are
 * built.
 */
import type { AdmonitionBlock, MarkDef, Span, TableBlock, TextBlock } from '../import/types.ts';
import { needsSpace } from './prose/index.ts';
import { hashLabel, mix32 } from './random.ts';
import type { Piece } from './types.ts';

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/**
 * `_key`s for one document: 12 hex digits like the importer's, but counted
 * rather than hashed from each member's path (sha1 per member is most of the
 * time of a 10,000-doc site). The first 8 digits are a bijection of the
 * counter, so no two members of the document share a key.
 */
export class Keys {
  readonly #base: number;
  #count = 0;

  constructor(documentId: string, seed: number) {
    this.#base = hashLabel(documentId, seed);
  }

  next(): string {
    const n = this.#count++;
    const unique = mix32(this.#base ^ n);
    const extra = mix32(this.#base + n + 0x9e3779b9);
    return (
      (HEX[unique >>> 24] as string) +
      HEX[(unique >>> 16) & 255] +
      HEX[(unique >>> 8) & 255] +
      HEX[unique & 255] +
      HEX[(extra >>> 8) & 255] +
      HEX[extra & 255]
    );
  }
}

const NO_MARKS: readonly string[] = [];

type BlockOptions = { style?: TextBlock['style']; listItem?: TextBlock['listItem']; level?: number };
/** A block of paragraph-level text (no headings), as callouts hold; table cells take it too. */
export type ParagraphBlock = Extract<AdmonitionBlock['body'][number], { _type: 'block' }>;

/** A paragraph for a callout or a table cell. */
export function paragraphBlock(pieces: readonly Piece[], keys: Keys): ParagraphBlock {
  return textBlock(pieces, keys) as ParagraphBlock;
}

/** A text block from pieces: runs of plain text merged, spaces between words, one markDef per link. */
export function textBlock(pieces: readonly Piece[], keys: Keys, options: BlockOptions = {}): TextBlock {
  const block: TextBlock = { _type: 'block', _key: keys.next(), style: options.style ?? 'normal', markDefs: [] };
  if (options.listItem) {
    block.listItem = options.listItem;
    block.level = options.level ?? 1;
  }
  const children: Span[] = [];
  const markDefs: MarkDef[] = [];
  const plainSpan = (text: string): Span => ({ _type: 'span', _key: keys.next(), marks: [], text });
  let previous = '';
  for (const piece of pieces) {
    const space = needsSpace(previous, piece.text);
    previous = piece.text;
    const last = children[children.length - 1];
    const lastIsPlain = last !== undefined && last.marks?.length === 0;
    let marks = piece.marks ?? NO_MARKS;
    if (piece.link) {
      const key = keys.next();
      markDefs.push({ ...piece.link, _key: key });
      marks = [key, ...marks];
    }
    if (marks.length === 0) {
      const text = space ? ` ${piece.text}` : piece.text;
      if (lastIsPlain) last.text += text;
      else children.push(plainSpan(text));
      continue;
    }
    if (space) {
      if (lastIsPlain) last.text += ' ';
      else children.push(plainSpan(' '));
    }
    children.push({ _type: 'span', _key: keys.next(), marks: [...marks], text: piece.text });
  }
  block.children = children;
  block.markDefs = markDefs;
  return block;
}

/** A table whose first row is its header; each cell one paragraph. */
export function tableBlock(rows: readonly (readonly (readonly Piece[])[])[], keys: Keys): TableBlock {
  return {
    _type: 'table',
    _key: keys.next(),
    hasHeaderRow: true,
    rows: rows.map((cells) => ({
      _type: 'tableRow',
      _key: keys.next(),
      cells: cells.map((pieces) => ({
        _type: 'tableCell',
        _key: keys.next(),
        content: [paragraphBlock(pieces, keys)],
      })),
    })),
  };
}
