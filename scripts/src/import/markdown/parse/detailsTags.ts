import { jsxAttributes } from './jsxAttributes.ts';

/**
 * A line that is only a collapsible section's tag: `<details>` (or `<details open>`, or Docusaurus's
 * `<Details summary="…">`), perhaps with its `<summary>…</summary>` on the same line, a `<summary>` line, or the
 * closing tag. Such lines are set apart by blank lines before the real parse, as tab tags are, so each parses as
 * an HTML node of its own and the Markdown between them as Markdown.
 */
export const DETAILS_TAG_LINE =
  /^[ \t]*(?:<(?:details|Details)(?:\s[^<>]*)?>(?:\s*<summary(?:\s[^<>]*)?>.*<\/summary>)?|<\/(?:details|Details)>|<summary(?:\s[^<>]*)?>.*<\/summary>)[ \t]*$/;

export type DetailsTag =
  | { kind: 'open'; open: boolean; summary?: string; rest: string; closed: boolean }
  | { kind: 'summary'; summary: string }
  | { kind: 'close' };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The text of some inline HTML: tags dropped, the common entities decoded, white space collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An HTML node that opens, names or closes a collapsible section, read; else undefined. */
export function parseDetailsTag(html: string): DetailsTag | undefined {
  const value = html.trim();
  if (/^<\/(?:details|Details)\s*>$/.test(value)) return { kind: 'close' };
  const summary = /^<summary(?:\s[^<>]*)?>([\s\S]*?)<\/summary>$/.exec(value);
  if (summary) return { kind: 'summary', summary: htmlText(summary[1] ?? '') };
  const open = /^<(details|Details)(\s[^<>]*?)?\/?>([\s\S]*)$/.exec(value);
  if (!open) return undefined;
  const [, name = 'details', rawAttributes = ''] = open;
  let rest = open[3] ?? '';
  const attributes = jsxAttributes(rawAttributes);
  const tag: Extract<DetailsTag, { kind: 'open' }> = {
    kind: 'open',
    open: attributes.get('open') !== undefined && attributes.get('open') !== 'false',
    rest: '',
    closed: false,
  };
  const given = attributes.get('summary');
  if (typeof given === 'string') tag.summary = given;
  const inner = /^\s*<summary(?:\s[^<>]*)?>([\s\S]*?)<\/summary>/.exec(rest);
  if (inner) {
    tag.summary = htmlText(inner[1] ?? '');
    rest = rest.slice(inner[0].length);
  }
  const closing = new RegExp(`</${name}\\s*>\\s*$`).exec(rest);
  if (closing) {
    tag.closed = true;
    rest = rest.slice(0, closing.index);
  }
  tag.rest = rest.trim();
  return tag;
}
