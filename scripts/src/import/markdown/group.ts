import type { Html, Paragraph, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { admonitionKind, aliasLabel, parseMarker } from './parse/admonitionMarkers.ts';
import { htmlText, parseDetailsTag } from './parse/detailsTags.ts';
import { parseTabTag, type TabTag } from './parse/tabTags.ts';
import type { AdmonitionNode, CollapsibleNode, FlowNode, GroupingSource, TabItemNode, TabsNode } from './types.ts';

type OpenContainer = AdmonitionNode | TabsNode | TabItemNode | CollapsibleNode;

/**
 * What MarkdownSource.group does for one container: `:::` marker paragraphs become admonition nodes and
 * `<Tabs>`/`<TabItem>` tags tabs nodes holding the children between them. Problems go to `source`, at its lines.
 */
export function groupContainers(
  source: GroupingSource,
  children: readonly RootContent[],
  containerName: string,
): FlowNode[] {
  const top: FlowNode[] = [];
  // Open admonitions, `<Tabs>` and `<TabItem>`s, innermost last.
  const open: OpenContainer[] = [];
  const between: FlowNode[] = [];
  const current = () => {
    const container = open.at(-1);
    if (!container) return top;
    // Content between `<Tabs>` and its first `<TabItem>` has no tab to go in.
    return container.type === 'tabs' ? between : container.children;
  };
  for (const child of children) {
    const line = child.position?.start.line ?? 0;
    const tagText = child.type === 'html' ? child.value : source.tabTagAt(line);
    const tag =
      tagText === undefined || (child.type !== 'html' && child.type !== 'paragraph') ? undefined : parseTabTag(tagText);
    if (tag) {
      tabTag(source, tag, line, open, current);
      continue;
    }
    if (child.type === 'html' && detailsTag(source, child, line, open, current)) continue;
    const marker = child.type === 'paragraph' ? markerOf(source, child) : undefined;
    if (!marker) {
      current().push(child);
      continue;
    }
    if (marker.type === 'close') {
      if (open.at(-1)?.type !== 'admonition') source.warn(line, 'closing `:::` without an opening admonition; skipped');
      else open.pop();
      continue;
    }
    let kind = admonitionKind(marker.rawKind);
    if (kind === undefined) {
      source.warn(line, `unknown admonition kind ":::${marker.rawKind}"; shown as a note`);
      kind = 'note';
    }
    const node: AdmonitionNode = {
      type: 'admonition',
      kind,
      children: [],
      marker: `${marker.fence}${marker.rawKind}`,
      line,
    };
    const title = marker.title ?? aliasLabel(marker.rawKind);
    if (title !== undefined) node.title = title;
    current().push(node);
    open.push(node);
  }
  for (const node of between) {
    source.warn('line' in node ? node.line : node, 'content between <Tabs> and its first <TabItem> skipped');
  }
  for (const node of open) {
    if (node.type === 'collapsible') {
      source.warn(node.line, `<details> is never closed: it runs to the end of ${containerName}; add </details>`);
      continue;
    }
    if (node.type !== 'admonition') {
      source.error(node.line, `<${node.type === 'tabs' ? 'Tabs' : 'TabItem'}> is never closed`);
      continue;
    }
    source.warn(
      node.line,
      `admonition "${node.marker}" is never closed: as in Docusaurus, it runs to the end of ${containerName}; add a line with "${node.marker.replace(/[^:].*$/, '')}" where it should end`,
    );
  }
  return top;
}

/**
 * Opens, names or closes a collapsible section at an HTML node that is its tag; false when the node is not one.
 * Text written after the summary in the same HTML (`<details><summary>A</summary>B</details>` on one line) is the
 * section's paragraph.
 */
function detailsTag(
  source: GroupingSource,
  node: Html,
  line: number,
  open: OpenContainer[],
  current: () => FlowNode[],
): boolean {
  const tag = parseDetailsTag(node.value);
  if (!tag) return false;
  const innermost = open.at(-1);
  if (tag.kind === 'close') {
    if (innermost?.type === 'collapsible') open.pop();
    else source.warn(line, '</details> without an open <details>; skipped');
    return true;
  }
  if (tag.kind === 'summary') {
    if (innermost?.type === 'collapsible' && innermost.summary === undefined) innermost.summary = tag.summary;
    else current().push(strongParagraph(tag.summary, node));
    return true;
  }
  const section: CollapsibleNode = { type: 'collapsible', open: tag.open, children: [], line };
  if (tag.summary !== undefined) section.summary = tag.summary;
  const text = htmlText(tag.rest);
  if (text !== '')
    section.children.push({ type: 'paragraph', children: [{ type: 'text', value: text }], position: node.position });
  current().push(section);
  if (!tag.closed) open.push(section);
  return true;
}

/** A `<summary>` outside a section: its text, in bold, where it was. */
function strongParagraph(text: string, node: Html): Paragraph {
  return {
    type: 'paragraph',
    children: [{ type: 'strong', children: [{ type: 'text', value: text }] }],
    position: node.position,
  };
}

/** Opens or closes tabs or a tab at a tag line; a tag out of place is an error there. */
function tabTag(
  source: GroupingSource,
  tag: TabTag,
  line: number,
  open: OpenContainer[],
  current: () => FlowNode[],
): void {
  const innermost = open.at(-1);
  switch (tag.kind) {
    case 'openTabs': {
      const node: TabsNode = { type: 'tabs', items: [], line, labels: tag.labels };
      const groupId = tag.attributes.get('groupId');
      if (typeof groupId === 'string' && groupId !== '') node.groupId = groupId;
      const defaultValue = tag.attributes.get('defaultValue');
      if (typeof defaultValue === 'string' && defaultValue !== '') node.defaultValue = defaultValue;
      current().push(node);
      open.push(node);
      return;
    }
    case 'openItem': {
      if (innermost?.type !== 'tabs') {
        source.error(line, '<TabItem> outside <Tabs>: put it between <Tabs> and </Tabs>');
        return;
      }
      const item: TabItemNode = { type: 'tabItem', children: [], line };
      const label = tag.attributes.get('label');
      const value = tag.attributes.get('value');
      if (typeof value === 'string' && value !== '') item.value = value;
      if (typeof label === 'string' && label !== '') item.label = label;
      else if (item.value !== undefined && innermost.labels.has(item.value))
        item.label = innermost.labels.get(item.value);
      if (tag.attributes.get('default') !== undefined && innermost.defaultValue === undefined)
        innermost.defaultValue = item.value ?? item.label;
      innermost.items.push(item);
      open.push(item);
      return;
    }
    case 'closeItem':
      if (innermost?.type === 'tabItem') open.pop();
      else source.error(line, '</TabItem> without an open <TabItem>');
      return;
    case 'closeTabs':
      if (innermost?.type === 'tabs') open.pop();
      else if (innermost?.type === 'tabItem') source.error(line, '</Tabs> before </TabItem>: close the tab first');
      else source.error(line, '</Tabs> without an open <Tabs>');
      return;
  }
}

/** The `:::` marker a paragraph is, if the pre-parse put one on its line. */
function markerOf(source: GroupingSource, paragraph: Paragraph) {
  const line = paragraph.position?.start.line;
  if (line === undefined || !source.isMarkerLine(line)) return undefined;
  return parseMarker(mdastToString(paragraph));
}
