// Whether a paste is Markdown to convert, read from the clipboard's plain text alone: text copied from an editor,
// an issue or a README shows Markdown's marks; text copied from a rendered page does not (its HTML is pasted as
// the Studio pastes HTML).

/** Lines only Markdown starts that way: headings, fences, admonitions, lists, quotes, table rules, formulas. */
const BLOCK_MARKS = [
  /^#{1,6}[ \t]+\S/m,
  /^[ \t]*(`{3,}|~{3,})/m,
  /^[ \t]*:{3,}[a-z]/m,
  /^[ \t]*([-*+]|\d{1,9}[.)])[ \t]+\S/m,
  /^[ \t]*>[ \t]?\S/m,
  /^[ \t]*\|?([ \t]*:?-+:?[ \t]*\|)+([ \t]*:?-+:?[ \t]*)?$/m,
  /^[ \t]*\$\$[ \t]*$/m,
];

/** Marks inside a line: links, strong text, code. */
const INLINE_MARKS = [/\[[^\]\n]+\]\([^)\s]+\)/, /(\*\*|__)\S[^\n]*?\S?\1/, /`[^`\n]+`/];

/** The clipboard's text when it reads as Markdown, else undefined (the Studio's own paste goes on). */
export function markdownIn(plain: string | undefined): string | undefined {
  if (plain === undefined || plain.trim() === '') return undefined;
  const text = plain.replace(/\r\n?/g, '\n');
  return [...BLOCK_MARKS, ...INLINE_MARKS].some((mark) => mark.test(text)) ? text : undefined;
}

/**
 * Whether to read `$…$` as formulas: when the text has a `$$` formula line, or an inline one with a TeX command
 * (`$\frac{a}{b}$`). Prices (`$5 or $6`) stay text.
 */
export function readsFormulas(text: string): boolean {
  return /^[ \t]*\$\$/m.test(text) || /\$(?=\S)[^$\n]*\\[a-zA-Z]+[^$\n]*\$/.test(text);
}
