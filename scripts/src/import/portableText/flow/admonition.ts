import type { AdmonitionNode } from '../../markdown.ts';
import type { AdmonitionBlock, BodyBlock } from '../../types.ts';
import type { Scope } from '../scope.ts';
import type { ConvertState } from '../state.ts';
import { boldLine } from '../textBlock.ts';

/**
 * `:::note` and its kin as an admonition block. One inside an admonition or a tab, which cannot hold one, is
 * merged into it under its title in bold; what an admonition cannot hold (images, tables) follows it.
 */
export function admonition(state: ConvertState, node: AdmonitionNode, scope: Scope): void {
  if (!state.body) {
    state.warn(node.line, `admonition "${node.marker}" is not allowed here; skipped`);
    return;
  }
  if (scope.overflow) {
    const into =
      scope.container === 'tab' ? 'a tab is shown as text in the tab' : 'another admonition is merged into it';
    state.warn(node.line, `admonition "${node.marker}" inside ${into}`);
    const title = node.title ? boldLine(node.title) : undefined;
    if (title) state.emit(title, scope, node.line);
    state.flow(node.children, scope);
    return;
  }
  const body: BodyBlock[] = [];
  const overflow: BodyBlock[] = [];
  state.flow(node.children, { container: 'admonition', quote: false, sink: body, overflow });
  if (body.length === 0) {
    state.warn(node.line, `admonition "${node.marker}" has no text; skipped`);
  } else {
    const block: AdmonitionBlock = {
      _type: 'admonition',
      kind: node.kind,
      // emit sent what an admonition cannot hold to `overflow`, and textStyle gives only normal text in one.
      body: body as AdmonitionBlock['body'],
    };
    if (node.title !== undefined) block.title = node.title;
    state.emit(block, scope, node.line);
  }
  for (const extra of overflow) state.emit(extra, scope, node.line);
}
