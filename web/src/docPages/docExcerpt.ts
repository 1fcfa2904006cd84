import { blockText } from '@react-redux-docs/schemas';
import { isRecord } from '@react-redux-docs/schemas/is-record';

/** Paragraph styles: what Docusaurus counts as text for an excerpt, where headings and quotes are not. */
const PARAGRAPH_STYLES = new Set([undefined, 'normal']);

/**
 * What a generated index card says of a doc that has no description, as Docusaurus does: the first line of the
 * doc's first paragraph, as plain text. Null when the body has no paragraph text.
 */
export function docExcerpt(body: unknown): string | null {
  if (!Array.isArray(body)) return null;
  for (const block of body) {
    if (!isRecord(block) || block._type !== 'block' || !PARAGRAPH_STYLES.has(block.style as string | undefined))
      continue;
    const line = blockText(block)
      .split('\n')
      .map((part) => part.replace(/\s+/g, ' ').trim())
      .find((part) => part !== '');
    if (line) return line;
  }
  return null;
}
