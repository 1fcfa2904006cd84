import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { JsxElement } from '../types.ts';
import { parseJsxElement } from './jsxElement.ts';

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
