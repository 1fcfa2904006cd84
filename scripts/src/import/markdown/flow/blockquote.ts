import type { Blockquote } from 'mdast';
import type { Conversion, Scope } from '../conversion/types.ts';

/** A quote's text in the blockquote style, where quotes are allowed; plain paragraphs elsewhere. */
export function blockquote(
  conversion: Pick<Conversion, 'options' | 'diagnostics' | 'blocks' | 'dispatch'>,
  node: Blockquote,
  scope: Scope,
): void {
  if (!conversion.blocks.canQuote(scope))
    conversion.diagnostics.warn(node, 'blockquote shown as plain paragraphs: quotes are not allowed here');
  conversion.dispatch.flow(conversion.options.source.group(node.children, 'its quote'), {
    ...scope,
    container: 'blockquote',
    quote: true,
  });
}
