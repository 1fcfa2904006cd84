import { codeLanguageFor, contrastRatio, MINIMUM_TEXT_CONTRAST, shikiGrammarOf } from '@react-redux-docs/schemas';
import { type BundledLanguage, bundledLanguages, createHighlighter, type Highlighter } from 'shiki';
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

/** The grammar for a block's language, or undefined when it is shown as plain text. */
export function grammarFor(language: string | undefined): BundledLanguage | undefined {
  const known = codeLanguageFor(language);
  return known === undefined ? undefined : shikiGrammarOf(known);
}

/**
 * Shiki's JavaScript engine gives the same tokens as its Oniguruma (WebAssembly) one for the site's first
 * languages and real docs (test/unit/render/highlightSpeed.test.ts), about a fifth faster here. It cannot run a
 * few patterns of Shiki's grammars (one of AutoHotkey v2's today; that test lists them). Forgiving, it skips them
 * and the grammar's other rules colour that code; strict, it would throw on the first block reaching one and fail
 * the build. One engine for every highlighter, so each pattern is compiled once per process.
 */
export const regexEngine = createJavaScriptRegexEngine({ forgiving: true });

/**
 * Grammars a block's grammar may embed on demand (a fence in Markdown, a <style lang="scss"> in Vue) that are
 * loaded with it: those of the languages the site started with, all loaded up front before grammars were loaded
 * by need, so the code they embed keeps its colours. Code embedded in other languages stays plain.
 */
const EMBEDDED_GRAMMARS = new Set<string>([
  'javascript',
  'jsx',
  'typescript',
  'tsx',
  'json',
  'shellscript',
  'html',
  'css',
  'yaml',
  'markdown',
  'diff',
]);

/** What a Shiki for `grammar` loads: the embedded grammars it may use, then the grammar with those it always uses. */
export async function grammarsLoadedFor(grammar: BundledLanguage): Promise<BundledLanguage[]> {
  const { default: registrations } = await bundledLanguages[grammar]();
  const own = registrations.find((registration) => registration.name === grammar);
  const embedded = (own?.embeddedLangsLazy ?? []).filter((name) => name !== grammar && EMBEDDED_GRAMMARS.has(name));
  return [...(embedded as BundledLanguage[]), grammar];
}

const highlighters = new Map<BundledLanguage, Promise<Highlighter>>();

/**
 * Shiki with the two themes and one block language's grammars, created the first time a block needs them, once
 * per process; the grammars are fetched then (in the Studio's preview too), never all up front. Each language
 * has a Shiki of its own because grammars loaded into one Shiki change each other: loading Python colours the
 * ```python fences of Markdown loaded before, TypeScript with Tags adds CSS, HTML and SQL colours to JavaScript's
 * tagged templates. In one Shiki shared by all, a block's colours would depend on which blocks came before it.
 */
export function highlighterFor(grammar: BundledLanguage): Promise<Highlighter> {
  let shiki = highlighters.get(grammar);
  if (!shiki) {
    shiki = grammarsLoadedFor(grammar).then((langs) =>
      // Many Shikis are meant here, so no warning that there are.
      createHighlighter({ themes: Object.values(THEMES), langs, engine: regexEngine, warnings: false }),
    );
    highlighters.set(grammar, shiki);
    // A grammar that could not be fetched (the Studio offline) is asked for again by the next render.
    shiki.catch(() => highlighters.get(grammar) === shiki && highlighters.delete(grammar));
  }
  return shiki;
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

/** A block's lines as uncoloured tokens, for code shown as plain text. */
const plainLines = (code: string): CodeToken[][] => code.split('\n').map((line) => [[line]]);

/** Tokens of a block coloured for both themes; `shiki` must have the grammar loaded (highlighterFor). */
export function tokenize(shiki: Highlighter, code: string, grammar: BundledLanguage | undefined): CodeToken[][] {
  if (!grammar) return plainLines(code);
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
 * A function that turns code blocks into HTML, for blocks in the given
 * languages (every language of a field's blocks): their grammars are loaded
 * first, so the function itself is synchronous. The token classes it uses are
 * added to `used`. Blocks in languages without a grammar stay plain text.
 */
export async function codeHighlighter(
  used: Set<string>,
  languages: Iterable<string | undefined>,
): Promise<CodeHighlighter> {
  const grammars = new Set<BundledLanguage>();
  for (const language of languages) {
    const grammar = grammarFor(language);
    if (grammar) grammars.add(grammar);
  }
  const loaded = new Map(
    await Promise.all([...grammars].map(async (grammar) => [grammar, await highlighterFor(grammar)] as const)),
  );
  return (code, language, highlightedLines) => {
    const grammar = grammarFor(language);
    const shiki = grammar && loaded.get(grammar);
    if (grammar && !shiki)
      throw new Error(`code language "${language}" was not among those its grammars were loaded for`);
    return tokensToHtml(shiki ? tokenize(shiki, code, grammar) : plainLines(code), highlightedLines, used);
  };
}
