import type { BodyBlock, TabsBlock } from '../../types.ts';
import { attachLoneAnchors } from '../conversion/loneAnchors.ts';
import { CONTAINER_NAMES } from '../conversion/scope.ts';
import { boldLine } from '../conversion/textBlocks.ts';
import type { Conversion, Scope } from '../conversion/types.ts';
import type { TabsNode } from '../types.ts';

/** MDX tabs: each `<TabItem>` a tab holding text and code, labelled and keyed as Docusaurus shows them. */
export function tabs(
  conversion: Pick<Conversion, 'diagnostics' | 'blocks' | 'dispatch'>,
  node: TabsNode,
  scope: Scope,
): void {
  // A collapsible section holds tabs as the page does.
  if (!conversion.blocks.body || (scope.container !== 'root' && scope.container !== 'collapsible')) {
    conversion.diagnostics.warn(
      node.line,
      `<Tabs> inside ${conversion.blocks.body ? CONTAINER_NAMES[scope.container] : 'this text'}: its tabs are shown one after another`,
    );
    for (const item of node.items) {
      const label = item.label ?? item.value;
      const heading = label ? boldLine(label) : undefined;
      if (heading) conversion.blocks.emit(heading, scope, item.line);
      conversion.dispatch.flow(item.children, scope);
    }
    return;
  }
  const overflow: BodyBlock[] = [];
  const converted: TabsBlock['tabs'] = [];
  for (const item of node.items) {
    const body: BodyBlock[] = [];
    conversion.dispatch.flow(item.children, { container: 'tab', quote: false, sink: body, overflow });
    attachLoneAnchors(body);
    const label = item.label ?? item.value;
    if (label === undefined) {
      conversion.diagnostics.error(item.line, '<TabItem> has neither label nor value: give it label="…"');
      continue;
    }
    if (body.length === 0) {
      conversion.diagnostics.warn(item.line, `tab "${label}" has no content; skipped`);
      continue;
    }
    const tab: TabsBlock['tabs'][number] = { _type: 'tab', label, body: body as TabsBlock['tabs'][number]['body'] };
    if (item.value !== undefined && item.value !== label) tab.value = item.value;
    converted.push(tab);
  }
  const first = converted[0];
  if (
    node.defaultValue !== undefined &&
    first &&
    (first.value ?? first.label) !== node.defaultValue &&
    converted.length > 1
  ) {
    conversion.diagnostics.warn(
      node.line,
      `<Tabs> showed "${node.defaultValue}" first; here the first tab ("${first.label}") shows first until the reader picks another`,
    );
  }
  if (converted.length === 1) {
    conversion.diagnostics.warn(node.line, `<Tabs> with one tab: its content is shown without tabs`);
    for (const block of converted[0]?.body ?? []) conversion.blocks.emit(block as BodyBlock, scope, node.line);
  } else if (converted.length > 1) {
    const block: TabsBlock = { _type: 'tabs', tabs: converted };
    if (node.groupId !== undefined) block.groupId = node.groupId;
    conversion.blocks.emit(block, scope, node.line);
  } else {
    conversion.diagnostics.warn(node.line, '<Tabs> without tabs that have content; skipped');
  }
  for (const extra of overflow) conversion.blocks.emit(extra, scope, node.line);
}
