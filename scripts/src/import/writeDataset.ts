import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fail } from './diagnostics.ts';
import type { Asset } from './images.ts';
import type { SanityDocument } from './types.ts';

const FIRST_KEYS = ['_id', '_type', '_key'];

function compareKeys(a: string, b: string): number {
  const rankA = FIRST_KEYS.indexOf(a);
  const rankB = FIRST_KEYS.indexOf(b);
  if (rankA !== rankB) return (rankA < 0 ? FIRST_KEYS.length : rankA) - (rankB < 0 ? FIRST_KEYS.length : rankB);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** JSON with `_id`, `_type`, `_key` first and the other keys sorted, so output never depends on build order. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => stableStringify(item ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => compareKeys(a, b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** One document per line, sorted by `_id`, with a trailing newline. */
export function toNdjson(documents: readonly SanityDocument[]): string {
  const sorted = [...documents].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  return sorted.map((document) => `${stableStringify(document)}\n`).join('');
}

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
