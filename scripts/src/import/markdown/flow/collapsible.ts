import type { BodyBlock, CollapsibleBlock } from '../../types.ts';
import { attachLoneAnchors } from '../conversion/loneAnchors.ts';
import { CONTAINER_NAMES } from '../conversion/scope.ts';
import { boldLine } from '../conversion/textBlocks.ts';
import type { Conversion, Scope } from '../conversion/types.ts';
import type { CollapsibleNode } from '../types.ts';

/** What Docusaurus shows on a `<details>` without a `<summary>`. */
const DEFAULT_SUMMARY = 'Details';

/**
 * A `<details>` section as a collapsible block holding its converted content. Where the page cannot hold one (in
 * a list, a quote, a callout, a tab or another section) its summary becomes a bold line followed by its content.
 */
export function collapsible(conversion: Conversion, node: CollapsibleNode, scope: Scope): void {
  const summary = node.summary ?? DEFAULT_SUMMARY;
  if (scope.container !== 'root' || !conversion.blocks.body) {
    const where = !conversion.blocks.body ? 'this text' : CONTAINER_NAMES[scope.container];
    conversion.diagnostics.warn(
      node.line,
      `collapsible section "${summary}" inside ${where} is shown open, its summary in bold`,
    );
    const title = boldLine(summary);
    if (title) conversion.blocks.emit(title, scope, node.line);
    conversion.dispatch.flow(node.children, scope);
    return;
  }
  if (node.summary === undefined) {
    conversion.diagnostics.warn(
      node.line,
      `<details> has no <summary>: it shows "${DEFAULT_SUMMARY}", as in Docusaurus`,
    );
  }
  const body: BodyBlock[] = [];
  conversion.dispatch.flow(node.children, { container: 'collapsible', quote: false, sink: body });
  attachLoneAnchors(body);
  if (body.length === 0) {
    conversion.diagnostics.warn(node.line, `collapsible section "${summary}" has no content; skipped`);
    return;
  }
  const block: CollapsibleBlock = {
    _type: 'collapsible',
    summary,
    open: node.open,
    body: body as CollapsibleBlock['body'],
  };
  conversion.blocks.emit(block, scope, node.line);
}
