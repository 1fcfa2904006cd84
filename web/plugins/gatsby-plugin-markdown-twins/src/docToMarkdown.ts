import {
  DefaultTableRenderer,
  type PortableTextMarkRenderer,
  type PortableTextTypeRenderer,
  portableTextToMarkdown,
} from '@portabletext/markdown';
import type { PortableTextValue } from '@react-redux-docs/web/render';

/** What a twin needs beyond the doc: where the site lives, so its links and images work wherever the text goes. */
export interface TwinContext {
  /** The site's address, such as `https://react-redux.js.org`; links and images are made absolute against it. */
  siteUrl: string;
  /** The page's route (`api/hooks`), which a link to one of its own sections (`#useselector`) is made absolute with. */
  route?: string;
}

export interface TwinDoc {
  title: string;
  body: PortableTextValue | null | undefined;
}

/**
 * A doc as Markdown: its title as the one `#` heading, then its body. Code blocks keep their language and title,
 * admonitions become GitHub's alerts, each tab's content follows its label, images and links are absolute, embeds
 * are links titled as on the page.
 */
export function docToMarkdown(doc: TwinDoc, context: TwinContext): string {
  return `# ${inlineText(doc.title)}\n\n${bodyToMarkdown(doc.body ?? [], context)}\n`;
}

/** Portable Text as Markdown, with the renderers of this site's block and mark types. */
export function bodyToMarkdown(blocks: PortableTextValue, context: TwinContext): string {
  const nested = (body: PortableTextValue | undefined) => bodyToMarkdown(body ?? [], context);
  return portableTextToMarkdown(blocks, {
    marks: {
      link: linkMark(context),
      internalLink: linkMark(context),
      // Markdown has no syntax of its own for these; its readers take HTML's.
      sup: htmlMark('sup'),
      sub: htmlMark('sub'),
      kbd: htmlMark('kbd'),
      mark: htmlMark('mark'),
    },
    types: {
      code: codeBlock,
      admonition: admonition(nested),
      table,
      tabs: tabs(nested),
      image: image(context),
      inlineImage: inlineImage(context),
      embed,
      divider: () => '---',
      math: mathBlock,
      // The cards are the sidebar's, which the twin does not carry: the sidebar's pages have twins of their own.
      docCards: () => '',
      inlineMath,
      collapsible: collapsible(nested),
      anchor: inlineAnchor,
    },
  }).trim();
}

/** An address of the site (`/api/hooks#useselector`) made absolute; other addresses as they are. */
export function absoluteUrl(href: string, siteUrl: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  return `${siteUrl.replace(/\/+$/, '')}${href}`;
}

/** Text in a heading or a link label, where Markdown would read its brackets, stars and backticks as syntax. */
function inlineText(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, '\\$1');
}

const linkMark =
  (context: TwinContext): PortableTextMarkRenderer<{ _type: string; href?: string }> =>
  ({ value, children }) => {
    const href = value?.href;
    return href
      ? `[${children}](${absoluteUrl(href, context.siteUrl).replace(/[()\s]/g, encodeURIComponent)})`
      : children;
  };

type CollapsibleValue = { _type: 'collapsible'; summary?: string; open?: boolean; body?: PortableTextValue };

/** A collapsible section as the HTML GitHub and other Markdown readers show as one: its summary, then its text. */
const collapsible =
  (nested: (body: PortableTextValue | undefined) => string): PortableTextTypeRenderer<CollapsibleValue> =>
  ({ value }) =>
    `<details${value.open ? ' open' : ''}>\n<summary>${escapeHtml(value.summary ?? '')}</summary>\n\n${nested(value.body)}\n\n</details>`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const htmlMark =
  (tag: string): PortableTextMarkRenderer =>
  ({ children }) =>
    `<${tag}>${children}</${tag}>`;

/** An Anchor object as HTML's named place, which Markdown readers on GitHub and elsewhere link to too. */
const inlineAnchor: PortableTextTypeRenderer<{ _type: 'anchor'; id?: string }> = ({ value }) =>
  value.id ? `<a id="${value.id.replace(/[^\w-]/g, '')}"></a>` : '';

type MathValue = { tex?: string };

/** A formula as GitHub's Markdown writes one (`$$` lines around the TeX), which most Markdown readers draw. */
const mathBlock: PortableTextTypeRenderer<MathValue & { _type: 'math' }> = ({ value }) =>
  value.tex?.trim() ? `$$\n${value.tex.trim()}\n$$` : '';

/** A formula in a line of text, between dollar signs as GitHub's Markdown writes one. */
const inlineMath: PortableTextTypeRenderer<MathValue & { _type: 'inlineMath' }> = ({ value }) =>
  value.tex?.trim() ? `$${value.tex.trim()}$` : '';

type CodeValue = { _type: 'code'; code?: string; language?: string; filename?: string };

/** A fenced block, its fence longer than any run of backticks in the code; the title as Docusaurus writes it. */
const codeBlock: PortableTextTypeRenderer<CodeValue> = ({ value }) => {
  const code = (value.code ?? '').replace(/\n+$/, '');
  const longestRun = Math.max(0, ...[...code.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  const title = value.filename ? ` title=${JSON.stringify(value.filename)}` : '';
  return `${fence}${value.language ?? ''}${title}\n${code}\n${fence}`;
};

/** GitHub's alert kinds, which most Markdown readers now show as callouts, for the schema's admonition kinds. */
const ALERT_KINDS: Record<string, string> = {
  note: 'NOTE',
  tip: 'TIP',
  info: 'IMPORTANT',
  warning: 'WARNING',
  caution: 'WARNING',
  danger: 'CAUTION',
};

type AdmonitionValue = { _type: 'admonition'; kind?: string; title?: string; body?: PortableTextValue };

type Nested = (body: PortableTextValue | undefined) => string;

const admonition =
  (nested: Nested): PortableTextTypeRenderer<AdmonitionValue> =>
  ({ value }) => {
    const title = value.title ? [`**${inlineText(value.title)}**`] : [];
    const lines = [...title, nested(value.body)].join('\n\n').split('\n');
    const kind = ALERT_KINDS[value.kind ?? ''] ?? 'NOTE';
    return [`> [!${kind}]`, ...lines.map((line) => (line === '' ? '>' : `> ${line}`))].join('\n');
  };

type TableValue = {
  _type: 'table';
  hasHeaderRow?: boolean;
  rows?: { _key: string; cells?: { _key: string; content?: PortableTextValue }[] }[];
};

/** A GFM table through the library's own renderer, from the schema's shape (a header row or none). */
const table: PortableTextTypeRenderer<TableValue> = (options) =>
  DefaultTableRenderer({
    ...options,
    value: {
      _type: 'table',
      headerRows: options.value.hasHeaderRow ? 1 : 0,
      alignment: undefined,
      // The renderer takes only typed rows and cells, as Portable Text objects are.
      rows: (options.value.rows ?? []).map((row) => ({
        _type: 'tableRow',
        _key: row._key,
        cells: (row.cells ?? []).map((cell) => ({
          _type: 'tableCell',
          _key: cell._key,
          value: (cell.content ?? []) as Parameters<
            typeof DefaultTableRenderer
          >[0]['value']['rows'][number]['cells'][number]['value'],
        })),
      })),
    },
  });

type TabsValue = { _type: 'tabs'; tabs?: { _key?: string; label?: string; body?: PortableTextValue }[] };

/** Every tab's content one after another, each under its label in bold: a reader of the text sees all of them. */
const tabs =
  (nested: Nested): PortableTextTypeRenderer<TabsValue> =>
  ({ value }) =>
    (value.tabs ?? []).map((tab) => `**${inlineText(tab.label ?? '')}**\n\n${nested(tab.body)}`).join('\n\n');

type ImageValue = { _type: 'image'; alt?: string; caption?: string; asset?: { url?: string } | null };

const image =
  (context: TwinContext): PortableTextTypeRenderer<ImageValue> =>
  ({ value }) => {
    const url = value.asset?.url;
    if (!url) return '';
    const title = value.caption ? ` ${JSON.stringify(value.caption)}` : '';
    return `![${inlineText(value.alt ?? '')}](${absoluteUrl(url, context.siteUrl)}${title})`;
  };

/** An image in a line of text (a table cell's badge), linked when it has an address, as `[![…](…)](…)` is. */
const inlineImage =
  (context: TwinContext): PortableTextTypeRenderer<ImageValue & { href?: string }> =>
  (options) => {
    const markdown = image(context)(options);
    const href = options.value.href;
    return markdown && href ? `[${markdown}](${absoluteUrl(href, context.siteUrl)})` : markdown;
  };

type EmbedValue = { _type: 'embed'; url?: string; title?: string };

/** An embedded player or editor as the link the page shows under it. */
const embed: PortableTextTypeRenderer<EmbedValue> = ({ value }) =>
  value.url ? `[${inlineText(value.title || 'Embedded content')}](${value.url})` : '';
