import type { Html } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseForElements } from '../../components/findElements.ts';
import { htmlToMarkdown } from '../../components/htmlToMarkdown.ts';
import { partialUse } from '../../snippets/partialUse.ts';
import { isBlankHtml } from '../blankContent.ts';
import { CONTAINER_NAMES } from '../conversion/scope.ts';
import { clip } from '../conversion/text.ts';
import type { Conversion, Scope } from '../conversion/types.ts';
import { isEmbedElement } from '../parse/embedElements.ts';
import { jsxAttributes, withStaticSources } from '../parse/jsxAttributes.ts';
import { parseJsxElement } from '../parse/jsxElement.ts';
import type { JsxElement } from '../types.ts';
import { embed } from './embed.ts';

/** An HTML or JSX block: an embed where it holds one; else skipped with a warning (comments silently). */
export function flowHtml(
  conversion: Pick<Conversion, 'diagnostics' | 'blocks' | 'options' | 'dispatch'>,
  node: Html,
  scope: Scope,
): void {
  const rest = node.value.replace(/<!--[\s\S]*?(?:-->|$)/g, '').trim();
  if (rest === '') return;
  if (includePartial(conversion, rest, node, scope)) return;
  // What `@theme/DocCardList` rendered (components/docusaurus/DocCardList.ts): the cards of the doc's category.
  if (DOC_CARD_LIST.test(rest)) {
    conversion.blocks.emit({ _type: 'docCards', of: 'category' }, scope, node);
    return;
  }
  const element = embedElementIn(rest);
  if (element) {
    const block = embed(conversion, element, node);
    if (block) conversion.blocks.emit(block, scope, node);
    return;
  }
  // A block of closing tags only: its opening tag was already reported.
  if (/^(?:<\/[A-Za-z][\w.:-]*\s*>\s*)+$/.test(rest)) return;
  // A wrapper's opening tag (`<div className="x">`): the Markdown inside it is converted where it stands. Line
  // breaks alone (`<br />` between blocks) only add space, which the site's spacing between blocks gives.
  if (WRAPPER_TAGS.test(rest) || isBlankHtml(rest)) return;
  if (convertHtml(conversion, rest, node, scope)) return;
  const jsx = /^<[A-Z]/.test(rest);
  conversion.diagnostics.warn(node, `skipped ${jsx ? 'JSX' : 'HTML'} block: ${clip(rest)}`, jsx ? 'jsx' : 'html');
}

const DOC_CARD_LIST = /^<DocCardList\s*\/>$/;

/** Opening or closing tags of elements that only group or lay out what is inside them, and nothing else. */
const WRAPPER_TAGS = /^(?:<\/?(?:div|section|article|main|aside|center|span)(?:\s[^<>]*)?>\s*)+$/i;

/** Elements whose content is kept as what it shows; anything else is reported. */
const CONVERTED_HTML =
  /^<(?:h[1-6]|p|div|section|article|main|aside|center|span|table|thead|tbody|tr|ul|ol|li|dl|blockquote|pre|img|a|b|strong|i|em|code|br|hr|figure|figcaption|picture|small|sup|sub|kbd|mark|del|s|u)[\s/>]/i;

/**
 * HTML written in the Markdown (a heading, a table, an image, a paragraph with links): the Markdown of what it shows
 * (see components/htmlToMarkdown.ts), converted like the page's own, at the HTML's line. False when it is not HTML
 * of that kind.
 */
function convertHtml(
  conversion: Pick<Conversion, 'diagnostics' | 'blocks' | 'options' | 'dispatch'>,
  html: string,
  node: Html,
  scope: Scope,
): boolean {
  if (!CONVERTED_HTML.test(html) || conversion.options.mode !== 'body') return false;
  const markdown = htmlToMarkdown(withStaticSources(html), true);
  if (markdown.trim() === '') return true;
  const tree = parseForElements(markdown);
  // Each block stands where the HTML was, for the lines in warnings.
  visit(tree, (child) => {
    child.position = node.position;
  });
  conversion.dispatch.flow(tree.children, scope);
  return true;
}

/**
 * The embed element in an HTML block that was not taken out before parsing (an iframe inside a `<div>`, or one
 * that is HTML but not valid JSX, like `width=560`): read as JSX where it is, else its attributes as HTML.
 */
function embedElementIn(html: string): JsxElement | undefined {
  for (const match of html.matchAll(/<([A-Za-z][\w.:-]*)/g)) {
    const name = match[1] ?? '';
    if (!isEmbedElement(name)) continue;
    const rest = html.slice(match.index);
    const parsed = parseJsxElement(rest);
    if (parsed) return parsed;
    const tag = /^<[A-Za-z][\w.:-]*([^>]*?)\/?>/.exec(rest);
    return {
      name,
      attributes: jsxAttributes(tag?.[1] ?? ''),
      expressions: [],
      content: '',
      length: tag?.[0].length ?? 0,
    };
  }
  return undefined;
}

/** `<Warning />` where the text imports `Warning` from a partial: a Snippet block, at the page's level only. */
function includePartial(
  conversion: Pick<Conversion, 'diagnostics' | 'blocks' | 'options'>,
  html: string,
  node: Html,
  scope: Scope,
): boolean {
  const use = partialUse(html);
  const snippets = conversion.options.snippets;
  const file = use && snippets?.named.get(use.name);
  if (!use || !snippets || !file) return false;
  if (use.attributes !== '')
    conversion.diagnostics.warn(
      node,
      `<${use.name}>: props not passed (${clip(use.attributes)}): a snippet shows the same text wherever it is included`,
    );
  const block = {
    _type: 'snippetRef' as const,
    snippet: { _type: 'reference' as const, _ref: snippets.include(file) },
  };
  if (scope.container === 'root' || scope.overflow) {
    conversion.blocks.emit(block, scope, node);
    return true;
  }
  conversion.diagnostics.warn(
    node,
    `<${use.name}> skipped: a snippet can be included at the page's level only, not inside ${CONTAINER_NAMES[scope.container]}`,
  );
  return true;
}
