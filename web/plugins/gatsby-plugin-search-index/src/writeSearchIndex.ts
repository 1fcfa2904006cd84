import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildLocalIndex, type IndexFile, storedBody } from '@react-redux-docs/web/search/local-index';
import type { SearchRecord } from '@react-redux-docs/web/search/records';

/** Where the build leaves every record for `npm run search:index`, from the site's folder (outside public/: readers never download it). */
export const RECORDS_FILE = '.search/records.json';

const CONCURRENT_WRITES = 32;

/** Where the site serves the local index from, under the public folder. */
export const LOCAL_INDEX_DIR = 'search-index';

const RECORDS_PER_WRITE = 1000;

/** Where the step's time went, for the build log: the records file, the index in memory, its files. */
export type WriteSeconds = { recordsFile: number; index: number; files: number };

/**
 * The records as one JSON array, written a thousand at a time: as one string, the 599,088 records of a
 * 10,000-doc site are over 400 MB, near the longest string V8 can make, so a bigger site would fail here.
 */
async function writeRecords(file: string, records: readonly SearchRecord[]): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await handle.write('[');
    for (let start = 0; start < records.length; start += RECORDS_PER_WRITE) {
      const batch = records.slice(start, start + RECORDS_PER_WRITE).map((record) => JSON.stringify(record));
      await handle.write(`${start > 0 ? ',' : ''}${batch.join(',')}`);
    }
    await handle.write(']');
  } finally {
    await handle.close();
  }
}

/**
 * Writes the records (for `npm run search:index` to push to Algolia) and, in
 * local mode, the sharded index under public/search-index/. Returns what was
 * written, for the build log.
 */
export async function writeSearchIndex(options: {
  records: readonly SearchRecord[];
  recordsFile: string;
  publicDir: string;
  local: boolean;
}): Promise<{ files: number; bytes: number; shards: number; seconds: WriteSeconds }> {
  const seconds: WriteSeconds = { recordsFile: 0, index: 0, files: 0 };
  let started = performance.now();
  const lap = (step: keyof WriteSeconds) => {
    const now = performance.now();
    seconds[step] = (now - started) / 1000;
    started = now;
  };
  await mkdir(path.dirname(options.recordsFile), { recursive: true });
  await writeRecords(options.recordsFile, options.records);
  lap('recordsFile');
  const target = path.join(options.publicDir, LOCAL_INDEX_DIR);
  if (!options.local) {
    await rm(target, { recursive: true, force: true });
    return { files: 0, bytes: 0, shards: 0, seconds };
  }

  const { manifest, files } = buildLocalIndex(options.records);
  lap('index');
  await rm(target, { recursive: true, force: true });
  const all: IndexFile[] = [...files, { path: 'manifest.json', body: JSON.stringify(manifest) }];
  const folders = new Set(all.map((file) => path.dirname(path.join(target, file.path))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  // A few at a time: at 10,000 docs the index is tens of thousands of files, more than a process may hold open.
  let next = 0;
  let bytes = 0;
  const writer = async () => {
    while (next < all.length) {
      const file = all[next++] as IndexFile;
      // The manifest stays JSON: it says how the other files are stored.
      const stored = await storedBody(file.body, manifest.gzipped && file.path !== 'manifest.json');
      bytes += Buffer.byteLength(stored);
      await writeFile(path.join(target, file.path), stored);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_WRITES }, writer));
  lap('files');
  return {
    files: all.length,
    bytes,
    shards: manifest.keys.length,
    seconds,
  };
}
