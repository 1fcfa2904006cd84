/** A snippet as the code block the importer would write. */
import type { CodeBlock } from '../../import/types.ts';
import type { Random } from '../random.ts';
import type { Snippet } from './types.ts';

/**
 * The block of a snippet: its filename kept on a share (`keepFilename`) of
 * blocks, and on some a line or two highlighted, as Docusaurus `{3,5}` meta does.
 */
export function toCodeBlock(random: Random, snippet: Snippet, keepFilename: number): CodeBlock {
  const block: CodeBlock = { _type: 'code', language: snippet.language, code: snippet.code };
  if (snippet.filename && random.chance(keepFilename)) block.filename = snippet.filename;
  const lineCount = snippet.code.split('\n').length;
  if (lineCount > 4 && random.chance(0.15)) {
    const first = random.int(1, lineCount - 1);
    block.highlightedLines = random.chance(0.5) ? [first] : [first, first + 1];
  }
  return block;
}
