import { Parser } from 'acorn';
import jsx from 'acorn-jsx';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/**
 * MDX's `<Tabs>` and `<TabItem>` wrap Markdown. Without a blank line after
 * `<TabItem …>`, CommonMark reads the tag and the fence below it as one HTML
 * block, so the code would be lost. Before the real parse, every line that is
 * only such a tag (outside code) gets blank lines around it: each tag then
 * parses as an HTML node of its own, which `MarkdownSource.group` turns into
 * a tabs node, and the Markdown between them parses as Markdown.
 */
const TAB_TAG_LINE = /^[ \t]*<\/?(?:Tabs|TabItem)(?:\s[^<>]*)?\/?>[ \t]*$/;

export interface IsolatedTabTags {
  text: string;
  /** `lineMap[n - 1]` is the original line of line `n` of `text`. */
  lineMap: number[];
  /** The tag on each tag line of `text`: a paragraph there (a tag with JSX values is no HTML) is read as the tag. */
  tags: Map<number, string>;
}

/** The first line of a `<Tabs` opening tag written over several lines (JSX `values={[…]}` often is). */
const TABS_OPENING_START = /^[ \t]*<Tabs(?:\s[^<>]*)?$/;

export function isolateTabTags(text: string, firstParse: Root): IsolatedTabTags {
  const lines = joinTabsOpenings(text.split('\n'));
  const code = new Set<number>();
  visit(firstParse, 'code', (node) => {
    if (!node.position) return;
    for (let line = node.position.start.line; line <= node.position.end.line; line++) code.add(line);
  });
  const isTag = (index: number) => !code.has(lines[index]?.line ?? 0) && TAB_TAG_LINE.test(lines[index]?.text ?? '');
  const indent = dedentTabItems(
    lines.map((line) => line.text),
    isTag,
  );
  const out: string[] = [];
  const lineMap: number[] = [];
  const tags = new Map<number, string>();
  lines.forEach(({ text: line, line: original }, index) => {
    if (!isTag(index)) {
      out.push(line.slice(Math.min(indent[index] ?? 0, line.length - line.trimStart().length)));
      lineMap.push(original);
      return;
    }
    out.push('', line.trim(), '');
    lineMap.push(original, original, original);
    tags.set(out.length - 1, line.trim());
  });
  return { text: out.join('\n'), lineMap, tags };
}

/**
 * Lines with their original numbers, a `<Tabs` opening written over several lines joined into one (at its first
 * line), so it is a tag line like the others. Code fences are not looked into: an opening ends at the first line
 * ending in `>` within a few lines, or is left as it is.
 */
function joinTabsOpenings(lines: readonly string[]): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (TABS_OPENING_START.test(line)) {
      const end = lines.findIndex((candidate, at) => at > index && at <= index + 30 && /^[^<]*>\s*$/.test(candidate));
      if (end > index) {
        out.push({
          text: lines
            .slice(index, end + 1)
            .map((part) => part.trim())
            .join(' '),
          line: index + 1,
        });
        // The joined lines stay as blank lines, so line numbers after them still match the file.
        for (let at = index + 1; at <= end; at++) out.push({ text: '', line: at + 1 });
        index = end;
        continue;
      }
    }
    out.push({ text: line, line: index + 1 });
  }
  return out;
}

/**
 * How much to unindent each line: MDX has no indented code blocks, so the
 * content of a `<TabItem>` is often indented under it (a fence included);
 * CommonMark would read four spaces as code. Each TabItem's lines lose
 * their common indentation.
 */
function dedentTabItems(lines: readonly string[], isTag: (index: number) => boolean): number[] {
  const indent = lines.map(() => 0);
  let start = -1;
  lines.forEach((line, index) => {
    if (!isTag(index)) return;
    if (/^\s*<TabItem\b/.test(line)) start = index + 1;
    else if (/^\s*<\/TabItem>/.test(line) && start >= 0) {
      const body = lines.slice(start, index).filter((text) => text.trim() !== '');
      const common = Math.min(...body.map((text) => text.length - text.trimStart().length));
      if (Number.isFinite(common)) for (let i = start; i < index; i++) indent[i] = common;
      start = -1;
    }
  });
  return indent;
}

export type TabTag =
  | { kind: 'openTabs'; attributes: Map<string, string | true>; labels: Map<string, string> }
  | { kind: 'closeTabs' }
  | { kind: 'openItem'; attributes: Map<string, string | true> }
  | { kind: 'closeItem' };

/** A whole HTML node that is one `<Tabs>`/`<TabItem>` tag, read; else undefined. */
export function parseTabTag(html: string): TabTag | undefined {
  const match = /^<(\/?)(Tabs|TabItem)(\s[^<>]*?)?(\/?)>$/.exec(html.trim());
  if (!match) return undefined;
  const [, closing, name, rest = ''] = match;
  if (closing) return name === 'Tabs' ? { kind: 'closeTabs' } : { kind: 'closeItem' };
  const attributes = jsxAttributes(rest);
  if (name === 'TabItem') return { kind: 'openItem', attributes };
  return { kind: 'openTabs', attributes, labels: valuesLabels(rest) };
}

/** The labels of the legacy `values={[{ label: 'TypeScript', value: 'ts' }, …]}` prop of `<Tabs>`, by value. */
function valuesLabels(source: string): Map<string, string> {
  const labels = new Map<string, string>();
  const values = /\bvalues\s*=\s*\{\s*\[([\s\S]*)\]\s*\}/.exec(source)?.[1] ?? '';
  for (const entry of values.matchAll(/\{([^{}]*)\}/g)) {
    const field = (key: string) =>
      new RegExp(`\\b${key}\\s*:\\s*(?:'([^']*)'|"([^"]*)"|\`([^\`]*)\`)`)
        .exec(entry[1] ?? '')
        ?.slice(1)
        .find((v) => v !== undefined);
    const value = field('value');
    const label = field('label');
    if (value !== undefined && label !== undefined) labels.set(value, label);
  }
  return labels;
}

/**
 * The attributes of a JSX or HTML tag: `name="text"`, `name='text'`,
 * `name={"text"}` and `name={'text'}` as text, a bare `name` as true. Other
 * expressions (`{[…]}`) are left out.
 */
export function jsxAttributes(source: string): Map<string, string | true> {
  const attributes = new Map<string, string | true>();
  const pattern =
    /([A-Za-z_:][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`)\s*\}|(\{[^}]*\}+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const [whole, name = '', ...values] = match;
    const expression = values[5];
    if (expression !== undefined) continue;
    const value = values.slice(0, 5).find((v) => v !== undefined);
    attributes.set(name, value ?? (whole.includes('=') ? '' : true));
  }
  return attributes;
}

/** Acorn with JSX: MDX reads JSX with acorn too, so attributes are read here exactly as MDX reads them. */
const JsxParser = Parser.extend(jsx());

/** A JSX (or HTML written as JSX) element, as far as the importer reads one. */
export interface JsxElement {
  /** The tag name as written: `iframe`, `LiteYouTubeEmbed`, `Foo.Bar`. */
  name: string;
  /**
   * Attributes with a text value, however it is written (`"…"`, `'…'`, `{"…"}`, `{'…'}`, a template literal
   * without `${…}`; entities such as `&amp;` decoded), and bare ones (`allowFullScreen`) as true.
   */
  attributes: Map<string, string | true>;
  /** Attributes whose value is any other expression, and spread attributes (`{...props}`), as written. */
  expressions: string[];
  /** Text between the opening and closing tag, whitespace collapsed ('' for a self-closing element). */
  content: string;
  /** How many characters of the text the element takes. */
  length: number;
}

interface AcornNode {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

/** Longest element text tried, and most `>` tried as its end: a tag is never near either. */
const MAX_ELEMENT_LENGTH = 20_000;
const MAX_ENDS_TRIED = 400;

/**
 * The JSX element that `text` starts with (`<Name …/>` or `<Name …>…</Name>`, over any number of lines,
 * attributes in any order), or undefined when it does not start with a complete one. The element's end is the
 * first `>` at which the text so far parses as one element: an element is complete at its end and nowhere before,
 * so whatever follows it (Markdown, more text) is never read as JavaScript.
 */
export function parseJsxElement(text: string): JsxElement | undefined {
  if (!/^<[A-Za-z]/.test(text)) return undefined;
  let tried = 0;
  for (let end = text.indexOf('>'); end >= 0 && end < MAX_ELEMENT_LENGTH; end = text.indexOf('>', end + 1)) {
    if (++tried > MAX_ENDS_TRIED) return undefined;
    const source = text.slice(0, end + 1);
    let node: AcornNode;
    try {
      node = JsxParser.parseExpressionAt(source, 0, { ecmaVersion: 'latest' }) as unknown as AcornNode;
    } catch {
      continue;
    }
    if (node.type !== 'JSXElement' || node.end !== source.length) continue;
    return describeElement(node, source);
  }
  return undefined;
}

function describeElement(node: AcornNode, source: string): JsxElement {
  const opening = node.openingElement as AcornNode & { name: AcornNode; attributes: AcornNode[] };
  const attributes = new Map<string, string | true>();
  const expressions: string[] = [];
  for (const attribute of opening.attributes) {
    const written = source.slice(attribute.start, attribute.end);
    if (attribute.type !== 'JSXAttribute') {
      expressions.push(written);
      continue;
    }
    const name = jsxName(attribute.name as AcornNode);
    const value = textValue(attribute.value as AcornNode | null);
    if (value === undefined) expressions.push(written);
    else attributes.set(name, value);
  }
  const children = (node.children as AcornNode[]).map((child) =>
    child.type === 'JSXText' ? String(child.value) : source.slice(child.start, child.end),
  );
  return {
    name: jsxName(opening.name),
    attributes,
    expressions,
    content: children.join('').replace(/\s+/g, ' ').trim(),
    length: source.length,
  };
}

function jsxName(node: AcornNode): string {
  switch (node.type) {
    case 'JSXIdentifier':
      return String(node.name);
    case 'JSXNamespacedName':
      return `${jsxName(node.namespace as AcornNode)}:${jsxName(node.name as AcornNode)}`;
    case 'JSXMemberExpression':
      return `${jsxName(node.object as AcornNode)}.${jsxName(node.property as AcornNode)}`;
    default:
      return '';
  }
}

/** An attribute's value when it is text (or absent: true); undefined for any other expression. */
function textValue(value: AcornNode | null): string | true | undefined {
  if (value === null) return true;
  const expression = value.type === 'JSXExpressionContainer' ? (value.expression as AcornNode) : value;
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression.type === 'TemplateLiteral' && (expression.expressions as unknown[]).length === 0) {
    const [quasi] = expression.quasis as { value: { cooked: string | null } }[];
    return quasi?.value.cooked ?? undefined;
  }
  return undefined;
}

/**
 * Elements the importer converts (to embed blocks): `<iframe>`, and components whose name says YouTube
 * (`<YouTube>`, `<LiteYouTubeEmbed>`). Any other JSX is reported and skipped where it is.
 */
export function isEmbedElement(name: string): boolean {
  return /^iframe$/i.test(name) || (/^[A-Z]/.test(name) && /youtube/i.test(name));
}

/**
 * Where an element taken out of the text stood: two private-use characters around its index. No Markdown syntax
 * touches them, so the mark stays in the text of the paragraph the element was in.
 */
export const ELEMENT_MARK = /\uE000(\d+)\uE001/g;
export const elementMark = (index: number): string => `\uE000${index}\uE001`;

export interface PlacedElements {
  text: string;
  /** `lineMap[n - 1]` is the line of the input text that line `n` of `text` comes from. */
  lineMap: number[];
  /** The elements taken out, by the index in their mark. */
  elements: JsxElement[];
}

interface Span {
  start: number;
  end: number;
}

/**
 * MDX reads a JSX element wherever it stands: on its own lines or inside a paragraph, its attributes over several
 * lines, with `{"…"}` or template-literal values. CommonMark reads the same text as HTML only when it happens to
 * be valid HTML on one line, and as plain text otherwise. Before the real parse, every element the importer
 * converts (see isEmbedElement) that stands in a paragraph or starts an HTML block is read with a JSX parser and
 * replaced by a mark (ELEMENT_MARK) on its first line; the element's other lines are joined to it, so the text
 * around it keeps its place. The converter splits the paragraph at the mark and puts the converted element there.
 * Elements inside code, inline code, headings, tables or other HTML are left as they are.
 */
export function placeEmbedElements(text: string, firstParse: Root): PlacedElements {
  const candidates = [...text.matchAll(/<([A-Za-z][\w.:-]*)/g)].filter((match) => isEmbedElement(match[1] ?? ''));
  if (candidates.length === 0) return { text, lineMap: identityLineMap(text), elements: [] };
  // Where an element may start: anywhere in a paragraph but in its inline code, or at the start of an HTML block.
  const paragraphs: Span[] = [];
  const inlineCode: Span[] = [];
  const htmlBlocks = new Map<number, number>();
  visit(firstParse, (node, _index, parent) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    if (node.type === 'paragraph') paragraphs.push({ start, end });
    else if (node.type === 'inlineCode') inlineCode.push({ start, end });
    else if (node.type === 'html' && parent?.type !== 'paragraph') htmlBlocks.set(start, end);
  });
  const within = (spans: Span[], offset: number) => spans.find((span) => span.start <= offset && offset < span.end);
  const elements: JsxElement[] = [];
  const replaced: (Span & { index: number })[] = [];
  for (const match of candidates) {
    const start = match.index;
    if (replaced.some((span) => span.start <= start && start < span.end)) continue;
    if (within(inlineCode, start)) continue;
    const end = htmlBlocks.get(start) ?? within(paragraphs, start)?.end;
    // An admonition's marker line keeps its text: it is the admonition's title.
    if (end === undefined || /^[ \t>]*:{3,}/.test(text.slice(lineStart(text, start)))) continue;
    const found = readElement(text, start, end);
    if (!found) continue;
    replaced.push({ start, end: found.end, index: elements.length });
    elements.push(found.element);
  }
  if (replaced.length === 0) return { text, lineMap: identityLineMap(text), elements: [] };
  const parts: string[] = [];
  const lineMap = [1];
  let line = 1;
  let position = 0;
  const copy = (from: number, to: number) => {
    for (let at = text.indexOf('\n', from); at >= 0 && at < to; at = text.indexOf('\n', at + 1)) {
      line++;
      lineMap.push(line);
    }
    parts.push(text.slice(from, to));
  };
  for (const span of replaced.sort((a, b) => a.start - b.start)) {
    copy(position, span.start);
    parts.push(elementMark(span.index));
    // The element's own line breaks are gone: count them without starting output lines.
    line += text.slice(span.start, span.end).split('\n').length - 1;
    position = span.end;
  }
  copy(position, text.length);
  return { text: parts.join(''), lineMap, elements };
}

/**
 * The element starting at `start`, read from the text up to `end` (the end of its paragraph or HTML block) with
 * the container prefixes of its later lines left out: the blockquote markers its first line has, and indentation.
 */
function readElement(text: string, start: number, end: number): { element: JsxElement; end: number } | undefined {
  const quotes = text.slice(lineStart(text, start), start).split('>').length - 1;
  const prefix = new RegExp(`^(?:[ \\t]*>){0,${quotes}}[ \\t]*`);
  const chars: string[] = [];
  const offsets: number[] = [];
  let at = start;
  while (at < end) {
    const newline = text.indexOf('\n', at);
    const lineEnd = newline < 0 || newline >= end ? end : newline;
    for (let index = at; index < lineEnd; index++) {
      chars.push(text[index] ?? '');
      offsets.push(index);
    }
    if (lineEnd >= end) break;
    chars.push('\n');
    offsets.push(lineEnd);
    const next = lineEnd + 1;
    at = next + (prefix.exec(text.slice(next, Math.min(end, next + 200)))?.[0].length ?? 0);
  }
  const element = parseJsxElement(chars.join(''));
  const last = element && offsets[element.length - 1];
  return element && last !== undefined ? { element, end: last + 1 } : undefined;
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function identityLineMap(text: string): number[] {
  return text.split('\n').map((_, index) => index + 1);
}
