import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { LOADER_MARKER, startScriptsAfterPaint } from './src/startScriptsAfterPaint.ts';

/** Files rewritten at once: one at a time, the step took twice as long at 1,000 pages (2.3 s against 1.1 s). */
const CONCURRENT_FILES = 16;

type Outcome = { rewritten: number; withLoader: number };

/** Moves the entry scripts of each page behind a loader, several pages at a time; fails naming the page it cannot do. */
async function processFiles(files: readonly string[]): Promise<Outcome | { failure: string }> {
  const outcome: Outcome = { rewritten: 0, withLoader: 0 };
  let failure: string | undefined;
  let next = 0;
  const rewriter = async () => {
    while (next < files.length && failure === undefined) {
      const file = files[next++] as string;
      const html = await readFile(file, 'utf8');
      let result: string;
      try {
        result = startScriptsAfterPaint(html);
      } catch (error) {
        failure = `${path.relative(process.cwd(), file)}: ${(error as Error).message}`;
        return;
      }
      if (result !== html) {
        await writeFile(file, result);
        outcome.rewritten++;
      }
      if (result.includes(LOADER_MARKER)) outcome.withLoader++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_FILES }, rewriter));
  return failure === undefined ? outcome : { failure };
}

/** Touched when the step has processed every page; a page newer than it was written after. */
const DONE_MARKER = '.cache/paint-first-done';

async function modifiedMs(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Gatsby writes its entry scripts into a slice that it stitches into a page
 * whenever it renders the page or the slice changes; either way it writes the
 * page's file again. So the pages to process are those written since this step
 * last finished: all of them after a clean build (which removes the marker
 * with .cache), the changed ones after a content-only rebuild. File times come from
 * the kernel's coarse clock, so the last pages this step writes can share the
 * marker's time: only pages strictly newer than the marker count as written.
 * Nothing writes a page between the step's last write and the marker, and the
 * next build's writes come seconds later.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const started = Date.now();
  const done = await modifiedMs(DONE_MARKER);
  const publicDir = path.resolve('public');
  const pages = (await readdir(publicDir, { recursive: true, withFileTypes: true }))
    // Slices are fragments that Gatsby has already stitched into the pages.
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes('_gatsby'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const modified = await Promise.all(pages.map(modifiedMs));
  const written = pages.filter(
    (_, index) => done === undefined || (modified[index] ?? Number.POSITIVE_INFINITY) > done,
  );
  const outcome = await processFiles(written);
  if ('failure' in outcome) return reporter.panic(outcome.failure);
  if (written.length > 0 && outcome.withLoader === 0)
    return reporter.panic('No page has Gatsby entry scripts to start after the first paint; the HTML format changed');
  await writeFile(DONE_MARKER, '');
  reporter.info(
    `Entry scripts start after the first paint on ${outcome.withLoader} of the ${written.length} pages this build wrote (${pages.length} in all; ${outcome.rewritten} rewritten now, in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
};
