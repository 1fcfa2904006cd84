import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fail } from '../diagnostics.ts';
import { MARKDOWN_FILE } from './docIds.ts';
import type { DocFilePatterns } from './types.ts';

/** Docusaurus's defaults: every Markdown file, but partials (`_name.md`, `_folder/`) and tests. */
export const DEFAULT_DOC_FILE_PATTERNS: DocFilePatterns = {
  include: ['**/*.{md,mdx}'],
  exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'],
};

/** The doc files of a docs folder, in name order, as the docs plugin's `include` and `exclude` select them. */
export function findDocFiles(docsDir: string, patterns: DocFilePatterns = DEFAULT_DOC_FILE_PATTERNS): string[] {
  let stats: ReturnType<typeof statSync> | undefined;
  try {
    stats = statSync(docsDir);
  } catch {
    fail(docsDir, 'docs folder not found');
  }
  if (!stats.isDirectory()) fail(docsDir, 'docs path is not a folder');
  const files = markdownFilesIn(docsDir, patterns);
  if (files.length === 0) fail(docsDir, 'docs folder has no .md or .mdx files');
  return files;
}

/** The Markdown files of a folder that `include` selects and `exclude` does not, in name order. */
export function markdownFilesIn(dir: string, patterns: DocFilePatterns): string[] {
  const matches = (relative: string, globs: readonly string[]) =>
    globs.some((glob) => path.matchesGlob(relative, glob));
  const files: string[] = [];
  const walk = (folder: string) => {
    const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    for (const entry of entries) {
      // Hidden files and installed packages are never pages (Docusaurus's glob skips dot files too).
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && MARKDOWN_FILE.test(entry.name)) {
        const relative = path.relative(dir, full).split(path.sep).join('/');
        if (matches(relative, patterns.include) && !matches(relative, patterns.exclude)) files.push(full);
      }
    }
  };
  walk(dir);
  return files;
}
