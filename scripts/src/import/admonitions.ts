import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { openingFence, unclosedFence } from './code.ts';
import type { AdmonitionKind } from './types.ts';

/**
 * Docusaurus admonitions (`:::tip Title` … `:::`) are not Markdown, so remark
 * folds their marker lines into neighbouring paragraphs, table rows or lazy
 * list continuations. Before the real parse, every marker line outside code
 * and HTML (found with a first remark parse, so fences containing `:::` are
 * untouched) gets a blank line above and below: each marker then parses as a
 * paragraph of its own, which `MarkdownSource.group` turns into an admonition.
 */
export interface IsolatedMarkers {
  /** The Markdown with blank lines around marker lines. */
  text: string;
  /** `lineMap[n - 1]` is the original line of line `n` of `text`. */
  lineMap: number[];
  /** Lines of `text` that hold a marker. */
  markerLines: Set<number>;
}

const MARKER_LINE = /^((?:[ \t]*>)*[ \t]*)(:{3,}(?:[A-Za-z][\w-]*.*|[ \t]*))$/;

/** Lines that are code or HTML in `tree`: a marker there is text, not a marker. */
function literalLines(tree: Root): Set<number> {
  const literal = new Set<number>();
  visit(tree, (node) => {
    if (!node.position) return;
    const { start, end } = node.position;
    if (node.type === 'code' || node.type === 'html') {
      for (let line = start.line; line <= end.line; line++) literal.add(line);
    } else if (node.type === 'inlineCode') {
      for (let line = start.line + 1; line <= end.line; line++) literal.add(line);
    }
  });
  return literal;
}

export function isolateAdmonitionMarkers(text: string, firstParse: Root): IsolatedMarkers {
  const lines = text.split('\n');
  const literal = literalLines(firstParse);

  const out: string[] = [];
  const lineMap: number[] = [];
  const markerLines = new Set<number>();
  const push = (line: string, original: number) => {
    out.push(line);
    lineMap.push(original);
  };
  lines.forEach((line, index) => {
    const original = index + 1;
    const match = literal.has(original) ? null : MARKER_LINE.exec(line);
    if (!match) {
      push(line, original);
      return;
    }
    const blank = (match[1] ?? '').replace(/[ \t]+$/, '');
    push(blank, original);
    push(line, original);
    markerLines.add(out.length);
    push(blank, original);
  });
  return { text: out.join('\n'), lineMap, markerLines };
}

/** A code fence that an admonition's closing line ended, as MDX ends it. Lines are lines of the input text. */
export interface FenceCut {
  /** The fence's opening line, e.g. ```` ```js ````, and its line. */
  fence: string;
  fenceLine: number;
  /** The closing `:::` line that ended it, and the admonition's opening marker and line. */
  markerLine: number;
  admonition: string;
  admonitionLine: number;
  /** The fence had a closing line of its own further down (the `:::` was meant as code). */
  closedLater: boolean;
}

export interface ClosedFences {
  text: string;
  /** `lineMap[n - 1]` is the line of the input text that line `n` of `text` comes from. */
  lineMap: number[];
  cuts: FenceCut[];
}

interface OpenAdmonition {
  colons: number;
  quotes: number;
  line: number;
  marker: string;
}

/**
 * In MDX (Docusaurus's admonitions are its container directives) an admonition checks each of its lines for its
 * closing `:::` before anything inside it, so that line closes the admonition even in the middle of a code block
 * in it: a fence left open is closed there (and a `:::` meant as code ends the code). CommonMark would let the
 * fence run on. Here a closing fence line is added before each such `:::`, so that the Markdown parses as MDX
 * reads it; each cut is returned for a warning. `parse` parses Markdown; `firstParse` is `parse(text)` if known.
 */
export function closeFencesAtAdmonitionEnds(
  text: string,
  parse: (text: string) => Root,
  firstParse: Root = parse(text),
): ClosedFences {
  const lines = text.split('\n');
  const lineMap = lines.map((_, index) => index + 1);
  const cuts: FenceCut[] = [];
  let tree = firstParse;
  for (let cut = findFenceCut(lines, tree); cut; cut = findFenceCut(lines, tree)) {
    const { node, at, open, fence } = cut;
    const opening = lines[(node.position?.start.line ?? 1) - 1] ?? '';
    const indent = opening.slice(0, opening.indexOf(fence, (node.position?.start.column ?? 1) - 1));
    // The closing fence keeps the opening's quote markers and indentation; a list marker becomes spaces.
    const closer = `${indent.replace(/[-*+]|\d+[.)]/g, (marker) => ' '.repeat(marker.length))}${fence}`;
    cuts.push({
      fence: opening.slice(indent.length).trim(),
      fenceLine: lineMap[(node.position?.start.line ?? 1) - 1] ?? 1,
      markerLine: lineMap[at] ?? 1,
      admonition: open.marker,
      admonitionLine: lineMap[open.line - 1] ?? 1,
      closedLater: unclosedFence(node, lines) === undefined,
    });
    lines.splice(at, 0, closer);
    lineMap.splice(at, 0, lineMap[at] ?? 1);
    tree = parse(lines.join('\n'));
  }
  return { text: lines.join('\n'), lineMap, cuts };
}

/** The first closing `:::` inside a fenced code block opened in an open admonition, in `tree` (parsed from `lines`). */
function findFenceCut(lines: readonly string[], tree: Root) {
  const fenced = new Map<number, { node: Code; fence: string }>();
  visit(tree, 'code', (node) => {
    const fence = openingFence(node, lines);
    const { start, end } = node.position ?? {};
    if (!fence || !start || !end) return;
    for (let line = start.line + 1; line <= end.line; line++) fenced.set(line, { node, fence });
  });
  if (fenced.size === 0) return undefined;
  const literal = literalLines(tree);
  const open: OpenAdmonition[] = [];
  for (let index = 0; index < lines.length; index++) {
    const match = MARKER_LINE.exec(lines[index] ?? '');
    if (!match) continue;
    const quotes = (match[1] ?? '').split('>').length - 1;
    const marker = parseMarker(match[2] ?? '');
    if (!marker) continue;
    const code = fenced.get(index + 1);
    if (code) {
      const innermost = open.at(-1);
      if (
        marker.type === 'close' &&
        innermost &&
        innermost.quotes === quotes &&
        marker.fence.length >= innermost.colons
      )
        return { ...code, at: index, open: innermost };
      continue;
    }
    if (literal.has(index + 1)) continue;
    if (marker.type === 'open') {
      open.push({ colons: marker.fence.length, quotes, line: index + 1, marker: `${marker.fence}${marker.rawKind}` });
    } else {
      open.pop();
    }
  }
  return undefined;
}

export type Marker =
  | { type: 'open'; fence: string; rawKind: string; title?: string }
  | { type: 'close'; fence: string };

/** Reads the plain text of a marker paragraph, e.g. `:::tip[Keep it short]`. */
export function parseMarker(text: string): Marker | undefined {
  const trimmed = text.trim();
  const close = /^(:{3,})$/.exec(trimmed);
  if (close) return { type: 'close', fence: close[1] ?? ':::' };
  const open = /^(:{3,})([A-Za-z][\w-]*)(.*)$/s.exec(trimmed);
  if (!open) return undefined;
  const rest = (open[3] ?? '').trim();
  let title: string | undefined;
  const bracket = /^\[(.*)\]\s*(\{.*\})?$/s.exec(rest);
  const attributes = /^\{(.*)\}$/s.exec(rest);
  if (bracket) title = bracket[1];
  else if (attributes)
    title = /title\s*=\s*(?:"([^"]*)"|'([^']*)')/
      .exec(attributes[1] ?? '')
      ?.slice(1)
      .find((t) => t !== undefined);
  else title = rest;
  title = title?.trim();
  return { type: 'open', fence: open[1] ?? ':::', rawKind: open[2] ?? '', ...(title ? { title } : {}) };
}

const KIND_ALIASES: Record<string, AdmonitionKind> = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  caution: 'caution',
  danger: 'danger',
  warning: 'caution',
  important: 'info',
  success: 'tip',
  secondary: 'note',
};

/** Maps a Docusaurus admonition keyword to one of the schema's kinds. */
export function admonitionKind(raw: string): AdmonitionKind | undefined {
  return KIND_ALIASES[raw.toLowerCase()];
}
