/**
 * The languages a code block may declare: the Studio offers them, the importer
 * maps fence info strings onto them and the renderer highlights each of them.
 */
export const CODE_LANGUAGES = [
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
] as const;

export type CodeLanguage = (typeof CODE_LANGUAGES)[number]['value'];

/** Other names the same languages go by in Markdown fences and in documents written through the API. */
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

const CANONICAL = new Set<string>(CODE_LANGUAGES.map((language) => language.value));

/** The code language a name stands for (case-insensitive, aliases included), or undefined for one we do not know. */
export function codeLanguageFor(name: string | null | undefined): CodeLanguage | undefined {
  const key = (name ?? '').trim().toLowerCase();
  if (CANONICAL.has(key)) return key as CodeLanguage;
  return ALIASES[key];
}
