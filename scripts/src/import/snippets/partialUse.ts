// How a Markdown text names and shows a partial, read from its text alone; finding the partial's file is
// partials.ts's job. Kept apart so the converter, which the Studio's paste runs in the browser, needs no file system.

/**
 * An MDX import of a Markdown partial, `import Warning from './_warning.mdx'` (or `.md`, or from `@site/…`): its
 * name and the path as written.
 */
export const PARTIAL_IMPORT =
  /^\s*import\s+([A-Za-z_$][\w$]*)\s+from\s+(['"])((?:\.{1,2}\/|@site\/)[^'"]+\.mdx?)\2\s*;?\s*$/;

/** The name an import line gives a partial, if it imports one. */
export const partialImportName = (line: string): string | undefined => PARTIAL_IMPORT.exec(line)?.[1];

/** `<Warning />` alone, with any attributes: the name, and the attributes as written. */
export function partialUse(html: string): { name: string; attributes: string } | undefined {
  const match = /^<([A-Z][\w$]*)(\s[^>]*?)?\s*\/>$/.exec(html.trim());
  return match?.[1] ? { name: match[1], attributes: (match[2] ?? '').trim() } : undefined;
}
