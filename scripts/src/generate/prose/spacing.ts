/** Pieces of prose as text, spaced as prose is. */
import type { Piece } from '../types.ts';

/** Pieces as text, spaced as prose: no space before punctuation or after an opening bracket. */
export function joinText(pieces: readonly Piece[]): string {
  let text = '';
  for (const piece of pieces) text += needsSpace(text, piece.text) ? ` ${piece.text}` : piece.text;
  return text;
}

export function needsSpace(before: string, next: string): boolean {
  if (before === '') return false;
  const last = before.charCodeAt(before.length - 1);
  if (last === 40 /* ( */ || last === 32 /* space */) return false;
  const first = next.charCodeAt(0);
  // . , : ; )
  return first !== 46 && first !== 44 && first !== 58 && first !== 59 && first !== 41;
}
