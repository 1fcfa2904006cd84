import type { Html } from 'mdast';
import { clip } from '../conversion/text.ts';
import type { Conversion, InlineOut } from '../conversion/types.ts';

/** Inline HTML: `<br>` is a line break, comments and closing tags vanish, anything else is skipped and said. */
export function inlineHtml(
  conversion: Pick<Conversion, 'diagnostics'>,
  node: Html,
  marks: string[],
  out: InlineOut,
): void {
  const value = node.value.trim();
  if (/^<br\s*\/?>$/i.test(value)) {
    out.spans.push({ text: '\n', marks });
    return;
  }
  if (/^<!--[\s\S]*-->$/.test(value) || /^<\//.test(value)) return;
  conversion.diagnostics.warn(node, `skipped inline ${/^<[A-Z]/.test(value) ? 'JSX' : 'HTML'} ${clip(value)}`);
}
