import { mkdir, open, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  buildLocalIndex,
  type IndexFile,
  loadIndexState,
  saveIndexState,
  storedBody,
} from '@react-redux-docs/web/search/local-index';
import type { SearchRecord } from '@react-redux-docs/web/search/records';

/** Where the build leaves every record for `npm run search:index`, from the site's folder (outside public/: readers never download it). */
export const RECORDS_FILE = '.search/records.json';

const CONCURRENT_WRITES = 32;

/** Where the site serves the local index from, under the public folder. */
export const LOCAL_INDEX_DIR = 'search-index';
const MANIFEST = 'manifest.json';

const RECORDS_PER_WRITE = 1000;

/** Each index file the last build wrote, with the digest of what it holds and its stored bytes. */
const WRITTEN_FILE = 'index-files.json';
const STATE_FILE = 'index-state.json';
type WrittenFiles = Record<string, [digest: string, bytes: number]>;

async function readWritten(file: string): Promise<WrittenFiles> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as WrittenFiles;
  } catch {
    return {};
  }
}

/** The files under `folder`, relative to it. */
async function filesIn(folder: string): Promise<Set<string>> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return new Set(
      entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name))),
    );
  } catch {
    return new Set();
  }
}

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
  /** Where the build keeps what the next one starts from: in Gatsby's cache, which a clean build empties. */
  stateDir: string;
  /** By page path, a digest of what its records are made from (buildIndex.ts). */
  pageDigests?: ReadonlyMap<string, string>;
}): Promise<{
  files: number;
  rewritten: number;
  analyzed?: { pages: number; terms: number };
  bytes: number;
  shards: number;
  seconds: WriteSeconds;
}> {
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
    return { files: 0, rewritten: 0, bytes: 0, shards: 0, seconds };
  }

  // What the last build left (nothing after a clean build, which empties the folder): its state, to rebuild
  // only what changed, and the files it wrote, with the digest of what each holds.
  await mkdir(options.stateDir, { recursive: true });
  const stateFile = path.join(options.stateDir, STATE_FILE);
  const writtenFile = path.join(options.stateDir, WRITTEN_FILE);
  const [previous, before, present] = await Promise.all([
    loadIndexState(stateFile),
    readWritten(writtenFile),
    filesIn(target),
  ]);
  const isOnDisk = (file: IndexFile) => before[file.path]?.[0] === file.digest && present.has(file.path);
  // Stamped with when it ran: a reader's session tells a file of a later deploy by it (format.ts).
  const generation = Math.floor(Date.now() / 1000);
  const settings = { generation, ...(options.pageDigests ? { pageDigests: options.pageDigests } : {}) };
  let index = buildLocalIndex(options.records, settings, previous);
  // A file the state says is unchanged must still be on disk as written; if not, everything is made again.
  if (index.files.some((file) => file.body === undefined && !isOnDisk(file)))
    index = buildLocalIndex(options.records, settings);
  const { manifest, files } = index;
  lap('index');
  // A file the last build wrote with the same content is left as it is: same name, same bytes, nothing to upload.
  const written: WrittenFiles = {};
  const all: (IndexFile & { body: string })[] = [];
  let bytes = 0;
  for (const file of files) {
    const earlier = before[file.path];
    if (earlier && isOnDisk(file)) {
      written[file.path] = earlier;
      bytes += earlier[1];
    } else all.push(file as IndexFile & { body: string });
  }
  const current = new Set([...files.map((file) => file.path), MANIFEST]);
  await Promise.all([...present].filter((file) => !current.has(file)).map((file) => unlink(path.join(target, file))));
  const folders = new Set(all.map((file) => path.dirname(path.join(target, file.path))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  // Until this build has finished, the list names only the files it leaves alone: were it to stop halfway, a file
  // it rewrote must not pass for the earlier content in the next build.
  await writeFile(writtenFile, JSON.stringify(written));
  // A few at a time: at 10,000 docs the index is tens of thousands of files, more than a process may hold open.
  let next = 0;
  let failure: Error | undefined;
  const writer = async () => {
    while (next < all.length && !failure) {
      const file = all[next++] as IndexFile & { body: string };
      const stored = await storedBody(file.body, manifest.gzipped);
      try {
        await writeFile(path.join(target, file.path), stored);
      } catch (error) {
        failure ??= new Error(`Could not write the search index file ${file.path}: ${(error as Error).message}`);
        return;
      }
      written[file.path] = [file.digest, Buffer.byteLength(stored)];
      bytes += Buffer.byteLength(stored);
    }
  };
  // Every writer stops before the step fails, so nothing is written behind the error.
  await Promise.all(Array.from({ length: CONCURRENT_WRITES }, writer));
  if (failure) throw failure;
  // The manifest stays JSON (it says how the other files are stored), and goes last: it names the files above.
  // A build that changed no file leaves it too.
  const earlierManifest = await readFile(path.join(target, MANIFEST), 'utf8').catch(() => '');
  const unchanged = all.length === 0 && earlierManifest.includes(`"build":"${manifest.build}"`);
  const manifestBody = unchanged ? earlierManifest : JSON.stringify(manifest);
  if (!unchanged) await writeFile(path.join(target, MANIFEST), manifestBody);
  bytes += Buffer.byteLength(manifestBody);
  await writeFile(writtenFile, JSON.stringify(written));
  await saveIndexState(stateFile, index.state);
  lap('files');
  return {
    files: files.length + 1,
    rewritten: all.length,
    analyzed: index.analyzed,
    bytes,
    shards: manifest.keys.length,
    seconds,
  };
}
