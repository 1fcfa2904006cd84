/**
 * Docusaurus's search engine of choice (Pagefind, from npm) indexing the same
 * pages, for the side-by-side size of what a deploy carries. Each page is
 * given to Pagefind as the HTML of its title, headings (with their ids, which
 * Pagefind turns into sub-results) and text, the parts our records hold.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import type { SearchablePage } from '../src/search/records/index.ts';
import { BenchScope } from './lifetime.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function pageHtml(page: SearchablePage): string {
  const body = page.sections.flatMap((section) => [
    section.anchor && section.title
      ? `<h${section.level} id="${section.anchor}">${escapeHtml(section.title)}</h${section.level}>`
      : '',
    ...section.content.map((text) =>
      text.kind === 'code' ? `<pre><code>${escapeHtml(text.text)}</code></pre>` : `<p>${escapeHtml(text.text)}</p>`,
    ),
  ]);
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(page.title)}</title></head><body><main><h1>${escapeHtml(page.title)}</h1>${body.join('')}</main></body></html>`;
}

function filesIn(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/** Files and bytes on disk of Pagefind's index of these pages (its UI and default assets included, as a site ships them). */
export async function pagefindIndexSize(pages: readonly SearchablePage[]): Promise<{ files: number; bytes: number }> {
  await using scope = new BenchScope();
  const output = scope.adopt(mkdtempSync(path.join(tmpdir(), 'pagefind-')), (dir) =>
    rmSync(dir, { recursive: true, force: true }),
  );
  // Pagefind's binary runs as a service until closed.
  scope.defer(() => pagefind.close());
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
  for (const page of pages) {
    const added = await index.addHTMLFile({ url: page.path, content: pageHtml(page) });
    if (added.errors.length > 0) throw new Error(`Pagefind refused ${page.path}: ${added.errors.join('; ')}`);
  }
  const written = await index.writeFiles({ outputPath: output });
  if (written.errors.length > 0) throw new Error(`Pagefind could not write: ${written.errors.join('; ')}`);
  return filesIn(output);
}
