import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { AdmonitionKind } from '../../types.ts';

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

/** A line that is only a `:::` marker, after any blockquote markers. */
export const MARKER_LINE = /^((?:[ \t]*>)*[ \t]*)(:{3,}(?:[A-Za-z][\w-]*.*|[ \t]*))$/;

/** Lines that are code or HTML in `tree`: a marker there is text, not a marker. */
export function literalLines(tree: Root): Set<number> {
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
  warning: 'warning',
  important: 'info',
  success: 'tip',
  secondary: 'note',
};

/** Maps a Docusaurus admonition keyword to one of the schema's kinds. */
export function admonitionKind(raw: string): AdmonitionKind | undefined {
  return KIND_ALIASES[raw.toLowerCase()];
}

/**
 * The label Docusaurus 3 shows on an admonition of a keyword that is not one of the schema's kinds (`:::important`
 * reads "important", not "info"): kept as the admonition's title when it has none, so readers see the same word.
 */
export function aliasLabel(raw: string): string | undefined {
  const keyword = raw.toLowerCase();
  if (KIND_ALIASES[keyword] === undefined || KIND_ALIASES[keyword] === keyword) return undefined;
  return keyword;
}
