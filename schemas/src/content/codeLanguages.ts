/**
 * The languages a code block may declare: the Studio offers them, the importer
 * maps fence info strings onto them and the renderer highlights each of them.
 * They are the languages Shiki ships (shikiLanguages.ts, generated from the
 * installed Shiki), each named as Shiki names its grammar, plus plain text.
 */
import { SHIKI_LANGUAGES } from './shikiLanguages.ts';

type ShikiLanguage = { id: ShikiGrammar; name: string; aliases?: readonly string[] };

/** The name of a grammar Shiki ships. */
export type ShikiGrammar = (typeof SHIKI_LANGUAGES)[number]['id'];

/** "sh", older than the full list, stands for Shiki's shell grammar; every other language is named as its grammar. */
const SHELL_GRAMMAR = 'shellscript';

export type CodeLanguage = 'sh' | 'text' | Exclude<ShikiGrammar, typeof SHELL_GRAMMAR>;

/** The languages the Studio offered first, first in its list still, with their titles; existing content uses them. */
const FIRST_LANGUAGES = [
  { title: 'JavaScript', value: 'javascript' },
  { title: 'JSX', value: 'jsx' },
  { title: 'TypeScript', value: 'typescript' },
  { title: 'TSX', value: 'tsx' },
  { title: 'JSON', value: 'json' },
  { title: 'Shell', value: 'sh' },
  { title: 'HTML', value: 'html' },
  { title: 'CSS', value: 'css' },
  { title: 'YAML', value: 'yaml' },
  { title: 'Markdown', value: 'markdown' },
  { title: 'Diff', value: 'diff' },
  { title: 'Plain text', value: 'text' },
] as const satisfies readonly { title: string; value: CodeLanguage }[];

const languageOf = (grammar: ShikiGrammar): CodeLanguage => (grammar === SHELL_GRAMMAR ? 'sh' : grammar);

const shikiLanguages: readonly ShikiLanguage[] = SHIKI_LANGUAGES;
const first = new Set<string>(FIRST_LANGUAGES.map((language) => language.value));

/** The first languages, then every other language Shiki ships, by the name Shiki gives it. */
export const CODE_LANGUAGES: readonly { title: string; value: CodeLanguage }[] = [
  ...FIRST_LANGUAGES,
  ...shikiLanguages
    .filter((language) => !first.has(languageOf(language.id)))
    .map((language) => ({ title: language.name, value: languageOf(language.id) })),
];

/**
 * Other names the languages go by in Markdown fences and in documents written through the API, besides Shiki's
 * own aliases (bash, py, yml, …), which name the same languages.
 */
const ALIASES: Record<string, CodeLanguage> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  bash: 'sh',
  shell: 'sh',
  shellscript: 'sh',
  zsh: 'sh',
  yml: 'yaml',
  md: 'markdown',
  txt: 'text',
  plaintext: 'text',
};

/** Every name a language is known by, lower case: its own first, then Shiki's ids and aliases, then ours. */
const NAMES = new Map<string, CodeLanguage>(CODE_LANGUAGES.map(({ value }) => [value, value]));
for (const { id, aliases = [] } of shikiLanguages) {
  for (const name of [id, ...aliases])
    if (!NAMES.has(name.toLowerCase())) NAMES.set(name.toLowerCase(), languageOf(id));
}
for (const [name, language] of Object.entries(ALIASES)) if (!NAMES.has(name)) NAMES.set(name, language);

/** The code language a name stands for (case-insensitive, aliases included), or undefined for one we do not know. */
export function codeLanguageFor(name: string | null | undefined): CodeLanguage | undefined {
  return NAMES.get((name ?? '').trim().toLowerCase());
}

/** The Shiki grammar a code language is highlighted with, or undefined for plain text. */
export function shikiGrammarOf(language: CodeLanguage): ShikiGrammar | undefined {
  if (language === 'text') return undefined;
  return language === 'sh' ? SHELL_GRAMMAR : language;
}
