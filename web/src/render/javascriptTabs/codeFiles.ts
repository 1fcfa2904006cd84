/**
 * A TypeScript example may hold several files, each opened by a `// file: name.ts` line; `noEmit` after the name
 * marks a file that only lends the others its types and is never shown. This is the convention of Docusaurus
 * sites that show TypeScript examples as JavaScript too (remark-typescript-tools), so imported blocks keep it.
 */
export type CodeFile = { name: string; code: string; hidden: boolean };

const FILE_LINE = /^\/\/ file: ([\w\-./[\]]+)(?: (.*))?\s*$/;

/**
 * The files of a block. A block without `// file:` lines is one file named after its language; text before the
 * first `// file:` line, when it holds anything, is kept as such a file too.
 */
export function splitFiles(code: string, language: string): CodeFile[] {
  const files: CodeFile[] = [{ name: `index.${language === 'tsx' ? 'tsx' : 'ts'}`, code: '', hidden: false }];
  const lines: string[][] = [[]];
  for (const line of code.split('\n')) {
    const match = FILE_LINE.exec(line);
    if (match) {
      files.push({ name: match[1] ?? '', code: '', hidden: (match[2] ?? '').split(/\s+/).includes('noEmit') });
      lines.push([]);
    } else lines.at(-1)?.push(line);
  }
  files.forEach((file, index) => {
    file.code = (lines[index] ?? []).join('\n');
  });
  const [leading, ...named] = files;
  return named.length > 0 && leading?.code.trim() === '' ? named : files;
}

/** The shown files as one text: a single file as it is, several each under its `// file:` line. */
export function joinFiles(files: readonly CodeFile[]): string {
  const shown = files.filter((file) => !file.hidden);
  if (shown.length === 1) return trimBlankLines(shown[0]?.code ?? '');
  return shown.map((file) => `// file: ${file.name}\n${trimBlankLines(file.code)}`).join('\n\n\n');
}

/** `name.ts` → `name.js`, `name.tsx` → `name.jsx`: what a transpiled file is called. */
export const javascriptName = (name: string) => name.replace(/\.([cm]?)t(sx?)$/, '.$1j$2');

const trimBlankLines = (text: string) => text.replace(/^(?:[ \t]*\n)+/, '').replace(/\s+$/, '');
