import type { PasteOptions, pasteMarkdown } from '@react-redux-docs/scripts/paste';

type Convert = typeof pasteMarkdown;

/**
 * A cell's text typed as Markdown, as the cell's content: the importer's converter reads it as a doc's text would
 * be read, and the cell keeps its paragraphs (headings become paragraphs; other blocks cannot be in a cell, and
 * are named in `problems`).
 */
export function cellContent(
  convert: Convert,
  text: string,
  options: PasteOptions,
): { content: Record<string, unknown>[]; problems: string[] } {
  if (text.trim() === '') return { content: [], problems: [] };
  const { blocks, problems } = convert(text, options);
  const content: Record<string, unknown>[] = [];
  for (const block of blocks) {
    if (block._type === 'block') content.push({ ...block, style: 'normal' });
    else problems.push(`a ${String(block._type)} cannot be in a table cell; it was left out`);
  }
  return { content, problems };
}
