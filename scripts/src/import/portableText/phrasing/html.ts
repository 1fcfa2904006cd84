import type { Html } from 'mdast';
import type { ConvertState } from '../state.ts';
import { clip } from '../text.ts';
import type { InlineOut } from '../textBlock.ts';

/** Inline HTML: `<br>` is a line break, comments and closing tags vanish, anything else is skipped and said. */
export function inlineHtml(state: ConvertState, node: Html, marks: string[], out: InlineOut): void {
  const value = node.value.trim();
  if (/^<br\s*\/?>$/i.test(value)) {
    out.spans.push({ text: '\n', marks });
    return;
  }
  if (/^<!--[\s\S]*-->$/.test(value) || /^<\//.test(value)) return;
  state.warn(node, `skipped inline ${/^<[A-Z]/.test(value) ? 'JSX' : 'HTML'} ${clip(value)}`);
}
