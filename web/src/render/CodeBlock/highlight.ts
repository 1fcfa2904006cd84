import { type CodeLanguage, codeLanguageFor, contrastRatio, MINIMUM_TEXT_CONTRAST } from '@react-redux-docs/schemas';
import { type BundledLanguage, createHighlighter, type Highlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { CODE_BACKGROUNDS } from './codeColors.ts';
import { tokenClass } from './palette.ts';

/**
 * One token of highlighted code: its text, then its colour in light and dark
 * mode and Shiki's font style flags (1 italic, 2 bold, 4 underline). Whitespace
 * carries no colour.
 */
export type CodeToken = [text: string, light?: string, dark?: string, fontStyle?: number];

const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** Shiki's grammar for each language the Studio offers; typed so a language added to the schema must be listed. */
const GRAMMARS: Record<CodeLanguage, BundledLanguage | undefined> = {
  javascript: 'javascript',
  jsx: 'jsx',
  typescript: 'typescript',
  tsx: 'tsx',
  json: 'json',
  sh: 'shellscript',
  html: 'html',
  css: 'css',
  yaml: 'yaml',
  markdown: 'markdown',
  diff: 'diff',
  text: undefined,
};

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: Object.values(THEMES),
    langs: Object.values(GRAMMARS).filter((grammar) => grammar !== undefined),
    // Shiki's JavaScript engine gives the same tokens as its Oniguruma (WebAssembly) one for these grammars, about
    // a fifth faster, and highlighting is half of rendering a page.
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/** The grammar for a block's language, or undefined when it is shown as plain text. */
export function grammarFor(language: string | undefined): BundledLanguage | undefined {
  const known = codeLanguageFor(language);
  return known ? GRAMMARS[known] : undefined;
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

function tokenize(shiki: Highlighter, code: string, grammar: BundledLanguage | undefined): CodeToken[][] {
  if (!grammar) return code.split('\n').map((line) => [[line]]);
  // No time limit per line: Shiki's default (500 ms) left the rest of a line uncoloured when a busy build machine
  // was slow, so the same code came out differently from one build to the next.
  const { tokens } = shiki.codeToTokens(code, { lang: grammar, themes: THEMES, tokenizeTimeLimit: 0 });
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
 * Tokens as HTML: a span per line (class "line", plus "highlighted" for marked
 * lines) holding a span per coloured token. The browser shows it as it is, so
 * React has no token elements to hydrate. Adds every token class used to `used`.
 */
export function tokensToHtml(lines: CodeToken[][], highlightedLines: readonly number[], used: Set<string>): string {
  const marked = new Set(highlightedLines);
  return lines
    .map((tokens, index) => {
      const content = tokens
        .map(([text, light, dark, fontStyle]) => {
          if (!light || !dark) return escapeHtml(text);
          const name = tokenClass(light, dark, fontStyle);
          used.add(name);
          return `<span class="${name}">${escapeHtml(text)}</span>`;
        })
        .join('');
      return `<span class="${marked.has(index + 1) ? 'line highlighted' : 'line'}">${content}\n</span>`;
    })
    .join('');
}

export type CodeHighlighter = (
  code: string,
  language: string | undefined,
  highlightedLines: readonly number[],
) => string;

/**
 * A function that turns one code block into HTML, with Shiki loaded once per
 * process; the token classes it uses are added to `used`. Blocks in languages
 * without a grammar stay plain text.
 */
export async function codeHighlighter(used: Set<string>): Promise<CodeHighlighter> {
  const shiki = await getHighlighter();
  return (code, language, highlightedLines) =>
    tokensToHtml(tokenize(shiki, code, grammarFor(language)), highlightedLines, used);
}
