import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * DocSearch's modal styles, served as a file of their own and linked only
 * when the modal loads. Imported through webpack they would join the one
 * stylesheet Gatsby inlines into every page.
 */
// Resolved from the site's folder (Gatsby runs there): Gatsby compiles this file to CommonJS, without import.meta.
const source = createRequire(path.join(process.cwd(), 'package.json')).resolve('@docsearch/css/dist/modal.css');

let url: Promise<string> | undefined;

/** The stylesheet's public URL, with a hash of its content so it can be cached for good. */
export function modalStylesheetUrl(): Promise<string> {
  url ??= readFile(source).then(
    (css) => `/search-assets/docsearch-modal.${createHash('sha256').update(css).digest('hex').slice(0, 12)}.css`,
  );
  return url;
}

export async function writeModalStylesheet(publicDir: string): Promise<void> {
  const target = path.join(publicDir, await modalStylesheetUrl());
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(source, target);
}
