import type { Heading } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { HeadingData } from '../../docs/headingIds.ts';
import type { BlockStyle } from '../../types.ts';
import { CONTAINER_NAMES } from '../conversion/scope.ts';
import type { Conversion, Scope } from '../conversion/types.ts';

/** A heading as h2–h6 (the page title is the only h1); where no heading can go, bold text. */
export function heading(
  conversion: Pick<Conversion, 'diagnostics' | 'blocks' | 'text'>,
  node: Heading,
  scope: Scope,
): void {
  const text = mdastToString(node);
  if (scope.container !== 'root' || !conversion.blocks.body) {
    const where = !conversion.blocks.body ? 'this text' : CONTAINER_NAMES[scope.container];
    conversion.diagnostics.warn(node, `heading "${text}" inside ${where} is shown as bold text`);
    const block = conversion.text.textBlock(
      node.children,
      conversion.blocks.textStyle(scope),
      undefined,
      ['strong'],
      'a heading',
    );
    if (block) conversion.blocks.emit(block, scope, node);
    return;
  }
  if (node.depth === 1) conversion.diagnostics.warn(node, `h1 "${text}" changed to h2: the page title is the only h1`);
  const style = `h${Math.max(2, node.depth)}` as BlockStyle;
  const block = conversion.text.textBlock(node.children, style, undefined, [], 'a heading');
  const customId = (node.data as HeadingData | undefined)?.customId;
  if (block && customId) block.children = [{ _type: 'anchor', id: customId }, ...(block.children ?? [])];
  if (block) conversion.blocks.emit(block, scope, node);
}
