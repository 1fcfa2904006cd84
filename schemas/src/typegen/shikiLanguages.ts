/**
 * The languages Shiki ships, as plain data: src/content/shikiLanguages.ts. The schema (which the Studio
 * bundles) lists every language the site can highlight from it without depending on Shiki, whose grammars only
 * the renderer loads. `npm run typegen -w schemas` rewrites the file from the installed Shiki, and a test fails
 * when the committed copy no longer matches it.
 */
import { bundledLanguagesInfo } from 'shiki';

export const SHIKI_LANGUAGES_FILE = new URL('../content/shikiLanguages.ts', import.meta.url);

const HEADER = `// Generated from the installed Shiki's bundledLanguagesInfo by \`npm run typegen -w schemas\`
// (src/typegen/shikiLanguages.ts). Do not edit.

/** Every language Shiki ships, sorted by name: its grammar's id, the name Shiki gives it, its other names. */
export const SHIKI_LANGUAGES = [
`;

const FOOTER = `] as const satisfies readonly { id: string; name: string; aliases?: readonly string[] }[];
`;

const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Names compared without case, code unit by code unit: the same order on every machine, whatever its locale. */
const byName = (a: { id: string; name: string }, b: { id: string; name: string }) => {
  const [left, right] = [a.name.toLowerCase(), b.name.toLowerCase()];
  if (left !== right) return left < right ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

export function generateShikiLanguages(): string {
  const lines = [...bundledLanguagesInfo].sort(byName).map(({ id, name, aliases }) => {
    const names = aliases?.length ? `, aliases: [${aliases.map(quoted).join(', ')}]` : '';
    return `  { id: ${quoted(id)}, name: ${quoted(name)}${names} },\n`;
  });
  return `${HEADER}${lines.join('')}${FOOTER}`;
}
