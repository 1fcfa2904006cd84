import type { Blockquote } from 'mdast';
import type { Scope } from '../scope.ts';
import type { ConvertState } from '../state.ts';

/** A quote's text in the blockquote style, where quotes are allowed; plain paragraphs elsewhere. */
export function blockquote(state: ConvertState, node: Blockquote, scope: Scope): void {
  if (!state.canQuote(scope)) state.warn(node, 'blockquote shown as plain paragraphs: quotes are not allowed here');
  state.flow(state.source.group(node.children, 'its quote'), { ...scope, container: 'blockquote', quote: true });
}
