// Highlighted lines written as Docusaurus writers write them after a fence's language: `{1,3-5}`. The importer
// reads a fence's ranges with these; the Studio's code block takes them typed.

/** The lines `1,3-5` (braces optional) names, sorted, and the parts that name no line (`x`, `0`, `2-`); lines count from 1. */
export function readLineRanges(written: string): { lines: number[]; unreadable: string[] } {
  const lines = new Set<number>();
  const unreadable: string[] = [];
  const inner = written.trim().replace(/^\{/, '').replace(/\}$/, '');
  for (const part of inner.split(',')) {
    if (part.trim() === '') continue;
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    const from = Number(match?.[1]);
    const to = match?.[2] === undefined ? from : Number(match[2]);
    if (!match || Math.max(from, to) < 1) {
      unreadable.push(part.trim());
      continue;
    }
    for (let line = Math.max(1, Math.min(from, to)); line <= Math.max(from, to); line++) lines.add(line);
  }
  return { lines: [...lines].sort((a, b) => a - b), unreadable };
}

/** Expands `1,3-5` into `[1, 3, 4, 5]`, leaving out parts that name no line. */
export const parseLineRanges = (ranges: string): number[] => readLineRanges(ranges).lines;

/** `[1, 3, 4, 5]` as `{1,3-5}`; no lines, ''. */
export function formatLineRanges(lines: readonly number[]): string {
  const sorted = [...new Set(lines)].filter((line) => Number.isInteger(line) && line > 0).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let index = 0; index < sorted.length; ) {
    const from = sorted[index] as number;
    let to = from;
    while (sorted[index + 1] === to + 1) {
      to += 1;
      index += 1;
    }
    index += 1;
    parts.push(to > from + 1 ? `${from}-${to}` : to === from + 1 ? `${from},${to}` : `${from}`);
  }
  return parts.length === 0 ? '' : `{${parts.join(',')}}`;
}
