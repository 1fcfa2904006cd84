import type { Element, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { defaultHandlers, type Handle, type NodeHandle, toMdast } from 'hast-util-to-mdast';
import { toText } from 'hast-util-to-text';
import type { Code, Html, Nodes, Root } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { type Options as ToMarkdownOptions, toMarkdown } from 'mdast-util-to-markdown';
import { visit } from 'unist-util-visit';
import { protectBraces } from '../markdown/literalBraces.ts';
import { CHILDREN_TAG } from './childrenTag.ts';

/** Where an element's children go in the Markdown of what it rendered: replaced by their own Markdown. */
export const CHILDREN_MARKER = '\u0000children\u0000';

const html = (value: string): Html => ({ type: 'html', value });
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const dataOf = (element: Element, name: string) => {
  const value = element.properties[name];
  return value === undefined || value === null ? undefined : String(value);
};
const isImport = (node: unknown, kind: string) =>
  (node as Element).type === 'element' && (node as Element).properties?.dataImport === kind;

/** What the Docusaurus stand-ins render (docusaurus/), read back as the Markdown a writer would have written. */
const HANDLERS: Record<string, Handle> = {
  [CHILDREN_TAG]: () => html(CHILDREN_MARKER),
  div(state, element) {
    if (isImport(element, 'tabs')) {
      const group = dataOf(element, 'dataGroupId');
      const items = element.children.filter((child): child is Element => isImport(child, 'tab-item'));
      return [
        html(group ? `<Tabs groupId="${attribute(group)}">` : '<Tabs>'),
        ...items.flatMap((item) => [
          html(
            `<TabItem value="${attribute(dataOf(item, 'dataValue') ?? '')}" label="${attribute(dataOf(item, 'dataLabel') ?? '')}"${dataOf(item, 'dataDefault') ? ' default' : ''}>`,
          ),
          ...state.toFlow(state.all(item)),
          html('</TabItem>'),
        ]),
        html('</Tabs>'),
      ];
    }
    // Read by the converter as the cards of the doc's category (markdown/flow/html.ts).
    if (isImport(element, 'doc-cards')) return html('<DocCardList />');
    if (isImport(element, 'admonition')) {
      const title = element.children.find((child) => isImport(child, 'admonition-title')) as Element | undefined;
      const rest = { ...element, children: element.children.filter((child) => child !== title) };
      const heading = title ? `[${toText(title).replace(/\s+/g, ' ').trim()}]` : '';
      return [
        html(`:::${dataOf(element, 'dataType') ?? 'note'}${heading}`),
        ...state.toFlow(state.all(rest)),
        html(':::'),
      ];
    }
    return defaultHandlers.div?.(state, element);
  },
  // A link that also names its place (`<a href="#p1" name="p1">`): the place is an anchor before the link.
  a(state, element) {
    const link = defaultHandlers.a?.(state, element) as Nodes | undefined;
    const name = dataOf(element, 'id') ?? dataOf(element, 'name');
    if (!name) return link;
    return [html(`<a id="${attribute(name)}"></a>`), ...(link ? [link] : [])] as Nodes[];
  },
  // Buttons are boxes of their own: their words never run into the next button's.
  button: (state, element) => [...state.all(element), { type: 'text', value: ' ' }] as Nodes[],
  details(state, element) {
    const summary = element.children.find(
      (child): child is Element => child.type === 'element' && child.tagName === 'summary',
    );
    const rest = { ...element, children: element.children.filter((child) => child !== summary) };
    const title = summary ? toText(summary).replace(/\s+/g, ' ').trim() : 'Details';
    return [
      html('<details>'),
      html(`<summary>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</summary>`),
      ...state.toFlow(state.all(rest)),
      html('</details>'),
    ];
  },
  pre(state, element) {
    if (!isImport(element, 'code')) return defaultHandlers.pre?.(state, element);
    const title = dataOf(element, 'dataTitle');
    const meta = [title ? `title="${title.replace(/"/g, '')}"` : '', dataOf(element, 'dataMeta') ?? ''].filter(Boolean);
    const node = {
      type: 'code' as const,
      lang: dataOf(element, 'dataLanguage') ?? null,
      meta: meta.length > 0 ? meta.join(' ') : null,
      value: toText(element, { whitespace: 'pre' }).replace(/\n$/, ''),
    };
    state.patch(element, node);
    return node;
  },
};
for (const depth of [1, 2, 3, 4, 5, 6] as const) {
  HANDLERS[`h${depth}`] = (state, element) => {
    const heading = defaultHandlers[`h${depth}`]?.(state, element) as Nodes | undefined;
    const id = dataOf(element, 'id');
    // The id Docusaurus gives the heading is kept as the heading's anchor.
    if (id && heading?.type === 'heading') heading.children.push({ type: 'text', value: ` {#${id}}` });
    return heading;
  };
}

/**
 * A table cell holds one line of text here, where a page may stack blocks in it (`<div>`s): each block is
 * followed by a line break, so its words never run into the next block's.
 */
function breakBlocksInCells(tree: HastRoot): void {
  const inCell = (element: Element) => {
    for (const [index, child] of [...element.children.entries()].reverse()) {
      if (child.type !== 'element') continue;
      inCell(child);
      if (!['div', 'p', 'section', 'li'].includes(child.tagName)) continue;
      child.tagName = 'span';
      if (index < element.children.length - 1)
        element.children.splice(index + 1, 0, { type: 'element', tagName: 'br', properties: {}, children: [] });
    }
  };
  visit(tree, 'element', (element: Element) => {
    if (element.tagName === 'td' || element.tagName === 'th') inCell(element);
  });
}

const MARKDOWN_OPTIONS: ToMarkdownOptions = {
  extensions: [gfmToMarkdown()],
  bullet: '-',
  fences: true,
  rule: '-',
  emphasis: '_',
  resourceLink: true,
};

/**
 * The Markdown of a component's rendered HTML: blocks when the component stood on its own lines, else one line of
 * inline Markdown. Its children's place is `CHILDREN_MARKER`.
 */
export function htmlToMarkdown(rendered: string, flow: boolean): string {
  const tree: HastRoot = fromHtml(rendered, { fragment: true });
  breakBlocksInCells(tree);
  const mdast = toMdast(tree, { handlers: HANDLERS }) as Root;
  visit(mdast, 'text', (node) => {
    node.value = protectBraces(node.value);
  });
  const markdown = toMarkdown(mdast, MARKDOWN_OPTIONS).trim();
  return flow ? markdown : markdown.replace(/\s*\n\s*/g, ' ');
}

const hasClass = (element: Element, name: string) =>
  Array.isArray(element.properties.className) && element.properties.className.includes(name);

/** What the Markdown's own code and HTML became in a HTML tree made from it (mdast-util-to-hast). */
const FROM_MARKDOWN: { handlers: Record<string, Handle>; nodeHandlers: Record<string, NodeHandle> } = {
  handlers: {
    // remark-math's formulas, back in the dollar signs they were written with.
    code: (state, element) =>
      hasClass(element, 'math-inline') ? html(`$${toText(element)}$`) : defaultHandlers.code?.(state, element),
    pre(state, element) {
      const code = element.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'code',
      );
      if (code && hasClass(code, 'math-display')) return html(`$$\n${toText(code)}\n$$`);
      const node = defaultHandlers.pre?.(state, element) as Code | undefined;
      const meta = (code?.data as { meta?: unknown } | undefined)?.meta;
      if (node?.type === 'code' && typeof meta === 'string') node.meta = meta;
      return node;
    },
  },
  // HTML and JSX written in the Markdown, which the HTML tree holds as is.
  nodeHandlers: { raw: (_state, node) => html((node as unknown as { value: string }).value) },
};

/**
 * The Markdown of a HTML tree made from a doc's own Markdown, as the site's rehype plugins left it. The doc's
 * braces stay as written: they were the doc's expressions before the tree was made.
 */
export function treeToMarkdown(tree: HastRoot): string {
  const mdast = toMdast(tree, {
    handlers: { ...HANDLERS, ...FROM_MARKDOWN.handlers },
    nodeHandlers: FROM_MARKDOWN.nodeHandlers,
  }) as Root;
  return toMarkdown(mdast, MARKDOWN_OPTIONS).trim();
}
