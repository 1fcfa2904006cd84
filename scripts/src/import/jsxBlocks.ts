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

export function isolateTabTags(text: string, firstParse: Root): { text: string; lineMap: number[] } {
  const lines = text.split('\n');
  const code = new Set<number>();
  visit(firstParse, 'code', (node) => {
    if (!node.position) return;
    for (let line = node.position.start.line; line <= node.position.end.line; line++) code.add(line);
  });
  const isTag = (index: number) => !code.has(index + 1) && TAB_TAG_LINE.test(lines[index] ?? '');
  const indent = dedentTabItems(lines, isTag);
  const out: string[] = [];
  const lineMap: number[] = [];
  lines.forEach((line, index) => {
    const original = index + 1;
    if (!isTag(index)) {
      out.push(line.slice(Math.min(indent[index] ?? 0, line.length - line.trimStart().length)));
      lineMap.push(original);
      return;
    }
    out.push('', line.trim(), '');
    lineMap.push(original, original, original);
  });
  return { text: out.join('\n'), lineMap };
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
  | { kind: 'openTabs'; attributes: Map<string, string | true> }
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
  return name === 'Tabs' ? { kind: 'openTabs', attributes } : { kind: 'openItem', attributes };
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
