import type { Heading } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { BlockStyle } from '../../types.ts';
import { CONTAINER_NAMES, type Scope } from '../scope.ts';
import type { ConvertState } from '../state.ts';

/** A heading as h2–h6 (the page title is the only h1); where no heading can go, bold text. */
export function heading(state: ConvertState, node: Heading, scope: Scope): void {
  const text = mdastToString(node);
  if (scope.container !== 'root' || !state.body) {
    const where = !state.body ? 'this text' : CONTAINER_NAMES[scope.container];
    state.warn(node, `heading "${text}" inside ${where} is shown as bold text`);
    const block = state.textBlock(node.children, state.textStyle(scope), undefined, ['strong'], 'a heading');
    if (block) state.emit(block, scope, node);
    return;
  }
  if (node.depth === 1) state.warn(node, `h1 "${text}" changed to h2: the page title is the only h1`);
  const style = `h${Math.max(2, node.depth)}` as BlockStyle;
  const block = state.textBlock(node.children, style, undefined, [], 'a heading');
  if (block) state.emit(block, scope, node);
}
