import type { PhrasingContent } from 'mdast';
import { withMark } from '../conversion/textBlocks.ts';
import type { Conversion, InlineOut } from '../conversion/types.ts';
import { inlineHtml } from './html.ts';
import { inlineImage } from './image.ts';
import { link } from './link.ts';
import { text } from './text.ts';

/** Converts inline Markdown to spans carrying `marks`, adding link definitions to `out`; `where` names the place in warnings. */
export function convertPhrasing(
  conversion: Conversion,
  nodes: readonly PhrasingContent[],
  marks: string[],
  out: InlineOut,
  where: string,
): void {
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index] as PhrasingContent;
    switch (node.type) {
      case 'text':
        text(conversion, node, marks, out, where);
        break;
      case 'emphasis':
        conversion.dispatch.inline(node.children, withMark(marks, 'em'), out, where);
        break;
      case 'strong':
        conversion.dispatch.inline(node.children, withMark(marks, 'strong'), out, where);
        break;
      case 'delete':
        conversion.dispatch.inline(node.children, withMark(marks, 'strike-through'), out, where);
        break;
      case 'inlineCode':
        out.spans.push({ text: node.value, marks: withMark(marks, 'code') });
        break;
      case 'break':
        out.spans.push({ text: '\n', marks });
        break;
      case 'link':
        link(conversion, node.url, node, marks, out);
        break;
      case 'linkReference': {
        const definition = conversion.options.source.definitions.get(node.identifier);
        if (definition) link(conversion, definition.url, node, marks, out);
        else conversion.dispatch.inline(node.children, marks, out, where);
        break;
      }
      case 'html':
        index = inlineHtml(conversion, nodes, index, marks, out, where);
        break;
      case 'image':
      case 'imageReference':
        if (out.inlineImages) inlineImage(conversion, node, marks, out);
        else
          conversion.diagnostics.warn(node, `image "${node.alt ?? ''}" inside ${where} cannot be shown there; skipped`);
        break;
      case 'inlineMath':
        if (node.value.trim()) out.spans.push({ text: '', marks: [], math: node.value.trim() });
        break;
      case 'footnoteReference': {
        // The footnote's number, as Docusaurus shows it: raised, counted in the order of first reference.
        const { definitions, numbers } = conversion.footnotes;
        if (!definitions.has(node.identifier)) {
          conversion.diagnostics.warn(node, `footnote [^${node.label ?? node.identifier}] has no definition; skipped`);
          break;
        }
        if (!numbers.has(node.identifier)) numbers.set(node.identifier, numbers.size + 1);
        out.spans.push({ text: String(numbers.get(node.identifier)), marks: withMark(marks, 'sup') });
        break;
      }
      default:
        conversion.diagnostics.warn(node, `unsupported inline Markdown (${(node as { type: string }).type}) skipped`);
    }
  }
}
