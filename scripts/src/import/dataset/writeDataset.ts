import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Asset } from '../assets/types.ts';
import { fail } from '../diagnostics.ts';
import type { SanityDocument } from '../types.ts';
import { toNdjson } from './ndjson.ts';

/**
 * Writes `<outDir>/data.ndjson` and `<outDir>/images/*` (the layout of an
 * extracted `sanity dataset export`). Everything is written to a temporary
 * folder first and then renamed into place, so a failed run leaves the old
 * output untouched. An existing `outDir` is replaced only if it holds nothing
 * but a previous dataset.
 */
export async function writeDataset(
  outDir: string,
  documents: readonly SanityDocument[],
  assets: readonly Asset[],
): Promise<void> {
  const target = path.resolve(outDir);
  let existing: string[] | undefined;
  try {
    existing = await readdir(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') fail(target, 'output path exists and is not a folder');
    existing = undefined;
  }
  const foreign = existing?.filter((name) => name !== 'data.ndjson' && name !== 'images');
  if (foreign && foreign.length > 0) {
    fail(target, `refusing to replace the output folder: it contains other files (${foreign.slice(0, 3).join(', ')})`);
  }

  const parent = path.dirname(target);
  await mkdir(parent, { recursive: true });
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const temp = path.join(parent, `.${path.basename(target)}.tmp-${suffix}`);
  const old = path.join(parent, `.${path.basename(target)}.old-${suffix}`);
  try {
    await mkdir(path.join(temp, 'images'), { recursive: true });
    await writeFile(path.join(temp, 'data.ndjson'), toNdjson(documents));
    for (const asset of assets) await copyFile(asset.sourcePath, path.join(temp, 'images', asset.fileName));
    if (existing) await rename(target, old);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    // Put the previous dataset back if it was already moved aside.
    if (existing) await rename(old, target).catch(() => undefined);
    throw error;
  }
  await rm(old, { recursive: true, force: true });
}
