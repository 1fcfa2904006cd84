import path from 'node:path';
import { anchorProblem, EMBED_PROVIDERS, embedSource } from '@react-redux-docs/schemas';
import type {
  Blockquote,
  Heading,
  Html,
  Image,
  ImageReference,
  Link,
  LinkReference,
  List,
  Paragraph,
  PhrasingContent,
  Table,
  Text,
} from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { codeBlock } from './code.ts';
import type { AssetStore } from './images.ts';
import { ELEMENT_MARK, isEmbedElement, type JsxElement, jsxAttributes, parseJsxElement } from './jsxBlocks.ts';
import {
  type AnchorCheck,
  type DocIndex,
  type DocTarget,
  headingAnchorLike,
  type LinkOrigin,
  resolveLink,
} from './links.ts';
import { type AdmonitionNode, type FlowNode, isEsmParagraph, type MarkdownSource, type TabsNode } from './markdown.ts';
import type {
  AdmonitionBlock,
  BlockStyle,
  BodyBlock,
  EmbedBlock,
  ImageBlock,
  ListKind,
  MarkDef,
  TableBlock,
  TableCell,
  TabsBlock,
  TextBlock,
} from './types.ts';

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

type Container = 'root' | 'listItem' | 'blockquote' | 'admonition' | 'tab';

interface Scope {
  container: Container;
  quote: boolean;
  /** Receives the converted blocks. */
  sink: BodyBlock[];
  /** Set inside an admonition or a tab: blocks it cannot hold (images, tables) go here and follow it. */
  overflow?: BodyBlock[];
}

export interface ListInfo {
  listItem: ListKind;
  level: number;
}

export interface RawSpan {
  text: string;
  marks: string[];
}

interface InlineOut {
  spans: RawSpan[];
  defs: Map<string, MarkDef>;
}

type Positioned = { position?: { start: { line: number } } | undefined } | number | undefined;

const PARAGRAPH_BREAK: PhrasingContent = { type: 'break' };
const ESM_LINE = /^(import|export)\s/;
/** Parts of an embed's address that name the kind of page rather than the thing shown: the frame may drop them. */
const EMBED_ROUTING_PARTS = new Set(['s', 'embed', 'p', 'sandbox', 'devbox', 'edit', 'watch']);

/** Converts Markdown (already grouped into admonitions at the top level) to Portable Text blocks. */
export function markdownToPortableText(children: readonly FlowNode[], options: ConvertOptions): BodyBlock[] {
  return new Converter(options).convert(children);
}

class Converter {
  readonly #options: ConvertOptions;
  readonly #source: MarkdownSource;
  #nextMark = 0;

  constructor(options: ConvertOptions) {
    this.#options = options;
    this.#source = options.source;
  }

  convert(children: readonly FlowNode[]): BodyBlock[] {
    const sink: BodyBlock[] = [];
    this.flow(children, { container: 'root', quote: false, sink });
    return sink;
  }

  get #body(): boolean {
    return this.#options.mode === 'body';
  }

  #warn(at: Positioned, message: string): void {
    this.#source.warn(at, message);
  }

  /** Places a block, respecting what the current container may hold. */
  #emit(block: BodyBlock, scope: Scope, at: Positioned): void {
    if (!this.#body && block._type !== 'block') {
      this.#warn(at, `${describeBlock(block)} is not allowed here (only text, links and lists); skipped`);
      return;
    }
    if (scope.overflow && block._type !== 'block' && block._type !== 'code') {
      const after = scope.container === 'tab' ? 'the tabs' : 'it';
      this.#warn(
        at,
        `${describeBlock(block)} cannot be inside ${CONTAINER_NAMES[scope.container]}; placed after ${after}`,
      );
      scope.overflow.push(block);
      return;
    }
    scope.sink.push(block);
  }

  flow(nodes: readonly FlowNode[], scope: Scope): void {
    for (const node of nodes) this.#node(node, scope);
  }

  #node(node: FlowNode, scope: Scope): void {
    switch (node.type) {
      case 'admonition':
        this.#admonition(node, scope);
        break;
      case 'tabs':
        this.#tabs(node, scope);
        break;
      case 'paragraph':
        this.#paragraph(node, scope);
        break;
      case 'heading':
        this.#heading(node, scope);
        break;
      case 'list':
        this.#list(node, scope, 1);
        break;
      case 'blockquote':
        this.#blockquote(node, scope);
        break;
      case 'code':
        this.#emit(
          codeBlock(node, (message) => this.#warn(node, message)),
          scope,
          node,
        );
        break;
      case 'table':
        this.#emit(this.#table(node), scope, node);
        break;
      case 'html':
        this.#flowHtml(node, scope);
        break;
      case 'definition':
        break;
      case 'thematicBreak':
        this.#warn(node, 'horizontal rule (---) skipped: the body has no divider block');
        break;
      case 'footnoteDefinition':
        this.#warn(node, `footnote [^${node.label ?? node.identifier}] skipped: footnotes are not supported`);
        break;
      default:
        this.#warn(node, `unsupported Markdown (${node.type}) skipped`);
    }
  }

  #admonition(node: AdmonitionNode, scope: Scope): void {
    if (!this.#body) {
      this.#warn(node.line, `admonition "${node.marker}" is not allowed here; skipped`);
      return;
    }
    if (scope.overflow) {
      const into =
        scope.container === 'tab' ? 'a tab is shown as text in the tab' : 'another admonition is merged into it';
      this.#warn(node.line, `admonition "${node.marker}" inside ${into}`);
      const title = node.title
        ? buildTextBlock([{ text: node.title, marks: ['strong'] }], new Map(), 'normal')
        : undefined;
      if (title) this.#emit(title, scope, node.line);
      this.flow(node.children, scope);
      return;
    }
    const body: BodyBlock[] = [];
    const overflow: BodyBlock[] = [];
    this.flow(node.children, { container: 'admonition', quote: false, sink: body, overflow });
    if (body.length === 0) {
      this.#warn(node.line, `admonition "${node.marker}" has no text; skipped`);
    } else {
      const block: AdmonitionBlock = {
        _type: 'admonition',
        kind: node.kind,
        // #emit sent what an admonition cannot hold to `overflow`, and #textStyle gives only normal text in one.
        body: body as AdmonitionBlock['body'],
      };
      if (node.title !== undefined) block.title = node.title;
      this.#emit(block, scope, node.line);
    }
    for (const extra of overflow) this.#emit(extra, scope, node.line);
  }

  /** MDX tabs: each `<TabItem>` a tab holding text and code, labelled and keyed as Docusaurus shows them. */
  #tabs(node: TabsNode, scope: Scope): void {
    if (!this.#body || scope.container !== 'root') {
      this.#warn(
        node.line,
        `<Tabs> inside ${this.#body ? CONTAINER_NAMES[scope.container] : 'this text'}: its tabs are shown one after another`,
      );
      for (const item of node.items) {
        const label = item.label ?? item.value;
        const heading = label ? buildTextBlock([{ text: label, marks: ['strong'] }], new Map(), 'normal') : undefined;
        if (heading) this.#emit(heading, scope, item.line);
        this.flow(item.children, scope);
      }
      return;
    }
    const overflow: BodyBlock[] = [];
    const tabs: TabsBlock['tabs'] = [];
    for (const item of node.items) {
      const body: BodyBlock[] = [];
      this.flow(item.children, { container: 'tab', quote: false, sink: body, overflow });
      const label = item.label ?? item.value;
      if (label === undefined) {
        this.#source.error(item.line, '<TabItem> has neither label nor value: give it label="…"');
        continue;
      }
      if (body.length === 0) {
        this.#warn(item.line, `tab "${label}" has no content; skipped`);
        continue;
      }
      const tab: TabsBlock['tabs'][number] = { _type: 'tab', label, body: body as TabsBlock['tabs'][number]['body'] };
      if (item.value !== undefined && item.value !== label) tab.value = item.value;
      tabs.push(tab);
    }
    const first = tabs[0];
    if (
      node.defaultValue !== undefined &&
      first &&
      (first.value ?? first.label) !== node.defaultValue &&
      tabs.length > 1
    ) {
      this.#warn(
        node.line,
        `<Tabs> showed "${node.defaultValue}" first; here the first tab ("${first.label}") shows first until the reader picks another`,
      );
    }
    if (tabs.length === 1) {
      this.#warn(node.line, `<Tabs> with one tab: its content is shown without tabs`);
      for (const block of tabs[0]?.body ?? []) this.#emit(block as BodyBlock, scope, node.line);
    } else if (tabs.length > 1) {
      const block: TabsBlock = { _type: 'tabs', tabs };
      if (node.groupId !== undefined) block.groupId = node.groupId;
      this.#emit(block, scope, node.line);
    } else {
      this.#warn(node.line, '<Tabs> without tabs that have content; skipped');
    }
    for (const extra of overflow) this.#emit(extra, scope, node.line);
  }

  #paragraph(
    node: Paragraph,
    scope: Scope,
    list?: ListInfo,
    phrasing: readonly PhrasingContent[] = node.children,
  ): void {
    if (this.#body && scope.container === 'root' && this.#skipEsm(node)) return;
    const style = this.#textStyle(scope);
    let listInfo = list;
    let run: PhrasingContent[] = [];
    const flush = () => {
      const block = this.#textBlock(run, style, listInfo);
      if (block) this.#emit(block, scope, node);
      run = [];
    };
    for (const child of phrasing) {
      if (child.type === 'text' && child.value.search(ELEMENT_MARK) >= 0) {
        for (const piece of splitAtMarks(child)) {
          if (piece.type === 'text') {
            run.push(piece);
            continue;
          }
          flush();
          listInfo = undefined;
          this.#element(piece.index, scope, piece.line);
        }
        continue;
      }
      const found = imageIn(child);
      if (!found) {
        run.push(child);
        continue;
      }
      flush();
      // Text after an image in a list item continues the item without a new bullet.
      listInfo = undefined;
      if (!this.#body) {
        this.#warn(child, 'images are not allowed here; skipped');
        continue;
      }
      if (found.link) this.#warn(found.link, 'the link around the image was removed: images cannot be links');
      const block = this.#image(found.image);
      if (block) this.#emit(block, scope, child);
    }
    flush();
  }

  /** MDX `import`/`export` lines: reported and dropped. */
  #skipEsm(node: Paragraph): boolean {
    if (!isEsmParagraph(node)) return false;
    const start = node.position?.start.line;
    mdastToString(node)
      .split('\n')
      .forEach((line, index) => {
        const statement = ESM_LINE.exec(line)?.[1];
        // The tabs components' own imports: their tags are converted, so nothing is lost with the import.
        if (statement && CONVERTED_COMPONENT_IMPORT.test(line)) return;
        if (statement)
          this.#warn(start === undefined ? undefined : start + index, `skipped MDX ${statement}: ${clip(line)}`);
      });
    return true;
  }

  #textStyle(scope: Scope): BlockStyle {
    return scope.quote && this.#canQuote(scope) ? 'blockquote' : 'normal';
  }

  #canQuote(scope: Scope): boolean {
    return this.#body && !scope.overflow;
  }

  #heading(node: Heading, scope: Scope): void {
    const text = mdastToString(node);
    if (scope.container !== 'root' || !this.#body) {
      const where = !this.#body ? 'this text' : CONTAINER_NAMES[scope.container];
      this.#warn(node, `heading "${text}" inside ${where} is shown as bold text`);
      const block = this.#textBlock(node.children, this.#textStyle(scope), undefined, ['strong'], 'a heading');
      if (block) this.#emit(block, scope, node);
      return;
    }
    if (node.depth === 1) this.#warn(node, `h1 "${text}" changed to h2: the page title is the only h1`);
    const style = `h${Math.max(2, node.depth)}` as BlockStyle;
    const block = this.#textBlock(node.children, style, undefined, [], 'a heading');
    if (block) this.#emit(block, scope, node);
  }

  #list(node: List, scope: Scope, level: number): void {
    const info: ListInfo = { listItem: node.ordered ? 'number' : 'bullet', level };
    const itemScope: Scope = { ...scope, container: 'listItem' };
    for (const item of node.children) {
      if (typeof item.checked === 'boolean') this.#warn(item, 'task list checkbox skipped; the item text is kept');
      const children = this.#source.group(item.children, 'its list item');
      const lead: Paragraph[] = [];
      for (const child of children) {
        if (child.type !== 'paragraph') break;
        lead.push(child);
      }
      const first = lead[0];
      if (first) {
        // Paragraphs of one item stay one list block, separated by a blank line.
        const phrasing = lead.flatMap((p, index) =>
          index === 0 ? p.children : [PARAGRAPH_BREAK, PARAGRAPH_BREAK, ...p.children],
        );
        this.#paragraph(first, itemScope, info, phrasing);
      }
      for (const child of children.slice(lead.length)) {
        if (child.type === 'list') this.#list(child, itemScope, level + 1);
        else this.#node(child, itemScope);
      }
    }
  }

  #blockquote(node: Blockquote, scope: Scope): void {
    if (!this.#canQuote(scope)) this.#warn(node, 'blockquote shown as plain paragraphs: quotes are not allowed here');
    this.flow(this.#source.group(node.children, 'its quote'), { ...scope, container: 'blockquote', quote: true });
  }

  #table(node: Table): TableBlock {
    const width = Math.max(0, ...node.children.map((row) => row.children.length));
    const rows = node.children.map((row) => {
      const cells: TableCell[] = row.children.map((cell) => {
        const block = this.#textBlock(cell.children, 'normal', undefined, [], 'a table cell');
        return { _type: 'tableCell', content: block ? [block] : [] };
      });
      while (cells.length < width) cells.push({ _type: 'tableCell', content: [] });
      return { _type: 'tableRow' as const, cells };
    });
    return { _type: 'table', hasHeaderRow: true, rows };
  }

  #flowHtml(node: Html, scope: Scope): void {
    const rest = node.value.replace(/<!--[\s\S]*?(?:-->|$)/g, '').trim();
    if (rest === '') return;
    const element = embedElementIn(rest);
    if (element) {
      const embed = this.#embed(element, node);
      if (embed) this.#emit(embed, scope, node);
      return;
    }
    // A block of closing tags only: its opening tag was already reported.
    if (/^(?:<\/[A-Za-z][\w.:-]*\s*>\s*)+$/.test(rest)) return;
    this.#warn(node, `skipped ${/^<[A-Z]/.test(rest) ? 'JSX' : 'HTML'} block: ${clip(rest)}`);
  }

  /** An element taken out of the text before parsing (see placeEmbedElements), placed where it stood. */
  #element(index: number, scope: Scope, line: number | undefined): void {
    const element = this.#source.elements[index];
    if (!element) return;
    const embed = this.#embed(element, line);
    if (embed) this.#emit(embed, scope, line);
  }

  /**
   * An `<iframe>` or a YouTube component (`<YouTube id="…" />`, `<LiteYouTubeEmbed id="…" />`) as an embed block
   * when it shows YouTube, CodeSandbox or StackBlitz, keeping its whole address; null (reported) when it cannot be
   * one.
   */
  #embed(element: JsxElement, at: Positioned): EmbedBlock | null {
    const { attributes } = element;
    const text = (name: string) => {
      const value = attributes.get(name);
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
    };
    const iframe = /^iframe$/i.test(element.name);
    const what = iframe ? 'iframe' : `<${element.name}>`;
    const videoId = text('videoId') ?? text('videoid') ?? text('id');
    if (!iframe && attributes.has('playlist') && attributes.get('playlist') !== 'false') {
      this.#warn(at, `skipped ${what}: it shows a YouTube playlist, and only single videos can be embedded`);
      return null;
    }
    const address =
      text('src') ??
      text('url') ??
      (iframe || videoId === undefined ? undefined : `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`);
    if (address === undefined) {
      const expression = element.expressions.find((written) => /^(?:src|url|videoId|videoid|id)\s*=/.test(written));
      this.#warn(
        at,
        expression
          ? `skipped ${what}: its address is a JavaScript expression (${clip(expression)}), which the import cannot read`
          : `skipped ${what}: it has no address (src)`,
      );
      return null;
    }
    const source = embedSource(address);
    if (!source) {
      this.#warn(at, `skipped ${what} of ${address}: only ${EMBED_PROVIDERS.join(', ')} can be embedded`);
      return null;
    }
    const lost = lostPathParts(address, source.src);
    if (lost.length > 0) {
      this.#warn(
        at,
        `${what} of ${address}: the site frames ${source.src}, which leaves out "${lost.join('/')}" of the address and so shows another page; the embed keeps the full address, but the site's embed rule must keep the path before it shows it`,
      );
    }
    if (element.content !== '') this.#warn(at, `the text inside ${what} is dropped: ${clip(element.content)}`);
    let title = text('title');
    if (title === undefined) {
      title = `${source.provider} embed`;
      this.#warn(
        at,
        `${what} of ${address} has no title; "${title}" is used, which tells readers little: describe it in the Studio`,
      );
    }
    return { _type: 'embed', url: address, title };
  }

  #image(node: Image | ImageReference): ImageBlock | undefined {
    const definition = node.type === 'imageReference' ? this.#source.definitions.get(node.identifier) : undefined;
    const url = node.type === 'image' ? node.url : (definition?.url ?? '');
    const caption = ((node.type === 'image' ? node.title : definition?.title) ?? '').trim();
    const alt = (node.alt ?? '').trim();
    if (alt === '') {
      this.#warn(
        node,
        `image "${url}" has no alt text: imported as decorative, and the Studio lists it until an editor describes it (or write ![what the image shows](${url}))`,
      );
    }
    const block = (sanityAsset: string): ImageBlock => ({
      _type: 'image',
      ...(alt !== '' ? { alt } : {}),
      ...(caption !== '' ? { caption } : {}),
      _sanityAsset: sanityAsset,
    });
    if (/^https?:\/\//i.test(url)) {
      return block(
        this.#options.assets.addRemote(url, {
          error: (message) => this.#source.error(node, message),
          warn: (message) => this.#source.warn(node, message),
        }),
      );
    }
    if (url === '' || /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) {
      this.#source.error(node, `image "${url}" must be a file next to the Markdown or an https:// address`);
      return undefined;
    }
    const relative = safeDecode(url.replace(/[?#].*$/, ''));
    const candidates = relative.startsWith('/')
      ? this.#options.staticDirs.map((dir) => path.join(dir, relative))
      : [path.resolve(path.dirname(this.#source.file), relative)];
    let failure = 'does not exist';
    for (const candidate of candidates) {
      const result = this.#options.assets.add(candidate);
      if (result.ok) return block(result.sanityAsset);
      failure = result.message;
      if (failure !== 'does not exist') break;
    }
    this.#source.error(node, `image file ${url} ${failure}`);
    return undefined;
  }

  #textBlock<Style extends BlockStyle>(
    nodes: readonly PhrasingContent[],
    style: Style,
    list?: ListInfo,
    marks: string[] = [],
    where = 'formatted text',
  ): StyledBlock<Style> | undefined {
    const out: InlineOut = { spans: [], defs: new Map() };
    this.#inline(nodes, marks, out, where);
    return buildTextBlock(out.spans, out.defs, style, list);
  }

  #inline(nodes: readonly PhrasingContent[], marks: string[], out: InlineOut, where: string): void {
    for (const node of nodes) {
      switch (node.type) {
        case 'text':
          this.#text(node, marks, out, where);
          break;
        case 'emphasis':
          this.#inline(node.children, withMark(marks, 'em'), out, where);
          break;
        case 'strong':
          this.#inline(node.children, withMark(marks, 'strong'), out, where);
          break;
        case 'delete':
          this.#inline(node.children, withMark(marks, 'strike-through'), out, where);
          break;
        case 'inlineCode':
          out.spans.push({ text: node.value, marks: withMark(marks, 'code') });
          break;
        case 'break':
          out.spans.push({ text: '\n', marks });
          break;
        case 'link':
          this.#link(node.url, node, marks, out);
          break;
        case 'linkReference': {
          const definition = this.#source.definitions.get(node.identifier);
          if (definition) this.#link(definition.url, node, marks, out);
          else this.#inline(node.children, marks, out, where);
          break;
        }
        case 'html':
          this.#inlineHtml(node, marks, out);
          break;
        case 'image':
        case 'imageReference':
          this.#warn(node, `image "${node.alt ?? ''}" inside ${where} cannot be shown there; skipped`);
          break;
        case 'footnoteReference':
          this.#warn(
            node,
            `footnote reference [^${node.label ?? node.identifier}] skipped: footnotes are not supported`,
          );
          break;
        default:
          this.#warn(node, `unsupported inline Markdown (${(node as { type: string }).type}) skipped`);
      }
    }
  }

  #text(node: Text, marks: string[], out: InlineOut, where: string): void {
    const start = node.position?.start.line;
    let removed = false;
    const lineAt = (value: string, offset: number) =>
      start === undefined ? undefined : start + (value.slice(0, offset).match(/\n/g)?.length ?? 0);
    // An embed element where no block can go (a link's text, emphasis): #paragraph places only its direct text.
    let text = node.value.replace(ELEMENT_MARK, (_mark, index: string, offset: number, value: string) => {
      const element = this.#source.elements[Number(index)];
      this.#warn(
        lineAt(value, offset),
        `<${element?.name ?? 'element'}> inside ${where} cannot be shown there; skipped`,
      );
      removed = true;
      return '';
    });
    // In MDX, `{…}` is a JavaScript expression; `{/* … */}` is a comment.
    text = text.replace(/\{[^{}]*\}/g, (expression, offset: number, value: string) => {
      removed = true;
      if (!/^\{\s*\/\*[\s\S]*\*\/\s*\}$/.test(expression))
        this.#warn(lineAt(value, offset), `skipped MDX expression ${clip(expression)}`);
      return '';
    });
    text = text.replace(/[ \t]*\n[ \t]*/g, ' ');
    if (removed) text = text.replace(/ {2,}/g, ' ');
    out.spans.push({ text, marks });
  }

  #inlineHtml(node: Html, marks: string[], out: InlineOut): void {
    const value = node.value.trim();
    if (/^<br\s*\/?>$/i.test(value)) {
      out.spans.push({ text: '\n', marks });
      return;
    }
    if (/^<!--[\s\S]*-->$/.test(value) || /^<\//.test(value)) return;
    this.#warn(node, `skipped inline ${/^<[A-Z]/.test(value) ? 'JSX' : 'HTML'} ${clip(value)}`);
  }

  /**
   * A link's `#anchor` as the site can store it. Docusaurus only warns about a broken anchor (the link still leads
   * to the page), so here too: a doubled `#` (`##usage`) loses the extra one, and an anchor the site's rules
   * cannot hold is left out, each with a warning; whether a heading has it is checked once every doc is converted.
   */
  #anchor(url: string, written: string | undefined, node: Link | LinkReference): string | undefined {
    if (written === undefined) return undefined;
    let anchor = written;
    if (anchor.startsWith('#')) {
      anchor = anchor.replace(/^#+/, '');
      this.#warn(
        node,
        anchor === ''
          ? `the link "${url}" has "#" twice and no anchor: it leads to the page`
          : `the link "${url}" has "#" twice: read as "#${anchor}"`,
      );
      if (anchor === '') return undefined;
    }
    // Letter case is settled against the headings later; any other character the site never puts in an anchor.
    const problem = anchorProblem(anchor.toLowerCase());
    if (problem !== undefined) {
      this.#warn(
        node,
        `anchor "#${anchor}" cannot be kept: ${problem.charAt(0).toLowerCase()}${problem.slice(1).replace(/\.$/, '')}; the link leads to the top of the page`,
      );
      return undefined;
    }
    return anchor;
  }

  /**
   * Once every doc's headings are known, for a link whose anchor no heading has: one that differs only in letter
   * case (`#useStore` for `usestore`) takes the heading's anchor; any other is left out, so the link leads to the
   * top of the page, as a broken anchor does in Docusaurus. Either way a warning with the link's line.
   */
  #unknownAnchor(def: MarkDef, target: DocTarget, anchor: string, node: Link | LinkReference, message: string): void {
    const heading = headingAnchorLike(target, anchor);
    if (heading !== undefined && def._type === 'internalLink') {
      def.anchor = heading;
      this.#warn(node, `${message}, but "#${heading}" is (anchors are lowercase): the link uses "#${heading}"`);
      return;
    }
    if (def._type === 'internalLink') delete def.anchor;
    this.#warn(node, `${message}; the link leads to the top of the page`);
  }

  #link(url: string, node: Link | LinkReference, marks: string[], out: InlineOut): void {
    const resolution = resolveLink(url, this.#options.origin, this.#options.docs);
    if (resolution.kind === 'unresolved') {
      this.#warn(node, `${resolution.reason}; the link was removed, its text kept`);
      this.#inline(node.children, marks, out, 'link text');
      return;
    }
    const key = `~${this.#nextMark++}`;
    if (resolution.kind === 'external') {
      out.defs.set(key, { _type: 'link', _key: key, href: resolution.href });
    } else {
      const { target } = resolution;
      const fromDraft = this.#options.origin.self?.draft === true;
      if (target.draft && !fromDraft) {
        this.#warn(
          node,
          `links to "${target.docId}", a draft (draft: true) that readers cannot see until it is published; the link was removed, its text kept`,
        );
        this.#inline(node.children, marks, out, 'link text');
        return;
      }
      const anchor = this.#anchor(url, resolution.anchor, node);
      const def: MarkDef = {
        _type: 'internalLink',
        _key: key,
        // A draft's link to another draft is weak (Sanity refuses a strong reference to what is not published);
        // it still leads to the doc once both are published.
        reference: target.draft
          ? { _type: 'reference', _ref: target.documentId, _weak: true }
          : { _type: 'reference', _ref: target.documentId },
        ...(anchor !== undefined ? { anchor } : {}),
      };
      out.defs.set(key, def);
      if (anchor !== undefined) {
        this.#options.anchorChecks.push({
          target,
          anchor,
          report: (message) => this.#unknownAnchor(def, target, anchor, node, message),
        });
      }
    }
    this.#inline(node.children, [...marks, key], out, 'link text');
  }
}

/**
 * Imports of components whose tags are converted: nothing is lost with them. The tabs components, and YouTube
 * components (with their style sheets), whose tags become embeds.
 */
const CONVERTED_COMPONENT_IMPORT =
  /^\s*import\s+(?:(?:\w+\s+from\s+)?['"]@theme\/(?:Tabs|TabItem)['"]|\w*YouTube\w*\s+from\s+['"][^'"]+['"]|['"][^'"]*youtube[^'"]*\.css['"])\s*;?\s*$/i;

const CONTAINER_NAMES: Record<Container, string> = {
  root: 'the page',
  listItem: 'a list item',
  blockquote: 'a blockquote',
  admonition: 'an admonition',
  tab: 'a tab',
};

function describeBlock(block: BodyBlock): string {
  switch (block._type) {
    case 'image':
      return `image "${block.alt}"`;
    case 'table':
      return 'table';
    case 'code':
      return 'code block';
    case 'admonition':
      return 'admonition';
    case 'tabs':
      return 'tabs';
    case 'embed':
      return `embed "${block.title}"`;
    default:
      return 'text';
  }
}

function imageIn(node: PhrasingContent): { image: Image | ImageReference; link?: Link | LinkReference } | undefined {
  if (node.type === 'image' || node.type === 'imageReference') return { image: node };
  if (node.type === 'link' || node.type === 'linkReference') {
    const content = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
    const only = content[0];
    if (content.length === 1 && only && (only.type === 'image' || only.type === 'imageReference')) {
      return { image: only, link: node };
    }
  }
  return undefined;
}

function withMark(marks: string[], mark: string): string[] {
  return marks.includes(mark) ? marks : [...marks, mark];
}

function sameMarks(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((mark, index) => mark === b[index]);
}

/** A text block of one style; a `normal` one is also what admonitions and table cells hold. */
type StyledBlock<Style extends BlockStyle> = TextBlock & { style: Style };

/**
 * Builds a text block: merges adjacent spans with the same marks, trims the
 * ends, keeps only the markDefs the spans use. Returns undefined when no text is left.
 */
export function buildTextBlock<Style extends BlockStyle>(
  raw: readonly RawSpan[],
  defs: ReadonlyMap<string, MarkDef>,
  style: Style,
  list?: ListInfo,
): StyledBlock<Style> | undefined {
  const spans: RawSpan[] = [];
  for (const span of raw) {
    if (span.text === '') continue;
    const last = spans.at(-1);
    if (last && sameMarks(last.marks, span.marks)) last.text += span.text;
    else spans.push({ text: span.text, marks: span.marks });
  }
  for (const span of spans) {
    span.text = span.text.replace(/^\s+/, '');
    if (span.text !== '') break;
  }
  for (const span of [...spans].reverse()) {
    span.text = span.text.replace(/\s+$/, '');
    if (span.text !== '') break;
  }
  const kept = spans.filter((span) => span.text !== '');
  if (!kept.some((span) => span.text.trim() !== '')) return undefined;
  const used: MarkDef[] = [];
  for (const span of kept) {
    for (const mark of span.marks) {
      const def = defs.get(mark);
      if (def && !used.includes(def)) used.push(def);
    }
  }
  return {
    _type: 'block',
    style,
    ...(list ? { listItem: list.listItem, level: list.level } : {}),
    markDefs: used,
    children: kept.map((span) => ({ _type: 'span', text: span.text, marks: span.marks })),
  };
}

function clip(text: string): string {
  const line = text.split('\n')[0] ?? '';
  const more = line.length > 80 || text.includes('\n');
  return more ? `${line.slice(0, 80)}…` : line;
}

function safeDecode(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/** A text node cut at the marks of elements taken out of it, each piece with the line it starts on. */
function splitAtMarks(node: Text): ({ type: 'text'; value: string; position?: Text['position'] } | ElementPiece)[] {
  const pieces: ({ type: 'text'; value: string; position?: Text['position'] } | ElementPiece)[] = [];
  const start = node.position?.start;
  const lineAt = (offset: number) =>
    start === undefined ? undefined : start.line + (node.value.slice(0, offset).match(/\n/g)?.length ?? 0);
  const text = (from: number, to: number) => {
    const line = lineAt(from);
    const value = node.value.slice(from, to);
    if (value === '') return;
    pieces.push(
      start && line !== undefined
        ? { type: 'text', value, position: { start: { ...start, line }, end: node.position?.end ?? start } }
        : { type: 'text', value },
    );
  };
  let position = 0;
  for (const mark of node.value.matchAll(ELEMENT_MARK)) {
    text(position, mark.index);
    pieces.push({ type: 'element', index: Number(mark[1]), line: lineAt(mark.index) });
    position = mark.index + mark[0].length;
  }
  text(position, node.value.length);
  return pieces;
}

interface ElementPiece {
  type: 'element';
  index: number;
  line: number | undefined;
}

/**
 * The embed element in an HTML block that was not taken out before parsing (an iframe inside a `<div>`, or one
 * that is HTML but not valid JSX, like `width=560`): read as JSX where it is, else its attributes as HTML.
 */
function embedElementIn(html: string): JsxElement | undefined {
  for (const match of html.matchAll(/<([A-Za-z][\w.:-]*)/g)) {
    const name = match[1] ?? '';
    if (!isEmbedElement(name)) continue;
    const rest = html.slice(match.index);
    const parsed = parseJsxElement(rest);
    if (parsed) return parsed;
    const tag = /^<[A-Za-z][\w.:-]*([^>]*?)\/?>/.exec(rest);
    return {
      name,
      attributes: jsxAttributes(tag?.[1] ?? ''),
      expressions: [],
      content: '',
      length: tag?.[0].length ?? 0,
    };
  }
  return undefined;
}

/**
 * The parts of an embed's address path that the frame the site loads for it (`embedSource(address).src`) does not
 * have: a frame that drops them shows another page (`codesandbox.io/embed/github/owner/repo/…` framed as
 * `codesandbox.io/embed/github`).
 */
export function lostPathParts(address: string, src: string): string[] {
  const parts = (url: string) => {
    try {
      return new URL(url).pathname.split('/').filter((part) => part !== '');
    } catch {
      return [];
    }
  };
  const kept = new Set(parts(src));
  return parts(address).filter((part) => !kept.has(part) && !EMBED_ROUTING_PARTS.has(part));
}
