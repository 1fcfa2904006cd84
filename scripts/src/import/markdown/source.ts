import type { Code, Definition, Node, Parent, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import type { Diagnostics, NotCarriedKind } from '../diagnostics.ts';
import { groupContainers } from './group.ts';
import { unclosedFence } from './parse/codeFences.ts';
import { parseMarkdown } from './parse/index.ts';
import type { FenceCut, FlowNode, GroupingSource, JsxElement, Positioned } from './types.ts';

/**
 * One parsed Markdown text (a doc body or a site.json string) plus what is
 * needed to report problems at the right line of the original file.
 */
export class MarkdownSource implements GroupingSource {
  readonly file: string;
  readonly diagnostics: Diagnostics;
  readonly root: Root;
  readonly definitions = new Map<string, Definition>();
  /** Set for Markdown embedded in JSON: problems are reported at this field path instead of a line. */
  readonly jsonPath: string | undefined;
  readonly #lineMap: number[];
  /** Lines of the text given back to lines of the file's text, when the text was rewritten first. */
  readonly #inputLineMap: readonly number[] | undefined;
  readonly #lineOffset: number;
  readonly #markerLines: Set<number>;
  /** Tab tags by line of the parsed text: one with JSX values parses as a paragraph, not HTML. */
  readonly #tabTags: Map<number, string>;
  /** Embed elements taken out of the text, by the index in their mark (see placeEmbedElements). */
  readonly elements: readonly JsxElement[];

  constructor(options: {
    text: string;
    file: string;
    diagnostics: Diagnostics;
    lineOffset?: number;
    /** `lineMap[n - 1]` is the file's line of line `n` of `text` (a text with components rendered). */
    lineMap?: readonly number[];
    jsonPath?: string;
    /** Read `$…$` and `$$` blocks as formulas, as remark-math does. */
    math?: boolean;
  }) {
    this.file = options.file;
    this.diagnostics = options.diagnostics;
    this.jsonPath = options.jsonPath;
    this.#lineOffset = options.lineOffset ?? 0;
    this.#inputLineMap = options.lineMap;
    const parsed = parseMarkdown(options.text, { math: options.math ?? false });
    this.#lineMap = parsed.lineMap;
    this.#tabTags = parsed.tabTags;
    this.#markerLines = parsed.markerLines;
    this.elements = parsed.elements;
    this.root = parsed.root;
    visit(this.root, 'definition', (node) => {
      if (!this.definitions.has(node.identifier)) this.definitions.set(node.identifier, node);
    });
    for (const cut of parsed.fenceCuts) this.#reportFenceCut(cut);
    this.#reportUnclosedFences(parsed.text.split('\n'));
  }

  /** A code block that an admonition's closing `:::` ended. */
  #reportFenceCut(cut: FenceCut): void {
    const at = (line: number) => line + this.#lineOffset;
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
  lineOf(node: Positioned): number | undefined {
    const line = typeof node === 'number' ? node : node?.position?.start.line;
    if (line === undefined || this.jsonPath !== undefined) return undefined;
    const inText = this.#lineMap[line - 1] ?? line;
    return (this.#inputLineMap?.[inText - 1] ?? inText) + this.#lineOffset;
  }

  warn(node: Positioned, message: string, kind?: NotCarriedKind): void {
    this.diagnostics.warn(this.file, message, this.#at(node), kind);
  }

  error(node: Positioned, message: string): void {
    this.diagnostics.error(this.file, message, this.#at(node));
  }

  #at(node: Positioned) {
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
    return groupContainers(this, children, containerName);
  }

  tabTagAt(line: number): string | undefined {
    return this.#tabTags.get(line);
  }

  isMarkerLine(line: number): boolean {
    return this.#markerLines.has(line);
  }
}
