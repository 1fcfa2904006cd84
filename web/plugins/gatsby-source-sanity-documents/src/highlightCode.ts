import { contrastRatio, MINIMUM_TEXT_CONTRAST } from '@react-redux-docs/schemas';
import { type BundledLanguage, createHighlighter, type Highlighter } from 'shiki';
import type { ContentNode } from './resolveContent.ts';

/**
 * One token of highlighted code: its text, then its colour in light and dark
 * mode and Shiki's font style flags (1 italic, 2 bold, 4 underline). Whitespace
 * carries no colour. Tuples keep page data small.
 */
export type CodeToken = [text: string, light?: string, dark?: string, fontStyle?: number];

/**
 * The code block backgrounds of the site's CSS (--code-background and
 * --code-highlight-background); token colours are made readable on both.
 */
export const CODE_BACKGROUNDS = {
  light: ['#f6f8fa', '#e9e2f5'],
  dark: ['#161b22', '#2c2840'],
} as const;

const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

const LANGUAGES: Record<string, BundledLanguage> = {
  javascript: 'javascript',
  js: 'javascript',
  jsx: 'jsx',
  typescript: 'typescript',
  ts: 'typescript',
  tsx: 'tsx',
  json: 'json',
  sh: 'shellscript',
  bash: 'shellscript',
  shell: 'shellscript',
  html: 'html',
  css: 'css',
  markdown: 'markdown',
  diff: 'diff',
  yaml: 'yaml',
};

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: Object.values(THEMES),
    langs: [...new Set(Object.values(LANGUAGES))],
  });
  return highlighter;
}

/**
 * Darkens (on light backgrounds) or lightens (on dark ones) a colour until it
 * is readable on every given background; the backgrounds must all be light or all dark.
 */
export function readableOn(color: string, backgrounds: readonly string[]): string {
  const [first] = backgrounds;
  if (!first || !/^#[0-9a-f]{6}$/i.test(color)) return color;
  const target = contrastRatio(first, '#000000') > contrastRatio(first, '#ffffff') ? 0 : 255;
  let channels = [1, 3, 5].map((index) => Number.parseInt(color.slice(index, index + 2), 16));
  let result = color.toLowerCase();
  const readable = () => backgrounds.every((background) => contrastRatio(result, background) >= MINIMUM_TEXT_CONTRAST);
  for (let step = 0; step < 20 && !readable(); step++) {
    channels = channels.map((channel) => Math.round(channel + (target - channel) * 0.1));
    result = `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  }
  return result;
}

function tokenize(shiki: Highlighter, code: string, language: string | undefined): CodeToken[][] {
  const lang = language ? LANGUAGES[language.toLowerCase()] : undefined;
  if (!lang) return code.split('\n').map((line) => [[line]]);
  const { tokens } = shiki.codeToTokens(code, { lang, themes: THEMES });
  return tokens.map((line) =>
    line.map((token): CodeToken => {
      if (!token.content.trim()) return [token.content];
      const style = token.htmlStyle ?? {};
      const light = readableOn(String(style.color ?? ''), CODE_BACKGROUNDS.light);
      const dark = readableOn(String(style['--shiki-dark'] ?? ''), CODE_BACKGROUNDS.dark);
      return token.fontStyle ? [token.content, light, dark, token.fontStyle] : [token.content, light, dark];
    }),
  );
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Token colours as classes: a site's code uses a few dozen colour pairs, so one
 * small stylesheet replaces a style attribute on every token.
 */
export class CodePalette {
  readonly #classes = new Map<string, string>();
  #rules: string[] = [];

  classFor(light: string, dark: string, fontStyle = 0): string {
    const key = `${light} ${dark} ${fontStyle}`;
    let name = this.#classes.get(key);
    if (!name) {
      name = `tk${this.#classes.size}`;
      this.#classes.set(key, name);
      const font = `${fontStyle & 1 ? 'font-style:italic;' : ''}${fontStyle & 2 ? 'font-weight:bold;' : ''}`;
      this.#rules.push(`.${name}{color:${light};${font}}`, `[data-theme="dark"] .${name}{color:${dark}}`);
    }
    return name;
  }

  get css(): string {
    return this.#rules.join('');
  }
}

/**
 * The block as HTML, made once at build time: a span per line (class "line",
 * plus "highlighted" for marked lines) holding a span per coloured token. The
 * browser shows it as it is, so React has no token elements to hydrate.
 */
export function codeToHtml(lines: CodeToken[][], highlightedLines: readonly number[], palette: CodePalette): string {
  const marked = new Set(highlightedLines);
  return lines
    .map((tokens, index) => {
      const content = tokens
        .map(([text, light, dark, fontStyle]) =>
          light && dark
            ? `<span class="${palette.classFor(light, dark, fontStyle)}">${escapeHtml(text)}</span>`
            : escapeHtml(text),
        )
        .join('');
      return `<span class="${marked.has(index + 1) ? 'line highlighted' : 'line'}">${content}\n</span>`;
    })
    .join('');
}

/**
 * Highlights every code block at build time, so readers get coloured code
 * without a highlighter in their JavaScript: each block gets \`html\`, and the
 * returned palette holds the token colours for both modes. Blocks in languages
 * Shiki is not given stay plain text.
 */
export async function highlightCodeBlocks(
  nodes: ContentNode[],
): Promise<{ highlighted: number; palette: CodePalette }> {
  const shiki = await getHighlighter();
  const palette = new CodePalette();
  let highlighted = 0;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const object = value as Record<string, unknown>;
    if (object._type === 'code' && typeof object.code === 'string') {
      const language = typeof object.language === 'string' ? object.language : undefined;
      if (language && LANGUAGES[language.toLowerCase()]) highlighted++;
      const marked = Array.isArray(object.highlightedLines) ? (object.highlightedLines as number[]) : [];
      object.html = codeToHtml(tokenize(shiki, object.code, language), marked, palette);
      return;
    }
    for (const child of Object.values(object)) visit(child);
  };
  for (const node of nodes) visit(node.data);
  return { highlighted, palette };
}
