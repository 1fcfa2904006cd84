import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { LOADER_MARKER, startScriptsAfterPaint } from './src/startScriptsAfterPaint.ts';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const started = Date.now();
  const publicDir = path.resolve('public');
  const files = (await readdir(publicDir, { recursive: true, withFileTypes: true }))
    // Slices are fragments that Gatsby has already stitched into the pages.
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes('_gatsby'))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)));
  let changed = 0;
  let withLoader = 0;
  for (const file of files) {
    const fullPath = path.join(publicDir, file);
    const html = await readFile(fullPath, 'utf8');
    let result: string;
    try {
      result = startScriptsAfterPaint(html);
    } catch (error) {
      reporter.panic(`${path.relative(process.cwd(), fullPath)}: ${(error as Error).message}`);
      return;
    }
    if (result !== html) {
      await writeFile(fullPath, result);
      changed++;
    }
    if (result.includes(LOADER_MARKER)) withLoader++;
  }
  // Pages an incremental build did not render again were processed by an earlier build.
  if (withLoader === 0)
    reporter.panic('No page has Gatsby entry scripts to start after the first paint; the HTML format changed');
  reporter.info(
    `Entry scripts start after the first paint on ${withLoader} of ${files.length} pages (${changed} rewritten now, in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
};
