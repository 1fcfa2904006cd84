/** Text being put together from an original text, each of its lines knowing the original line it comes from. */
export class LinedText {
  text = '';
  /** `lineMap[n - 1]` is the original line that line `n` of `text` comes from. */
  lineMap: number[] = [];
  readonly original: string;
  readonly #lineStarts: number[];

  constructor(original: string) {
    this.original = original;
    this.#lineStarts = [0];
    for (let index = original.indexOf('\n'); index >= 0; index = original.indexOf('\n', index + 1))
      this.#lineStarts.push(index + 1);
  }

  /** The original line that `offset` of the original text is on. */
  lineAt(offset: number): number {
    let low = 0;
    let high = this.#lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.#lineStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  }

  #append(text: string, lineOf: (index: number) => number): void {
    if (this.lineMap.length === 0) this.lineMap.push(lineOf(0));
    for (let index = 0; index < text.length; index++) if (text[index] === '\n') this.lineMap.push(lineOf(index + 1));
    this.text += text;
  }

  /** The original text from `start` to `end`, lines mapped to themselves. */
  copy(start: number, end: number): void {
    this.#append(this.original.slice(start, end), (index) => this.lineAt(start + index));
  }

  /** Text made here, every line of it mapped to `line`. */
  insert(text: string, line: number): void {
    this.#append(text, () => line);
  }

  /** Another piece, its lines keeping their own map. */
  insertPiece(piece: { text: string; lineMap: readonly number[] }): void {
    let line = 0;
    this.#append(piece.text, () => piece.lineMap[line++] ?? piece.lineMap.at(-1) ?? 1);
  }
}

/** Line maps of two rewrites one after the other, as one: lines of the second's text to the first's input. */
export function composeLineMaps(first: readonly number[], second: readonly number[]): number[] {
  return second.map((line) => first[line - 1] ?? line);
}
