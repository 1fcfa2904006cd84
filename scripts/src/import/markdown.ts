import type { Code, Definition, Node, Paragraph, Parent, Root, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import {
  admonitionKind,
  closeFencesAtAdmonitionEnds,
  type FenceCut,
  isolateAdmonitionMarkers,
  parseMarker,
} from './admonitions.ts';
import { unclosedFence } from './code.ts';
import type { Diagnostics } from './diagnostics.ts';
import { isolateTabTags, type JsxElement, parseTabTag, placeEmbedElements } from './jsxBlocks.ts';
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

const ESM_START = /^(?:import|export)\s/;

/** A paragraph of MDX `import`/`export` lines (ESM): MDX runs it and shows nothing. */
export function isEsmParagraph(node: Paragraph): boolean {
  const first = node.children[0];
  return first?.type === 'text' && ESM_START.test(first.value);
}

/**
 * A paragraph that shows nothing but space: only whitespace and no-break spaces (`&nbsp;`, which Docusaurus
 * renders as an empty-looking paragraph), line breaks (`<br />`), and comments (`{/* … *\/}`, `<!-- … -->`).
 */
export function isBlankParagraph(node: Paragraph): boolean {
  return node.children.every((child) => {
    if (child.type === 'break') return true;
    if (child.type === 'html') return isBlankHtml(child.value);
    return child.type === 'text' && /^\s*$/.test(child.value.replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, ''));
  });
}

/** HTML that shows nothing but space: comments and `<br>` tags. */
export function isBlankHtml(html: string): boolean {
  return /^\s*$/.test(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<br\s*\/?>/gi, ''));
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
  /** Embed elements taken out of the text, by the index in their mark (see placeEmbedElements). */
  readonly elements: readonly JsxElement[];

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
    // Each pass rewrites the text so that CommonMark parses it as MDX reads it, with a map back to its input lines.
    // Most passes change nothing: a text is parsed once (the passes only read the trees).
    const trees = new Map<string, Root>();
    const parse = (text: string) => {
      const known = trees.get(text);
      if (known) return known;
      const tree = processor.parse(text);
      trees.set(text, tree);
      return tree;
    };
    const tabs = isolateTabTags(options.text, parse(options.text));
    const placed = placeEmbedElements(tabs.text, parse(tabs.text));
    const fences = closeFencesAtAdmonitionEnds(placed.text, parse);
    const isolated = isolateAdmonitionMarkers(fences.text, parse(fences.text));
    const toTabsText = (line: number) => {
      const beforeIsolating = fences.lineMap[line - 1] ?? line;
      return placed.lineMap[beforeIsolating - 1] ?? beforeIsolating;
    };
    this.#lineMap = isolated.lineMap.map((line) => {
      const inTabsText = toTabsText(line);
      return tabs.lineMap[inTabsText - 1] ?? inTabsText;
    });
    isolated.lineMap.forEach((line, index) => {
      const tag = tabs.tags.get(toTabsText(line));
      if (tag !== undefined) this.#tabTags.set(index + 1, tag);
    });
    this.#markerLines = isolated.markerLines;
    this.elements = placed.elements;
    this.root = parse(isolated.text);
    visit(this.root, 'definition', (node) => {
      if (!this.definitions.has(node.identifier)) this.definitions.set(node.identifier, node);
    });
    const inPlacedText = (line: number) => {
      const inTabsText = placed.lineMap[line - 1] ?? line;
      return tabs.lineMap[inTabsText - 1] ?? inTabsText;
    };
    for (const cut of fences.cuts) this.#reportFenceCut(cut, inPlacedText);
    this.#reportUnclosedFences(isolated.text.split('\n'));
  }

  /** A code block that an admonition's closing `:::` ended (lines of the text before the fences were closed). */
  #reportFenceCut(cut: FenceCut, original: (line: number) => number): void {
    const at = (line: number) => original(line) + this.#lineOffset;
    const closer = cut.fence.replace(/[^`~].*$/, '');
    const colons = cut.admonition.replace(/[^:].*$/, '');
    const message = cut.closedLater
      ? `"${colons}" inside code block "${cut.fence}" (line ${at(cut.fenceLine)}) closes the admonition "${cut.admonition}" (line ${at(cut.admonitionLine)}), as in Docusaurus: the code ends there and the lines after it are read as Markdown; to show "${colons}" in code inside an admonition, give the admonition more colons ("${colons}:${cut.admonition.slice(colons.length)}" … "${colons}:")`
      : `code block "${cut.fence}" is never closed: as in Docusaurus, it ends where the admonition "${cut.admonition}" closes (line ${at(cut.markerLine)}); add a line with "${closer}" after its code`;
    const line = at(cut.closedLater ? cut.markerLine : cut.fenceLine);
    this.diagnostics.warn(this.file, message, this.jsonPath !== undefined ? { path: this.jsonPath } : { line });
  }

  /** Fences never closed run to the end of their container, as in CommonMark and MDX: reported, then kept so. */
  #reportUnclosedFences(lines: readonly string[]): void {
    const walk = (node: Node, container: string) => {
      if (node.type === 'code') {
        const fence = unclosedFence(node as Code, lines);
        if (fence === undefined) return;
        const closer = fence.replace(/[^`~].*$/, '');
        this.warn(
          node as Code,
          `code block "${fence}" is never closed: as in Docusaurus, it runs to the end of ${container}; add a line with "${closer}" after its code`,
        );
        return;
      }
      const inner = node.type === 'listItem' ? 'its list item' : node.type === 'blockquote' ? 'its quote' : container;
      for (const child of (node as Parent).children ?? []) walk(child, inner);
    };
    walk(this.root, this.jsonPath === undefined ? 'the page' : 'the text');
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
   * quote) when converting it; `containerName` names it in warnings ("its list item"). An admonition never
   * closed runs to the end of the container, as in Docusaurus.
   */
  group(
    children: readonly RootContent[],
    containerName = this.jsonPath === undefined ? 'the page' : 'the text',
  ): FlowNode[] {
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
      this.warn(
        node.line,
        `admonition "${node.marker}" is never closed: as in Docusaurus, it runs to the end of ${containerName}; add a line with "${node.marker.replace(/[^:].*$/, '')}" where it should end`,
      );
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
