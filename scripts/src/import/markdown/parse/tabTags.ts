import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { DETAILS_TAG_LINE } from './detailsTags.ts';
import { jsxAttributes } from './jsxAttributes.ts';

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
  const lines = joinMultiLineTags(text.split('\n'));
  const code = new Set<number>();
  visit(firstParse, 'code', (node) => {
    if (!node.position) return;
    for (let line = node.position.start.line; line <= node.position.end.line; line++) code.add(line);
  });
  const isTag = (index: number) =>
    !code.has(lines[index]?.line ?? 0) &&
    (TAB_TAG_LINE.test(lines[index]?.text ?? '') || DETAILS_TAG_LINE.test(lines[index]?.text ?? ''));
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

/** The first line of a `<summary>` whose text and closing tag follow on later lines (`<b>Title</b>`, `</summary>`). */
const SUMMARY_START = /^[ \t]*<summary(?:\s[^<>]*)?>(?:(?!<\/summary>).)*$/;

/** Where a tag begun on line `index` ends, for the tags that may run over several lines; -1 when none does. */
function tagEnd(lines: readonly string[], index: number): number {
  const line = lines[index] ?? '';
  const ending = TABS_OPENING_START.test(line)
    ? /^[^<]*>\s*$/
    : SUMMARY_START.test(line)
      ? /<\/summary>\s*$/
      : undefined;
  if (!ending) return -1;
  return lines.findIndex((candidate, at) => at > index && at <= index + 30 && ending.test(candidate));
}

/**
 * Lines with their original numbers, a `<Tabs` opening or a `<summary>` written over several lines joined into one
 * (at its first line), so it is a tag line like the others. Code fences are not looked into: a tag ends at the
 * first line that ends it within a few lines, or is left as it is.
 */
function joinMultiLineTags(lines: readonly string[]): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const end = tagEnd(lines, index);
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
