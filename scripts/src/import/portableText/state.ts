import type { PhrasingContent } from 'mdast';
import type { AssetStore } from '../images.ts';
import type { AnchorCheck, DocIndex, LinkOrigin } from '../links.ts';
import type { FlowNode, MarkdownSource } from '../markdown.ts';
import type { BlockStyle, BodyBlock } from '../types.ts';
import { convertFlowNode } from './flow/index.ts';
import { convertPhrasing } from './phrasing/index.ts';
import { CONTAINER_NAMES, describeBlock, type Positioned, type Scope } from './scope.ts';
import { buildTextBlock, type InlineOut, type ListInfo, type StyledBlock } from './textBlock.ts';

export interface ConvertOptions {
  source: MarkdownSource;
  docs: DocIndex;
  /** The page links are written on, for `#anchor` and relative routes. */
  origin: LinkOrigin;
  assets: AssetStore;
  /** Folders that absolute image paths such as `/img/x.png` are looked up in. */
  staticDirs: readonly string[];
  /**
   * `body`: a doc body (headings, code, admonitions, tables, images).
   * `paragraphs`: the schema's paragraphBlock only (normal text and lists), e.g. the announcement.
   */
  mode: 'body' | 'paragraphs';
  /** Links with an `#anchor` are added here, to be checked when every doc's headings are known. */
  anchorChecks: AnchorCheck[];
}

/**
 * What the converters of each kind of node share while one Markdown text is converted: the options, warnings
 * with the source's lines, where blocks may go, and the walk over flow and inline content.
 */
export class ConvertState {
  readonly options: ConvertOptions;
  readonly source: MarkdownSource;
  #nextMark = 0;

  constructor(options: ConvertOptions) {
    this.options = options;
    this.source = options.source;
  }

  /** Whether this is a doc body, which holds every kind of block; else paragraphs only. */
  get body(): boolean {
    return this.options.mode === 'body';
  }

  warn(at: Positioned, message: string): void {
    this.source.warn(at, message);
  }

  /** A key for a link's mark definition, unique within the text. */
  nextMarkKey(): string {
    return `~${this.#nextMark++}`;
  }

  /** Places a block, respecting what the current container may hold. */
  emit(block: BodyBlock, scope: Scope, at: Positioned): void {
    if (!this.body && block._type !== 'block') {
      this.warn(at, `${describeBlock(block)} is not allowed here (only text, links and lists); skipped`);
      return;
    }
    if (scope.overflow && block._type !== 'block' && block._type !== 'code') {
      const after = scope.container === 'tab' ? 'the tabs' : 'it';
      this.warn(
        at,
        `${describeBlock(block)} cannot be inside ${CONTAINER_NAMES[scope.container]}; placed after ${after}`,
      );
      scope.overflow.push(block);
      return;
    }
    scope.sink.push(block);
  }

  flow(nodes: readonly FlowNode[], scope: Scope): void {
    for (const node of nodes) this.one(node, scope);
  }

  one(node: FlowNode, scope: Scope): void {
    convertFlowNode(this, node, scope);
  }

  inline(nodes: readonly PhrasingContent[], marks: string[], out: InlineOut, where: string): void {
    convertPhrasing(this, nodes, marks, out, where);
  }

  textStyle(scope: Scope): BlockStyle {
    return scope.quote && this.canQuote(scope) ? 'blockquote' : 'normal';
  }

  canQuote(scope: Scope): boolean {
    return this.body && !scope.overflow;
  }

  textBlock<Style extends BlockStyle>(
    nodes: readonly PhrasingContent[],
    style: Style,
    list?: ListInfo,
    marks: string[] = [],
    where = 'formatted text',
  ): StyledBlock<Style> | undefined {
    const out: InlineOut = { spans: [], defs: new Map() };
    this.inline(nodes, marks, out, where);
    return buildTextBlock(out.spans, out.defs, style, list);
  }
}
