import type { BodyBlock } from '../types.ts';
import { startConversion } from './conversion/index.ts';
import { attachLoneAnchors } from './conversion/loneAnchors.ts';
import type { Conversion, ConvertOptions, Scope } from './conversion/types.ts';
import type { FlowNode } from './types.ts';

/**
 * Converts Markdown (already grouped into admonitions at the top level) to Portable Text blocks. Each kind of
 * node has its handler in flow/ (blocks) or phrasing/ (inline content); conversion/ holds what they share.
 */
export function markdownToPortableText(children: readonly FlowNode[], options: ConvertOptions): BodyBlock[] {
  const sink: BodyBlock[] = [];
  const conversion = startConversion(options);
  const scope = { container: 'root' as const, quote: false, sink };
  for (const node of children)
    if (node.type === 'footnoteDefinition') conversion.footnotes.definitions.set(node.identifier, node);
  conversion.dispatch.flow(
    children.filter((node) => node.type !== 'footnoteDefinition'),
    scope,
  );
  addFootnotes(conversion, scope);
  return attachLoneAnchors(sink);
}

/**
 * The footnotes the text referred to, at the end of the page as Docusaurus puts them: after a line, a numbered list
 * in the order they were first referred to. Definitions never referred to are left out, as in Docusaurus.
 */
function addFootnotes(conversion: Conversion, scope: Scope): void {
  const { definitions, numbers } = conversion.footnotes;
  if (numbers.size === 0) return;
  conversion.blocks.emit({ _type: 'divider', style: 'line' }, scope, undefined);
  for (const [label] of [...numbers].sort((a, b) => a[1] - b[1])) {
    const definition = definitions.get(label);
    const [first, ...rest] = definition?.children ?? [];
    const phrasing = first?.type === 'paragraph' ? first.children : [];
    const block = conversion.text.textBlock(phrasing, 'normal', { listItem: 'number', level: 1 });
    if (block) conversion.blocks.emit(block, scope, definition);
    if (rest.length > 0) conversion.dispatch.flow(rest, scope);
  }
}
