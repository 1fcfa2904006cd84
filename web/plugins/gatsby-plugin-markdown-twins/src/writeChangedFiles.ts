/**
 * Writes the plugin's files to the public folder, leaving alone each file the
 * last build wrote with the same text (a deploy then uploads only what
 * changed), and deleting the ones it wrote that no doc has now (a doc removed
 * or moved to another route).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PluginCache } from './twinCache.ts';

const WRITTEN = 'written-files';
/** Files written at once: enough to keep the disk busy, few enough that 10,000 docs do not open 10,000 files. */
const WRITE_BATCH = 64;

const digestOf = (text: string) => createHash('sha1').update(text).digest('hex');

export async function writeChangedFiles(
  publicDir: string,
  files: readonly (readonly [file: string, text: string])[],
  cache: PluginCache,
): Promise<{ written: number; removed: number }> {
  const before = ((await cache.get(WRITTEN)) as Record<string, string> | undefined) ?? {};
  const now: Record<string, string> = {};
  const changed: (readonly [string, string])[] = [];
  for (const [file, text] of files) {
    const digest = digestOf(text);
    now[file] = digest;
    if (before[file] !== digest || !existsSync(path.join(publicDir, file))) changed.push([file, text]);
  }
  // Until the files are written, the list leaves out the ones about to change: were the build to stop halfway, a
  // rewritten file must not pass for its earlier text in the next build.
  const rewriting = new Set(changed.map(([file]) => file));
  await cache.set(WRITTEN, Object.fromEntries(Object.entries(before).filter(([file]) => !rewriting.has(file))));
  for (let start = 0; start < changed.length; start += WRITE_BATCH) {
    // Settled, not raced: when one write fails, the others of its batch finish before the step does.
    const results = await Promise.allSettled(
      changed.slice(start, start + WRITE_BATCH).map(async ([file, text]) => {
        const target = path.join(publicDir, file);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, text);
      }),
    );
    const failed = results.findIndex((result) => result.status === 'rejected');
    if (failed >= 0) {
      const [file] = changed[start + failed] as readonly [string, string];
      const { reason } = results[failed] as PromiseRejectedResult;
      throw new Error(`Could not write ${file}: ${(reason as Error).message}`);
    }
  }
  const gone = Object.keys(before).filter((file) => !(file in now));
  await Promise.all(gone.map((file) => rm(path.join(publicDir, file), { force: true })));
  await cache.set(WRITTEN, now);
  return { written: changed.length, removed: gone.length };
}
