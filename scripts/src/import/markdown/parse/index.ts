import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { ParsedMarkdown } from '../types.ts';
import { closeFencesAtAdmonitionEnds } from './admonitionFences.ts';
import { isolateAdmonitionMarkers } from './admonitionMarkers.ts';
import { placeEmbedElements } from './embedElements.ts';
import { isolateTabTags } from './tabTags.ts';

const processor = unified().use(remarkParse).use(remarkGfm).freeze();
const withMath = processor().use(remarkMath).freeze();

/**
 * Parses Markdown as Docusaurus's MDX reads it. CommonMark reads some of it otherwise, so each step first
 * rewrites the text, with a map back to its input lines: tab tags get lines of their own, embed elements are
 * taken out, code fences an admonition closes are closed, and admonition markers get lines of their own. With
 * `math` (the site runs remark-math), `$…$` and `$$` blocks are formulas.
 */
export function parseMarkdown(input: string, options: { math: boolean } = { math: false }): ParsedMarkdown {
  // Most steps change nothing: a text is parsed once (the steps only read the trees).
  const trees = new Map<string, Root>();
  const parse = (text: string) => {
    const known = trees.get(text);
    if (known) return known;
    const tree = (options.math ? withMath : processor).parse(text);
    trees.set(text, tree);
    return tree;
  };
  const tabs = isolateTabTags(input, parse(input));
  const placed = placeEmbedElements(tabs.text, parse(tabs.text));
  const fences = closeFencesAtAdmonitionEnds(placed.text, parse);
  const isolated = isolateAdmonitionMarkers(fences.text, parse(fences.text));
  const toTabsText = (line: number) => {
    const beforeIsolating = fences.lineMap[line - 1] ?? line;
    return placed.lineMap[beforeIsolating - 1] ?? beforeIsolating;
  };
  const lineMap = isolated.lineMap.map((line) => {
    const inTabsText = toTabsText(line);
    return tabs.lineMap[inTabsText - 1] ?? inTabsText;
  });
  const tabTags = new Map<number, string>();
  isolated.lineMap.forEach((line, index) => {
    const tag = tabs.tags.get(toTabsText(line));
    if (tag !== undefined) tabTags.set(index + 1, tag);
  });
  // The fence cuts' lines are lines of the text before the fences were closed.
  const inPlacedText = (line: number) => {
    const inTabsText = placed.lineMap[line - 1] ?? line;
    return tabs.lineMap[inTabsText - 1] ?? inTabsText;
  };
  const fenceCuts = fences.cuts.map((cut) => ({
    ...cut,
    fenceLine: inPlacedText(cut.fenceLine),
    markerLine: inPlacedText(cut.markerLine),
    admonitionLine: inPlacedText(cut.admonitionLine),
  }));
  return {
    text: isolated.text,
    root: parse(isolated.text),
    lineMap,
    tabTags,
    markerLines: isolated.markerLines,
    elements: placed.elements,
    fenceCuts,
  };
}
