import type { TabsNode } from '../../markdown.ts';
import type { BodyBlock, TabsBlock } from '../../types.ts';
import { CONTAINER_NAMES, type Scope } from '../scope.ts';
import type { ConvertState } from '../state.ts';
import { boldLine } from '../textBlock.ts';

/** MDX tabs: each `<TabItem>` a tab holding text and code, labelled and keyed as Docusaurus shows them. */
export function tabs(state: ConvertState, node: TabsNode, scope: Scope): void {
  if (!state.body || scope.container !== 'root') {
    state.warn(
      node.line,
      `<Tabs> inside ${state.body ? CONTAINER_NAMES[scope.container] : 'this text'}: its tabs are shown one after another`,
    );
    for (const item of node.items) {
      const label = item.label ?? item.value;
      const heading = label ? boldLine(label) : undefined;
      if (heading) state.emit(heading, scope, item.line);
      state.flow(item.children, scope);
    }
    return;
  }
  const overflow: BodyBlock[] = [];
  const converted: TabsBlock['tabs'] = [];
  for (const item of node.items) {
    const body: BodyBlock[] = [];
    state.flow(item.children, { container: 'tab', quote: false, sink: body, overflow });
    const label = item.label ?? item.value;
    if (label === undefined) {
      state.source.error(item.line, '<TabItem> has neither label nor value: give it label="…"');
      continue;
    }
    if (body.length === 0) {
      state.warn(item.line, `tab "${label}" has no content; skipped`);
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
    state.warn(
      node.line,
      `<Tabs> showed "${node.defaultValue}" first; here the first tab ("${first.label}") shows first until the reader picks another`,
    );
  }
  if (converted.length === 1) {
    state.warn(node.line, `<Tabs> with one tab: its content is shown without tabs`);
    for (const block of converted[0]?.body ?? []) state.emit(block as BodyBlock, scope, node.line);
  } else if (converted.length > 1) {
    const block: TabsBlock = { _type: 'tabs', tabs: converted };
    if (node.groupId !== undefined) block.groupId = node.groupId;
    state.emit(block, scope, node.line);
  } else {
    state.warn(node.line, '<Tabs> without tabs that have content; skipped');
  }
  for (const extra of overflow) state.emit(extra, scope, node.line);
}
