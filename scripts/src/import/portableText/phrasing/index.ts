import type { PhrasingContent } from 'mdast';
import type { ConvertState } from '../state.ts';
import { type InlineOut, withMark } from '../textBlock.ts';
import { inlineHtml } from './html.ts';
import { link } from './link.ts';
import { text } from './text.ts';

/** Converts inline Markdown to spans carrying `marks`, adding link definitions to `out`; `where` names the place in warnings. */
export function convertPhrasing(
  state: ConvertState,
  nodes: readonly PhrasingContent[],
  marks: string[],
  out: InlineOut,
  where: string,
): void {
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        text(state, node, marks, out, where);
        break;
      case 'emphasis':
        state.inline(node.children, withMark(marks, 'em'), out, where);
        break;
      case 'strong':
        state.inline(node.children, withMark(marks, 'strong'), out, where);
        break;
      case 'delete':
        state.inline(node.children, withMark(marks, 'strike-through'), out, where);
        break;
      case 'inlineCode':
        out.spans.push({ text: node.value, marks: withMark(marks, 'code') });
        break;
      case 'break':
        out.spans.push({ text: '\n', marks });
        break;
      case 'link':
        link(state, node.url, node, marks, out);
        break;
      case 'linkReference': {
        const definition = state.source.definitions.get(node.identifier);
        if (definition) link(state, definition.url, node, marks, out);
        else state.inline(node.children, marks, out, where);
        break;
      }
      case 'html':
        inlineHtml(state, node, marks, out);
        break;
      case 'image':
      case 'imageReference':
        state.warn(node, `image "${node.alt ?? ''}" inside ${where} cannot be shown there; skipped`);
        break;
      case 'footnoteReference':
        state.warn(node, `footnote reference [^${node.label ?? node.identifier}] skipped: footnotes are not supported`);
        break;
      default:
        state.warn(node, `unsupported inline Markdown (${(node as { type: string }).type}) skipped`);
    }
  }
}
