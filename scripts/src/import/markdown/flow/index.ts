import type { Conversion, Scope } from '../conversion/types.ts';
import type { FlowNode } from '../types.ts';
import { admonition } from './admonition.ts';
import { blockquote } from './blockquote.ts';
import { codeBlock } from './code.ts';
import { collapsible } from './collapsible.ts';
import { heading } from './heading.ts';
import { flowHtml } from './html.ts';
import { list } from './list.ts';
import { paragraph } from './paragraph.ts';
import { table } from './table.ts';
import { tabs } from './tabs.ts';

/** Converts one block-level node into `scope`, or says why it was skipped. */
export function convertFlowNode(conversion: Conversion, node: FlowNode, scope: Scope): void {
  switch (node.type) {
    case 'admonition':
      admonition(conversion, node, scope);
      break;
    case 'tabs':
      tabs(conversion, node, scope);
      break;
    case 'collapsible':
      collapsible(conversion, node, scope);
      break;
    case 'paragraph':
      paragraph(conversion, node, scope);
      break;
    case 'heading':
      heading(conversion, node, scope);
      break;
    case 'list':
      list(conversion, node, scope, 1);
      break;
    case 'blockquote':
      blockquote(conversion, node, scope);
      break;
    case 'code':
      conversion.blocks.emit(
        codeBlock(node, (message) => conversion.diagnostics.warn(node, message), {
          javascriptTabs: conversion.options.javascriptTabs,
        }),
        scope,
        node,
      );
      break;
    case 'table':
      conversion.blocks.emit(table(conversion, node), scope, node);
      break;
    case 'html':
      flowHtml(conversion, node, scope);
      break;
    case 'math':
      // remark-math's `$$` block, read only where the site runs remark-math.
      if (node.value.trim()) conversion.blocks.emit({ _type: 'math', tex: node.value.trim() }, scope, node);
      break;
    case 'definition':
      break;
    case 'thematicBreak':
      conversion.blocks.emit({ _type: 'divider', style: 'line' }, scope, node);
      break;
    case 'footnoteDefinition':
      // Defined inside a container (a list, a quote): Docusaurus lists it with the page's footnotes too.
      conversion.footnotes.definitions.set(node.identifier, node);
      break;
    default:
      conversion.diagnostics.warn(node, `unsupported Markdown (${node.type}) skipped`);
  }
}
