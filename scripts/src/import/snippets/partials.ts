import { existsSync } from 'node:fs';
import path from 'node:path';
import { toString as mdastToString } from 'mdast-util-to-string';
import { fromSiteAlias } from '../inputs/siteAlias.ts';
import { isEsmParagraph } from '../markdown/blankContent.ts';
import type { MarkdownSource } from '../markdown/source.ts';
import { PARTIAL_IMPORT } from './partialUse.ts';

/** The partials a Markdown text imports, by the name it gives each, as absolute paths of files that exist. */
export function partialImportsOf(source: MarkdownSource, siteDir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const node of source.root.children) {
    if (node.type !== 'paragraph' || !isEsmParagraph(node)) continue;
    for (const line of mdastToString(node).split('\n')) {
      const match = PARTIAL_IMPORT.exec(line);
      if (!match?.[1] || !match[3]) continue;
      const written = match[3];
      const file = fromSiteAlias(written, siteDir) ?? path.resolve(path.dirname(source.file), written);
      if (existsSync(file)) found.set(match[1], file);
    }
  }
  return found;
}
