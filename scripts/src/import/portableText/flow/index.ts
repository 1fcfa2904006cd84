import { codeBlock } from '../../code.ts';
import type { FlowNode } from '../../markdown.ts';
import type { Scope } from '../scope.ts';
import type { ConvertState } from '../state.ts';
import { admonition } from './admonition.ts';
import { blockquote } from './blockquote.ts';
import { heading } from './heading.ts';
import { flowHtml } from './html.ts';
import { list } from './list.ts';
import { paragraph } from './paragraph.ts';
import { table } from './table.ts';
import { tabs } from './tabs.ts';

/** Converts one block-level node into `scope`, or says why it was skipped. */
export function convertFlowNode(state: ConvertState, node: FlowNode, scope: Scope): void {
  switch (node.type) {
    case 'admonition':
      admonition(state, node, scope);
      break;
    case 'tabs':
      tabs(state, node, scope);
      break;
    case 'paragraph':
      paragraph(state, node, scope);
      break;
    case 'heading':
      heading(state, node, scope);
      break;
    case 'list':
      list(state, node, scope, 1);
      break;
    case 'blockquote':
      blockquote(state, node, scope);
      break;
    case 'code':
      state.emit(
        codeBlock(node, (message) => state.warn(node, message)),
        scope,
        node,
      );
      break;
    case 'table':
      state.emit(table(state, node), scope, node);
      break;
    case 'html':
      flowHtml(state, node, scope);
      break;
    case 'definition':
      break;
    case 'thematicBreak':
      state.warn(node, 'horizontal rule (---) skipped: the body has no divider block');
      break;
    case 'footnoteDefinition':
      state.warn(node, `footnote [^${node.label ?? node.identifier}] skipped: footnotes are not supported`);
      break;
    default:
      state.warn(node, `unsupported Markdown (${node.type}) skipped`);
  }
}
