import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { FenceCut } from '../types.ts';
import { literalLines, MARKER_LINE, parseMarker } from './admonitionMarkers.ts';
import { openingFence, unclosedFence } from './codeFences.ts';

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
