import type { Element, Nodes, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';

/** What a built page shows a reader as its content: its title and the words of its text, in order. */
export type PageText = {
  /** `doc` for a docs page, `page` for a Markdown page outside the docs. */
  kind: 'doc' | 'page';
  title: string;
  words: string[];
  /** Text outside code that reads as a JSX or HTML tag, as a reader would see it (a code block's title is such text). */
  literalTags: string[];
};

/**
 * Elements a browser lays out as boxes of their own (blocks, and buttons such as tab labels): their text never runs
 * into the text beside them.
 */
const BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'button',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/**
 * Never text a reader sees: a formula's TeX source (MathML's `annotation`) neither. Hidden tab panels and closed
 * collapsibles are kept: a click shows them.
 */
const NOT_TEXT = new Set(['script', 'style', 'template', 'svg', 'noscript', 'annotation']);

/**
 * Letters and digits in runs, lower-cased: `useSelector()` is the word "useselector". Zero-width spaces
 * (Docusaurus puts one in each heading's anchor link) are not text.
 */
export function wordsOf(text: string): string[] {
  return (
    text
      .replace(/\u200b/g, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The text of `node` as it reads on the page: inline elements run together, blocks are apart. */
export function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  if (node.type === 'element' && NOT_TEXT.has(node.tagName)) return '';
  // A copy drawn for the eye only, such as KaTeX's HTML beside its MathML: the words are the other copy's.
  if (node.type === 'element' && String(node.properties.ariaHidden) === 'true') return '';
  // A drop-down shows its chosen option, not the list.
  if (node.type === 'element' && node.tagName === 'select') {
    const options = selectAll('option', node);
    const shown = options.find((option) => option.properties.selected) ?? options[0];
    return shown ? ` ${textOf(shown)} ` : '';
  }
  const inner = node.children.map((child) => textOf(child)).join('');
  return node.type === 'element' && BLOCK_ELEMENTS.has(node.tagName) ? ` ${inner} ` : inner;
}

const LITERAL_TAG = /<\/?[A-Za-z][\w.:-]*(?:\s+[\w:-]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*\s*\/?>/g;

/** Tags written out as text (`<Links.Summary />`, `<div className="x">`) outside code, where a reader sees them. */
function literalTagsIn(node: Nodes, found: string[]): string[] {
  if (node.type === 'text') {
    for (const match of node.value.matchAll(LITERAL_TAG)) found.push(match[0]);
  } else if (
    node.type === 'root' ||
    (node.type === 'element' && !['code', 'pre', 'kbd', 'samp'].includes(node.tagName))
  )
    for (const child of node.children) literalTagsIn(child, found);
  return found;
}

function classesOf(element: Element | undefined): string[] {
  const value = element?.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function pageText(kind: PageText['kind'], title: Element | undefined, parts: readonly Element[]): PageText {
  const text = parts.map((part) => textOf(part)).join(' ');
  return {
    kind,
    title: textOf(title ?? { type: 'root', children: [] })
      .replace(/\u200b/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
    words: wordsOf(text),
    literalTags: parts.flatMap((part) => literalTagsIn(part, [])),
  };
}

/**
 * A Docusaurus page's content: a docs page's `.theme-doc-markdown` (its title and text), a Markdown page's
 * article. Undefined for every other page (blog, home, generated category indexes, search).
 */
export function docusaurusPageText(html: string): PageText | undefined {
  const tree: Root = fromHtml(html);
  const root = select('html', tree);
  const classes = classesOf(root);
  if (classes.includes('docs-doc-page')) {
    const markdown = select('.theme-doc-markdown', tree);
    if (!markdown) return undefined;
    for (const link of selectAll('.hash-link', markdown)) link.children = [];
    return pageText('doc', select('h1', markdown), [markdown]);
  }
  if (classes.includes('mdx-page')) {
    const article = select('main article', tree);
    return article ? pageText('page', select('h1', article), [article]) : undefined;
  }
  return undefined;
}

/**
 * A page of our build's content: the title and the text written in the Studio (`[data-rich-text]`) of a docs
 * page or standalone page, the pages with a Markdown twin. Undefined for every other page.
 */
export function ourPageText(html: string): PageText | undefined {
  const tree: Root = fromHtml(html);
  if (!select('link[rel=alternate][type="text/markdown"]', tree)) return undefined;
  const article = select('main article', tree);
  if (!article) return undefined;
  const kind = select('nav[aria-label="Docs sidebar"]', tree) ? 'doc' : 'page';
  const title = select('h1', article);
  return pageText(kind, title, [...(title ? [title] : []), ...selectAll('[data-rich-text]', article)]);
}
