import type { FootnoteDefinition, PhrasingContent } from 'mdast';
import type { AssetStore } from '../../assets/assetStore.ts';
import type { NotCarriedKind } from '../../diagnostics.ts';
import type { DocIndex } from '../../links/docIndex.ts';
import type { AnchorCheck, LinkOrigin } from '../../links/types.ts';
import type { BlockStyle, BodyBlock, ListKind, MarkDef, TextBlock } from '../../types.ts';
import type { MarkdownSource } from '../source.ts';
import type { FlowNode, Positioned } from '../types.ts';

/** What one Markdown text is converted with. */
export interface ConvertOptions {
  source: MarkdownSource;
  docs: DocIndex;
  /** The page links are written on, for `#anchor` and relative routes. */
  origin: LinkOrigin;
  /** Where images go: the import's store of files, or the Studio paste's, which can take none. */
  assets: Pick<AssetStore, 'add' | 'addRemote'>;
  /** Folders that absolute image paths such as `/img/x.png` are looked up in. */
  staticDirs: readonly string[];
  /**
   * `body`: a doc body (headings, code, admonitions, tables, images).
   * `paragraphs`: the schema's paragraphBlock only (normal text and lists), e.g. the announcement.
   */
  mode: 'body' | 'paragraphs';
  /** Links with an `#anchor` are added here, to be checked when every doc's headings are known. */
  anchorChecks: AnchorCheck[];
  /**
   * True: the site runs `transpileCodeblocks` on this text, so its TypeScript blocks are set to be shown as
   * JavaScript too, but for those whose fence says `no-transpile`. False: the site runs it, not on this file (its
   * `no-transpile` is still an option the site knows). Undefined: the site does not run it.
   */
  javascriptTabs?: boolean | undefined;
  /**
   * The MDX partials the text imports, by the name it gives each (`<Warning />`): each place it shows one becomes a
   * Snippet block, `include` giving the snippet's id. Undefined where snippets cannot be included (a snippet's own
   * text, site.json fields).
   */
  snippets?: { named: ReadonlyMap<string, string>; include: (file: string) => string } | undefined;
}

/** Where a handler says what it could not keep as written, at the line of the Markdown it came from. */
export interface ConvertDiagnostics {
  warn(at: Positioned, message: string, kind?: NotCarriedKind): void;
  error(at: Positioned, message: string): void;
}

/** What the blocks being converted are inside of; each may hold less than the page. */
export type Container = 'root' | 'listItem' | 'blockquote' | 'admonition' | 'tab' | 'collapsible';

export interface Scope {
  container: Container;
  quote: boolean;
  /** Receives the converted blocks. */
  sink: BodyBlock[];
  /** Set inside an admonition or a tab: blocks it cannot hold (images, tables) go here and follow it. */
  overflow?: BodyBlock[];
}

/** Hands each node to the handler of its kind: flow/ for blocks, phrasing/ for inline content. */
export interface Dispatch {
  flow(nodes: readonly FlowNode[], scope: Scope): void;
  one(node: FlowNode, scope: Scope): void;
  inline(nodes: readonly PhrasingContent[], marks: string[], out: InlineOut, where: string): void;
}

/** Places converted blocks where the current container allows them. */
export interface BlockPlacement {
  /** Whether this is a doc body, which holds every kind of block; else paragraphs only. */
  readonly body: boolean;
  /** Places a block, respecting what the current container may hold. */
  emit(block: BodyBlock, scope: Scope, at: Positioned): void;
  /** The style of text in `scope`: quoted where quotes are allowed. */
  textStyle(scope: Scope): BlockStyle;
  canQuote(scope: Scope): boolean;
}

/** Makes text blocks out of inline content. */
export interface TextBlocks {
  textBlock<Style extends BlockStyle>(
    nodes: readonly PhrasingContent[],
    style: Style,
    list?: ListInfo,
    marks?: string[],
    where?: string,
    options?: { inlineImages?: boolean },
  ): StyledBlock<Style> | undefined;
  /** A key for a link's mark definition, unique within the text. */
  nextMarkKey(): string;
}

/**
 * What the handlers of one conversion share, each part with one job; a handler's signature names the parts
 * it uses.
 */
export interface Conversion {
  options: ConvertOptions;
  diagnostics: ConvertDiagnostics;
  blocks: BlockPlacement;
  text: TextBlocks;
  dispatch: Dispatch;
  /** GFM footnotes: each definition by label, and the number each gets where it is first referenced. */
  footnotes: { definitions: Map<string, FootnoteDefinition>; numbers: Map<string, number> };
}

export interface ListInfo {
  listItem: ListKind;
  level: number;
}

export interface RawSpan {
  text: string;
  marks: string[];
  /** Set on an Anchor object (`<a id>`, a heading's `{#id}`): its name; its text is ''. */
  anchor?: string;
  /** Set on an image in the line (a table cell's logo or badge); its text is ''. */
  image?: { alt?: string; href?: string; sanityAsset: string };
  /** Set on a formula in the line (remark-math's `$…$`): its TeX; its text is ''. */
  math?: string;
}

/** What converting inline Markdown gives: spans, and the link definitions their marks name. */
export interface InlineOut {
  spans: RawSpan[];
  defs: Map<string, MarkDef>;
  /** Whether images may stay in the line (table cells); elsewhere an image in a line is skipped, said. */
  inlineImages?: boolean;
}

/** A text block of one style; a `normal` one is also what admonitions and table cells hold. */
export type StyledBlock<Style extends BlockStyle> = TextBlock & { style: Style };
