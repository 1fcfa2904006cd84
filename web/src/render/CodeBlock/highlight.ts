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

/** Shiki, loaded once per process with every grammar the Studio offers. */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: Object.values(THEMES),
    langs: Object.values(GRAMMARS).filter((grammar) => grammar !== undefined),
    // Shiki's JavaScript engine gives the same tokens as its Oniguruma (WebAssembly) one for these grammars
    // (test/unit/render/highlightSpeed.test.ts), about a fifth faster here.
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

type ThemeRule = { scope?: string | readonly string[]; settings: { foreground?: string; fontStyle?: string } };

/**
 * The dark theme's colour for each colour of the light theme, when the two
 * themes colour the same scopes by the same rules with one dark colour per light
 * one; otherwise undefined. Shiki's two-theme tokenization runs the grammar once
 * per theme, and that was most of the time a page took to render.
 */
export function darkColorsOf(
  light: { fg: string; settings: readonly ThemeRule[] },
  dark: { fg: string; settings: readonly ThemeRule[] },
): Map<string, string> | undefined {
  if (light.settings.length !== dark.settings.length) return undefined;
  const colors = new Map<string, string>([[light.fg.toLowerCase(), dark.fg]]);
  for (const [index, rule] of light.settings.entries()) {
    const other = dark.settings[index] as ThemeRule;
    const scopes = (value: ThemeRule['scope']) => JSON.stringify([value ?? []].flat());
    if (scopes(rule.scope) !== scopes(other.scope)) return undefined;
    if ((rule.settings.fontStyle ?? '') !== (other.settings.fontStyle ?? '')) return undefined;
    const from = rule.settings.foreground?.toLowerCase();
    const to = other.settings.foreground;
    if (!from || !to) {
      if (from || to) return undefined;
      continue;
    }
    const paired = colors.get(from);
    if (paired === undefined) colors.set(from, to);
    else if (paired.toLowerCase() !== to.toLowerCase()) return undefined;
  }
  return colors;
}

/** Each highlighter's pairing of light and dark colours, worked out once (undefined: tokenize once per theme). */
const darkTwins = new WeakMap<Highlighter, Map<string, string> | undefined>();

export function darkColorsFor(shiki: Highlighter): Map<string, string> | undefined {
  if (!darkTwins.has(shiki))
    darkTwins.set(shiki, darkColorsOf(shiki.getTheme(THEMES.light), shiki.getTheme(THEMES.dark)));
  return darkTwins.get(shiki);
}

function coloured(text: string, light: string, dark: string, fontStyle: number | undefined): CodeToken {
  const readableLight = readableOn(light, CODE_BACKGROUNDS.light);
  const readableDark = readableOn(dark, CODE_BACKGROUNDS.dark);
  return fontStyle ? [text, readableLight, readableDark, fontStyle] : [text, readableLight, readableDark];
}

/** Tokens of a block coloured for both themes. */
export function tokenize(shiki: Highlighter, code: string, grammar: BundledLanguage | undefined): CodeToken[][] {
  if (!grammar) return code.split('\n').map((line) => [[line]]);
  // No time limit per line: Shiki's default (500 ms) left the rest of a line uncoloured when a busy build machine
  // was slow, so the same code came out differently from one build to the next.
  const darkColors = darkColorsFor(shiki);
  if (darkColors) {
    const { tokens } = shiki.codeToTokens(code, { lang: grammar, theme: THEMES.light, tokenizeTimeLimit: 0 });
    return tokens.map((line) =>
      line.map((token): CodeToken => {
        if (!token.content.trim()) return [token.content];
        const light = token.color ?? '';
        return coloured(token.content, light, darkColors.get(light.toLowerCase()) ?? '', token.fontStyle);
      }),
    );
  }
  return tokenizeEachTheme(shiki, code, grammar);
}

/** Tokens coloured by running the grammar once per theme (Shiki's own way for two themes). */
export function tokenizeEachTheme(shiki: Highlighter, code: string, grammar: BundledLanguage): CodeToken[][] {
  const { tokens } = shiki.codeToTokens(code, { lang: grammar, themes: THEMES, tokenizeTimeLimit: 0 });
  return tokens.map((line) =>
    line.map((token): CodeToken => {
      if (!token.content.trim()) return [token.content];
      const style = token.htmlStyle ?? {};
      // With two themes Shiki gives font styles as CSS properties, not flags.
      const fontStyle =
        (style['--shiki-light-font-style'] === 'italic' ? 1 : 0) |
        (style['--shiki-light-font-weight'] === 'bold' ? 2 : 0) |
        (style['--shiki-light-text-decoration'] === 'underline' ? 4 : 0);
      return coloured(token.content, String(style.color ?? ''), String(style['--shiki-dark'] ?? ''), fontStyle);
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
