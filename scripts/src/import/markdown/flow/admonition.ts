import type { AdmonitionBlock, BodyBlock } from '../../types.ts';
import { attachLoneAnchors } from '../conversion/loneAnchors.ts';
import { boldLine } from '../conversion/textBlocks.ts';
import type { Conversion, Scope } from '../conversion/types.ts';
import type { AdmonitionNode } from '../types.ts';

/**
 * `:::note` and its kin as an admonition block. One inside an admonition or a tab, which cannot hold one, is
 * merged into it under its title in bold; what an admonition cannot hold (images, tables) follows it.
 */
export function admonition(
  conversion: Pick<Conversion, 'diagnostics' | 'blocks' | 'dispatch'>,
  node: AdmonitionNode,
  scope: Scope,
): void {
  if (!conversion.blocks.body) {
    conversion.diagnostics.warn(node.line, `admonition "${node.marker}" is not allowed here; skipped`);
    return;
  }
  if (scope.overflow) {
    const into =
      scope.container === 'tab' ? 'a tab is shown as text in the tab' : 'another admonition is merged into it';
    conversion.diagnostics.warn(node.line, `admonition "${node.marker}" inside ${into}`);
    const title = node.title ? boldLine(node.title) : undefined;
    if (title) conversion.blocks.emit(title, scope, node.line);
    conversion.dispatch.flow(node.children, scope);
    return;
  }
  const body: BodyBlock[] = [];
  const overflow: BodyBlock[] = [];
  conversion.dispatch.flow(node.children, { container: 'admonition', quote: false, sink: body, overflow });
  attachLoneAnchors(body);
  if (body.length === 0) {
    conversion.diagnostics.warn(node.line, `admonition "${node.marker}" has no text; skipped`);
  } else {
    const block: AdmonitionBlock = {
      _type: 'admonition',
      kind: node.kind,
      // emit sent what an admonition cannot hold to `overflow`, and textStyle gives only normal text in one.
      body: body as AdmonitionBlock['body'],
    };
    if (node.title !== undefined) block.title = node.title;
    conversion.blocks.emit(block, scope, node.line);
  }
  for (const extra of overflow) conversion.blocks.emit(extra, scope, node.line);
}
