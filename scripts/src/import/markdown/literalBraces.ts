/**
 * Braces in text the importer writes (what a component rendered) are text, but in MDX a brace starts an expression,
 * which the converter drops. Such braces travel as two private-use characters, which Markdown gives no meaning,
 * and become braces again where text becomes spans.
 */
const OPEN = '\uE010';
const CLOSE = '\uE011';

export function protectBraces(text: string): string {
  return text.replace(/\{/g, OPEN).replace(/\}/g, CLOSE);
}

export function restoreBraces(text: string): string {
  return text.includes(OPEN) || text.includes(CLOSE) ? text.replaceAll(OPEN, '{').replaceAll(CLOSE, '}') : text;
}
