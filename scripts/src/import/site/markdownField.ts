import path from 'node:path';
import { MarkdownSource } from '../markdown/source.ts';
import { markdownToPortableText } from '../markdown/toPortableText.ts';
import type { Fields } from './jsonFields.ts';
import type { SiteJsonContext } from './types.ts';

/** A rich text field written as Markdown (the announcement's message), as paragraph-level Portable Text. */
export function markdownField(f: Fields, key: string, context: SiteJsonContext): unknown[] | undefined {
  const text = f.raw(key);
  if (typeof text !== 'string') {
    f.error(key, 'must be Markdown text');
    return undefined;
  }
  const markdown = new MarkdownSource({
    text,
    file: context.file,
    diagnostics: context.diagnostics,
    jsonPath: f.path(key),
  });
  const content = markdownToPortableText(markdown.group(markdown.root.children), {
    source: markdown,
    docs: context.docs,
    origin: { file: context.file },
    assets: context.assets,
    staticDirs: [context.imageDir ?? path.dirname(context.file)],
    mode: 'paragraphs',
    anchorChecks: context.anchorChecks,
  });
  return content.length > 0 ? content : undefined;
}
