import type { Code, Definition, Paragraph, Root, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { admonitionKind, isolateAdmonitionMarkers, parseMarker } from './admonitions.ts';
import type { Diagnostics } from './diagnostics.ts';
import { isolateTabTags, parseTabTag } from './jsxBlocks.ts';
import type { AdmonitionKind } from './types.ts';

const processor = unified().use(remarkParse).use(remarkGfm).freeze();

/** A Docusaurus admonition, recognised from its `:::` marker paragraphs. */
export interface AdmonitionNode {
  type: 'admonition';
  kind: AdmonitionKind;
  title?: string;
  children: FlowNode[];
  /** The opening marker as written, e.g. `:::warning`. */
  marker: string;
  /** Line of the opening marker in the parsed text (map with `lineOf`). */
  line: number;
}

/** MDX `<Tabs>` with its `<TabItem>`s, recognised from their tag lines. */
export interface TabsNode {
  type: 'tabs';
  groupId?: string;
  /** The tab shown first in Docusaurus (`defaultValue`, or a TabItem's `default`). */
  defaultValue?: string;
  /** Labels from the legacy `values` prop, by tab value. */
  labels: Map<string, string>;
  items: TabItemNode[];
  /** Line of `<Tabs>` in the parsed text. */
  line: number;
}

export interface TabItemNode {
  type: 'tabItem';
  label?: string;
  value?: string;
  children: FlowNode[];
  line: number;
}

export type FlowNode = RootContent | AdmonitionNode | TabsNode;

const FENCE = /^(`{3,}|~{3,})/;

/**
 * The opening of a fenced code block that is never closed (CommonMark then
 * runs it to the end of its container, swallowing everything after), or
 * undefined. A closed block ends on a line holding only a fence of its
 * character at least as long as the opening one.
 */
function unclosedFence(node: Code, lines: readonly string[]): string | undefined {
  const start = node.position?.start;
  const end = node.position?.end;
  if (!start || !end) return undefined;
  const opening = (lines[start.line - 1] ?? '').slice(start.column - 1);
  const fence = FENCE.exec(opening)?.[1];
  if (!fence) return undefined;
  const last = (lines[end.line - 1] ?? '').slice(0, end.column - 1).replace(/^[\s>]*/, '');
  const closing = FENCE.exec(last)?.[1];
  const closed =
    end.line > start.line &&
    closing !== undefined &&
    closing[0] === fence[0] &&
    closing.length >= fence.length &&
    last.slice(closing.length).trim() === '';
  return closed ? undefined : opening.trim();
}

interface Positioned {
  position?: { start: { line: number } } | undefined;
}

/**
 * One parsed Markdown text (a doc body or a site.json string) plus what is
 * needed to report problems at the right line of the original file.
 */
export class MarkdownSource {
  readonly file: string;
  readonly diagnostics: Diagnostics;
  readonly root: Root;
  readonly definitions = new Map<string, Definition>();
  /** Set for Markdown embedded in JSON: problems are reported at this field path instead of a line. */
  readonly jsonPath: string | undefined;
  readonly #lineMap: number[];
  readonly #lineOffset: number;
  readonly #markerLines: Set<number>;
  /** Tab tags by line of the parsed text: one with JSX values parses as a paragraph, not HTML. */
  readonly #tabTags = new Map<number, string>();
  /** Lines (in the parsed text) of code fences that are never closed. */
  readonly #unclosedFences: number[] = [];

  constructor(options: {
    text: string;
    file: string;
    diagnostics: Diagnostics;
    lineOffset?: number;
    jsonPath?: string;
  }) {
    this.file = options.file;
    this.diagnostics = options.diagnostics;
    this.jsonPath = options.jsonPath;
    this.#lineOffset = options.lineOffset ?? 0;
    const tabs = isolateTabTags(options.text, processor.parse(options.text));
    const isolated = isolateAdmonitionMarkers(tabs.text, processor.parse(tabs.text));
    this.#lineMap = isolated.lineMap.map((line) => tabs.lineMap[line - 1] ?? line);
    isolated.lineMap.forEach((line, index) => {
      const tag = tabs.tags.get(line);
      if (tag !== undefined) this.#tabTags.set(index + 1, tag);
    });
    this.#markerLines = isolated.markerLines;
    this.root = processor.parse(isolated.text);
    visit(this.root, 'definition', (node) => {
      if (!this.definitions.has(node.identifier)) this.definitions.set(node.identifier, node);
    });
    const lines = isolated.text.split('\n');
    visit(this.root, 'code', (node) => {
      const fence = unclosedFence(node, lines);
      if (fence === undefined) return;
      const line = node.position?.start.line ?? 0;
      this.#unclosedFences.push(line);
      const closer = fence.replace(/[^`~].*$/, '');
      this.error(line, `code block "${fence}" is never closed; add a line with "${closer}" after its code`);
    });
  }

  /** The line in the original file where `node` starts. */
  lineOf(node: Positioned | number | undefined): number | undefined {
    const line = typeof node === 'number' ? node : node?.position?.start.line;
    if (line === undefined || this.jsonPath !== undefined) return undefined;
    return (this.#lineMap[line - 1] ?? line) + this.#lineOffset;
  }

  warn(node: Positioned | number | undefined, message: string): void {
    this.diagnostics.warn(this.file, message, this.#at(node));
  }

  error(node: Positioned | number | undefined, message: string): void {
    this.diagnostics.error(this.file, message, this.#at(node));
  }

  #at(node: Positioned | number | undefined) {
    const line = this.lineOf(node);
    return this.jsonPath !== undefined ? { path: this.jsonPath } : line !== undefined ? { line } : {};
  }

  /**
   * Replaces `:::kind` … `:::` marker paragraphs in one container's children
   * with admonition nodes. Call it on each container (root, list item, block
   * quote) when converting it.
   */
  group(children: readonly RootContent[]): FlowNode[] {
    const top: FlowNode[] = [];
    // Open admonitions, `<Tabs>` and `<TabItem>`s, innermost last.
    const open: (AdmonitionNode | TabsNode | TabItemNode)[] = [];
    const between: FlowNode[] = [];
    const current = () => {
      const container = open.at(-1);
      if (!container) return top;
      // Content between `<Tabs>` and its first `<TabItem>` has no tab to go in.
      return container.type === 'tabs' ? between : container.children;
    };
    for (const child of children) {
      const line = child.position?.start.line ?? 0;
      const tagText = child.type === 'html' ? child.value : this.#tabTags.get(line);
      const tag =
        tagText === undefined || (child.type !== 'html' && child.type !== 'paragraph')
          ? undefined
          : parseTabTag(tagText);
      if (tag) {
        this.#tabTag(tag, line, open, current);
        continue;
      }
      const marker = child.type === 'paragraph' ? this.#marker(child) : undefined;
      if (!marker) {
        current().push(child);
        continue;
      }
      if (marker.type === 'close') {
        if (open.at(-1)?.type !== 'admonition') this.warn(line, 'closing `:::` without an opening admonition; skipped');
        else open.pop();
        continue;
      }
      let kind = admonitionKind(marker.rawKind);
      if (kind === undefined) {
        this.warn(line, `unknown admonition kind ":::${marker.rawKind}"; shown as a note`);
        kind = 'note';
      }
      const node: AdmonitionNode = {
        type: 'admonition',
        kind,
        children: [],
        marker: `${marker.fence}${marker.rawKind}`,
        line,
      };
      if (marker.title !== undefined) node.title = marker.title;
      current().push(node);
      open.push(node);
    }
    for (const node of between) {
      this.warn('line' in node ? node.line : node, 'content between <Tabs> and its first <TabItem> skipped');
    }
    for (const node of open) {
      if (node.type !== 'admonition') {
        this.error(node.line, `<${node.type === 'tabs' ? 'Tabs' : 'TabItem'}> is never closed`);
        continue;
      }
      // A code fence left open after it swallowed its closing line: that is the one problem to report.
      if (this.#unclosedFences.some((line) => line > node.line)) continue;
      this.error(node.line, `admonition "${node.marker}" is never closed; add a line with ":::" after its content`);
    }
    return top;
  }

  #tabTag(
    tag: NonNullable<ReturnType<typeof parseTabTag>>,
    line: number,
    open: (AdmonitionNode | TabsNode | TabItemNode)[],
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
          this.error(line, '<TabItem> outside <Tabs>: put it between <Tabs> and </Tabs>');
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
        else this.error(line, '</TabItem> without an open <TabItem>');
        return;
      case 'closeTabs':
        if (innermost?.type === 'tabs') open.pop();
        else if (innermost?.type === 'tabItem') this.error(line, '</Tabs> before </TabItem>: close the tab first');
        else this.error(line, '</Tabs> without an open <Tabs>');
        return;
    }
  }

  #marker(paragraph: Paragraph) {
    const line = paragraph.position?.start.line;
    if (line === undefined || !this.#markerLines.has(line)) return undefined;
    return parseMarker(mdastToString(paragraph));
  }
}
