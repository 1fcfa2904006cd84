/**
 * What a build of the index keeps for the next one, so that a publish
 * re-reads and re-scores only the docs that changed: each page's analysis
 * (its records as term numbers), the site's statistics, and each term's row
 * and files as digests. The build leaves it in Gatsby's cache folder, so a
 * clean build starts without it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { TermRow } from './format.ts';

/** A file of the index as the state remembers it: its path, the digest of what it holds and its JSON's bytes. */
export type FileEntry = { path: string; digest: string; bytes: number };

/** A page's records: its key (the page's path), a digest of its records, and where they and their analysis are. */
export type PageEntry = { key: string; digest: string; first: number; count: number; from: number; to: number };

export type IndexState = {
  /** The index's format and build options: a build with others starts over. */
  settings: string;
  terms: string[];
  pages: PageEntry[];
  /** Every page's analysis, one after the other (postings.ts, analyzeRecords). */
  analysis: Int32Array;
  /** The site's rounded statistics (postings.ts, Statistics): when they move, every score does. */
  total: number;
  averages: number[];
  /** Each term's row and its files but the shard (tiers, members, heads). */
  termOutputs: Map<string, { row: TermRow; files: FileEntry[] }>;
  /** The record chunks, by number. */
  chunks: FileEntry[];
  gzipped: boolean;
};

type Stored = Omit<IndexState, 'analysis' | 'termOutputs'> & {
  termOutputs: [string, { row: TermRow; files: FileEntry[] }][];
};

const bytesOf = (array: Int32Array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength);
const int32s = (buffer: Buffer) => {
  const copy = new Int32Array(buffer.byteLength / 4);
  Buffer.from(copy.buffer).set(buffer);
  return copy;
};

/** Writes the state as `file` (JSON) and `file.bin` (the analysis). */
export async function saveIndexState(file: string, state: IndexState): Promise<void> {
  const { analysis, termOutputs, ...rest } = state;
  const stored: Stored = { ...rest, termOutputs: [...termOutputs] };
  await writeFile(`${file}.bin`, bytesOf(analysis));
  await writeFile(file, JSON.stringify(stored));
}

/** The state a build left, or undefined when there is none or it cannot be read. */
export async function loadIndexState(file: string): Promise<IndexState | undefined> {
  try {
    const [json, binary] = await Promise.all([readFile(file, 'utf8'), readFile(`${file}.bin`)]);
    const stored = JSON.parse(json) as Stored;
    return { ...stored, analysis: int32s(binary), termOutputs: new Map(stored.termOutputs) };
  } catch {
    return undefined;
  }
}
