import { LinedText } from '../markdown/linedText.ts';

/**
 * A piece of the new text: a stretch of the original kept as written, or Markdown a plugin's output became (`at`:
 * the offset of the block it stands for, whose line its lines keep).
 */
export type Segment = { keep: { start: number; end: number } } | { write: string; at?: number | undefined };

/**
 * The text made of `segments` in order: kept stretches copied with their lines (so warnings still point at the
 * writer's line), written Markdown set apart by blank lines, and blank lines where blocks were dropped.
 */
export function rewriteBlocks(text: string, segments: readonly Segment[]): { text: string; lineMap: number[] } {
  const out = new LinedText(text);
  let cursor = 0;
  let written: { write: string; at?: number | undefined }[] = [];
  /** Up to `end`: what was written in place of the original text there, else that text's spacing. */
  const flush = (end: number) => {
    const gap = text.slice(cursor, end);
    const line = out.lineAt(cursor);
    if (written.length > 0) {
      for (const { write, at } of written) out.insert(`\n\n${write}`, at === undefined ? line : out.lineAt(at));
      out.insert('\n', line);
      // The next line is the next kept block's own.
      out.insert('\n', out.lineAt(end));
    } else if (gap.trim() === '') out.copy(cursor, end);
    // Blocks that were dropped.
    else out.insert('\n\n', line);
    written = [];
    cursor = end;
  };
  for (const segment of segments) {
    if ('write' in segment) {
      written.push(segment);
      continue;
    }
    flush(segment.keep.start);
    out.copy(cursor, segment.keep.end);
    cursor = segment.keep.end;
  }
  flush(text.length);
  return { text: out.text, lineMap: out.lineMap };
}
