import { blockText } from '@react-redux-docs/schemas';
import { isRecord } from '@react-redux-docs/schemas/is-record';

/** The first non-empty line of a text block, with its white space collapsed. */
const firstLine = (block: Record<string, unknown>) =>
  blockText(block)
    .split('\n')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .find((part) => part !== '');

/**
 * What a generated index card says of a doc that has no description, as Docusaurus does: the first line of text
 * in the doc, as plain text, whatever its style (Docusaurus's excerpt takes a heading's or a quote's words too, and
 * those inside a callout), skipping code, images and the like. Null when the body has no text.
 */
export function docExcerpt(body: unknown): string | null {
  if (!Array.isArray(body)) return null;
  for (const block of body) {
    if (!isRecord(block)) continue;
    const line =
      block._type === 'block' ? firstLine(block) : block._type === 'admonition' ? docExcerpt(block.body) : undefined;
    if (line) return line;
  }
  return null;
}
