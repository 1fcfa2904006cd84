import { existsSync } from 'node:fs';
import path from 'node:path';
import { toString as mdastToString } from 'mdast-util-to-string';
import { fromSiteAlias } from '../inputs/siteAlias.ts';
import { isEsmParagraph } from '../markdown/blankContent.ts';
import type { MarkdownSource } from '../markdown/source.ts';

/**
 * An MDX import of a Markdown partial, `import Warning from './_warning.mdx'` (or `.md`, or from `@site/…`): its
 * name and the path as written.
 */
const PARTIAL_IMPORT = /^\s*import\s+([A-Za-z_$][\w$]*)\s+from\s+(['"])((?:\.{1,2}\/|@site\/)[^'"]+\.mdx?)\2\s*;?\s*$/;

/** The name an import line gives a partial, if it imports one. */
export const partialImportName = (line: string): string | undefined => PARTIAL_IMPORT.exec(line)?.[1];

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

/** `<Warning />` alone, with any attributes: the name, and the attributes as written. */
export function partialUse(html: string): { name: string; attributes: string } | undefined {
  const match = /^<([A-Z][\w$]*)(\s[^>]*?)?\s*\/>$/.exec(html.trim());
  return match?.[1] ? { name: match[1], attributes: (match[2] ?? '').trim() } : undefined;
}
