import { anchorProblem } from '@react-redux-docs/schemas';
import type { Html, Image, Link, PhrasingContent } from 'mdast';
import { clip } from '../conversion/text.ts';
import { withMark } from '../conversion/textBlocks.ts';
import type { Conversion, InlineOut } from '../conversion/types.ts';
import { withStaticSources } from '../parse/jsxAttributes.ts';
import { link } from './link.ts';

/** HTML's inline elements that are marks here, by tag name. */
const MARK_TAGS: Record<string, string> = {
  sup: 'sup',
  sub: 'sub',
  kbd: 'kbd',
  mark: 'mark',
  code: 'code',
  b: 'strong',
  strong: 'strong',
  i: 'em',
  em: 'em',
  s: 'strike-through',
  del: 'strike-through',
  strike: 'strike-through',
};

/** Elements whose text stays, without a mark of their own. */
const PLAIN_TAGS = new Set(['span', 'small', 'u', 'abbr', 'cite', 'q', 'time', 'var', 'samp', 'font', 'big']);

const openingTag = (value: string) => /^<([a-z]+)(?:\s[^<>]*)?>$/i.exec(value.trim())?.[1]?.toLowerCase();
const attributeOf = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|\\{\\s*["']([^"']*)["']\\s*\\})`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((found) => found !== undefined);
const isClosingTag = (node: PhrasingContent, tag: string) =>
  node.type === 'html' && new RegExp(`^</${tag}\\s*>$`, 'i').test(node.value.trim());

/** An Anchor object named `name` in the line, or a warning when the name is not one an anchor can have. */
function pushAnchor(conversion: Pick<Conversion, 'diagnostics'>, node: Html, name: string, out: InlineOut): void {
  if (anchorProblem(name) === undefined) out.spans.push({ text: '', marks: [], anchor: name });
  else
    conversion.diagnostics.warn(
      node,
      `anchor "${name}" skipped: anchor names use lowercase letters (of any script), digits, - and _`,
    );
}

/** The name an `<a id="…">` or `<a name="…">` without an address gives its place, if that is what the tag is. */
function anchorName(value: string): string | undefined {
  const tag = /^<a\s([^>]*?)\/?>$/i.exec(value.trim());
  if (!tag || /\bhref\s*=/i.test(tag[1] ?? '')) return undefined;
  return /\b(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{?["']([^"']*)["']\}?)/i
    .exec(tag[1] ?? '')
    ?.slice(1)
    .find((found) => found !== undefined);
}

/**
 * Inline HTML from `nodes[index]`: `<br>` is a line break; `<sup>`, `<sub>`, `<kbd>` and `<mark>` mark the text up
 * to their closing tag; `<a id="…">` is an Anchor object; comments and closing tags vanish; anything else is skipped
 * and said. Returns the index of the last node it used (the closing tag of a mark).
 */
export function inlineHtml(
  conversion: Pick<Conversion, 'diagnostics' | 'dispatch' | 'options' | 'text'>,
  nodes: readonly PhrasingContent[],
  index: number,
  marks: string[],
  out: InlineOut,
  where: string,
): number {
  const node = nodes[index] as Html;
  const value = withStaticSources(node.value.trim());
  if (/^<br\s*\/?>$/i.test(value)) {
    out.spans.push({ text: '\n', marks });
    return index;
  }
  const tag = openingTag(value);
  const mark = tag ? MARK_TAGS[tag] : undefined;
  const href = tag === 'a' ? attributeOf(value, 'href') : undefined;
  if (tag && (mark || href !== undefined || PLAIN_TAGS.has(tag))) {
    const end = nodes.findIndex((other, at) => at > index && isClosingTag(other, tag));
    if (end < 0) {
      conversion.diagnostics.warn(node, `<${tag}> without its </${tag}>: its text is kept without the mark`);
      return index;
    }
    const inside = nodes.slice(index + 1, end);
    if (href !== undefined) {
      // A link that also names its place (`<a href="#p1" name="p1">`): the place first, as an Anchor object.
      const named = attributeOf(value, 'id') ?? attributeOf(value, 'name');
      if (named !== undefined) pushAnchor(conversion, node, named, out);
      // `<a href="…">text</a>`: a link, resolved and checked as a Markdown link is.
      const anchor: Link = {
        type: 'link',
        url: href,
        children: inside,
        ...(node.position ? { position: node.position } : {}),
      };
      link(conversion, href, anchor, marks, out);
    } else conversion.dispatch.inline(inside, mark ? withMark(marks, mark) : marks, out, where);
    return end;
  }
  if (tag === 'img') {
    const src = attributeOf(value, 'src');
    if (src !== undefined) {
      const alt = attributeOf(value, 'alt') ?? '';
      const image: Image = { type: 'image', url: src, alt, ...(node.position ? { position: node.position } : {}) };
      conversion.dispatch.inline([image], marks, out, where);
      return index;
    }
  }
  const anchor = anchorName(value);
  if (anchor !== undefined) {
    pushAnchor(conversion, node, anchor, out);
    return index;
  }
  if (/^<!--[\s\S]*-->$/.test(value) || /^<\//.test(value)) return index;
  const jsx = /^<[A-Z]/.test(value);
  conversion.diagnostics.warn(node, `skipped inline ${jsx ? 'JSX' : 'HTML'} ${clip(value)}`, jsx ? 'jsx' : 'html');
  return index;
}
