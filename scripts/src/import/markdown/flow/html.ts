import type { Html } from 'mdast';
import { partialUse } from '../../snippets/partials.ts';
import { CONTAINER_NAMES } from '../conversion/scope.ts';
import { clip } from '../conversion/text.ts';
import type { Conversion, Scope } from '../conversion/types.ts';
import { isEmbedElement } from '../parse/embedElements.ts';
import { jsxAttributes } from '../parse/jsxAttributes.ts';
import { parseJsxElement } from '../parse/jsxElement.ts';
import type { JsxElement } from '../types.ts';
import { embed } from './embed.ts';

/** An HTML or JSX block: an embed where it holds one; else skipped with a warning (comments silently). */
export function flowHtml(
  conversion: Pick<Conversion, 'diagnostics' | 'blocks' | 'options'>,
  node: Html,
  scope: Scope,
): void {
  const rest = node.value.replace(/<!--[\s\S]*?(?:-->|$)/g, '').trim();
  if (rest === '') return;
  if (includePartial(conversion, rest, node, scope)) return;
  const element = embedElementIn(rest);
  if (element) {
    const block = embed(conversion, element, node);
    if (block) conversion.blocks.emit(block, scope, node);
    return;
  }
  // A block of closing tags only: its opening tag was already reported.
  if (/^(?:<\/[A-Za-z][\w.:-]*\s*>\s*)+$/.test(rest)) return;
  conversion.diagnostics.warn(node, `skipped ${/^<[A-Z]/.test(rest) ? 'JSX' : 'HTML'} block: ${clip(rest)}`);
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
