/**
 * Build side of the local engine. Every term gets its postings scored once
 * (impact.ts) and ordered best first: the head goes in the term's shard, the
 * rest in tiers that grow eightfold. Shards are nodes of a trie of term
 * prefixes, split deeper until each is small; a node that is split keeps the
 * most common terms below it, so a short prefix already has results. Records
 * go in small chunks in page order, fetched for the hits shown; the records of
 * a common term's head are also stored together, best first, so the hits a
 * word shows cost a file or two. Whatever the site's size, a query word costs
 * one small shard.
 *
 * The index is a function of the records alone, and one doc's change stays in
 * the files that hold it: record ids are places in page order (a doc keeps its
 * ids while its number of records does not change), the statistics scores use
 * are rounded (impact.ts), and files are named by what they hold, not by the
 * build. A publish then rewrites a few files, and a deploy uploads only them.
 */
import { createHash } from 'node:crypto';
import type { SearchRecord } from '../records/index.ts';
import {
  chunkPath,
  type FileNaming,
  headsPath,
  INDEX_FORMAT,
  type Manifest,
  membersPath,
  shardPath,
  type TermRow,
  tierPath,
} from './format.ts';
import type { FileEntry, IndexState, PageEntry } from './indexState.ts';
import { encodeMembers } from './members.ts';
import { analyzeRecords, scorePostings, statistics, TermDictionary, tiered } from './postings.ts';
import { shardsOf } from './shards.ts';
import { GZIP_FROM_BYTES } from './storedFiles.ts';
import { packRecord } from './storedRecords.ts';

export const CHUNK_SIZE = 16;
/** Postings of a term that travel in its shard; the next tier holds TIER_GROWTH times as many, and so on. */
export const HEAD_POSTINGS = 48;
/**
 * How many of a common term's best records are stored together (heads files, `CHUNK_SIZE` to a file): its whole
 * head. Only the first 16 cost 60 KB before the first result at 10,000 docs, instead of 40 KB, and the worst
 * query over 300 KB: the hits of a prefix come from past the 16th record of the terms it begins.
 */
export const HEAD_RECORDS = HEAD_POSTINGS;
const TIER_GROWTH = 8;
/**
 * A term whose postings fill this many tiers also gets a members file: a
 * query with other words reads it rather than the term's deep tiers, which
 * hold thousands of postings each (3,072 for the third).
 */
export const MEMBERS_FROM_TIERS = 3;
/** A shard whose terms would exceed about this many bytes of JSON is split by the next character. */
export const SHARD_SPLIT_BYTES = 24 * 1024;
const FACETS = ['language', 'version', 'docusaurus_tag'] as const;

/**
 * A file of the index: its JSON (a `StoredFile`, stamped with this build's generation) and a SHA-1 of what it
 * holds, without the stamp (a build leaves a file whose digest it wrote before, stamp and all); `storedBody`
 * (storeFile.ts) gives what is written to disk. A file without a body is as the build before left it: the
 * build started from that build's state and did not make it again.
 */
export type IndexFile = { path: string; body?: string; digest: string };
export type LocalIndex = {
  manifest: Manifest;
  files: IndexFile[];
  /** What the next build starts from (indexState.ts). */
  state: IndexState;
  /** Pages read and terms scored by this build: all of them, unless it started from a state. */
  analyzed: { pages: number; terms: number };
};
export type BuildOptions = {
  splitBytes?: number;
  headPostings?: number;
  membersFromTiers?: number;
  chunkSize?: number;
  /** Store files gzipped; by default, when their JSON adds up to GZIP_FROM_BYTES or more. */
  gzip?: boolean;
  /** When the build runs, in seconds since 1970: each file's `g` (format.ts). 0 by default. */
  generation?: number;
  /**
   * By page path, a digest of what the page's records are made from, which tells a changed page from the last
   * build's; where one is missing, a digest of the records themselves.
   */
  pageDigests?: ReadonlyMap<string, string>;
};

/** Orders records so each docs version and language is one run of ids (facet filters become id ranges). */
function ordered(records: readonly SearchRecord[]): SearchRecord[] {
  const rank = (record: SearchRecord) => `${record.version}\u0000${record.language}`;
  return records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => (rank(a.record) < rank(b.record) ? -1 : rank(a.record) > rank(b.record) ? 1 : a.index - b.index))
    .map(({ record }) => record);
}

function facetRanges(records: readonly SearchRecord[]): Manifest['facets'] {
  const facets: Manifest['facets'] = {};
  for (const facet of FACETS) {
    const values: Record<string, [number, number][]> = {};
    records.forEach((record, id) => {
      const value = record[facet];
      const ranges = values[value] ?? [];
      values[value] = ranges;
      const last = ranges.at(-1);
      if (last && last[1] === id) last[1] = id + 1;
      else ranges.push([id, id + 1]);
    });
    facets[facet] = values;
  }
  return facets;
}

function sectionStarts(records: readonly SearchRecord[]): Int32Array {
  const starts = new Int32Array(records.length);
  records.forEach((record, id) => {
    starts[id] = id > 0 && record.url === records[id - 1]?.url ? (starts[id - 1] ?? id) : id;
  });
  return starts;
}

/** A page's records: a run of ids sharing a path. */
function pageRuns(records: readonly SearchRecord[]): { key: string; first: number; count: number }[] {
  const runs: { key: string; first: number; count: number }[] = [];
  records.forEach((record, id) => {
    const last = runs.at(-1);
    if (last && last.key === record.url_without_anchor) last.count++;
    else runs.push({ key: record.url_without_anchor, first: id, count: 1 });
  });
  return runs;
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** Calls `each` with every term an analysis (postings.ts, analyzeRecords) names. */
function forEachTerm(analysis: Int32Array, each: (term: number) => void): void {
  for (let at = 0; at < analysis.length; ) {
    const length = analysis[at++] ?? 0;
    for (let index = 0; index < length; index++, at += 2) each(analysis[at] ?? 0);
  }
}

function concatenated(parts: readonly Int32Array[]): Int32Array {
  const all = new Int32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/** A file made now: its name (as if not gzipped), JSON and digest. */
type Made = FileEntry & { body: string };
const made = (path: string, body: string): Made => ({ path, body, digest: sha1(body), bytes: Buffer.byteLength(body) });
const PLAIN: FileNaming = { gzipped: false };

/**
 * The manifest and every file of the local index for these records. Given the
 * state an earlier build left (`previous`), it reads again only the pages whose
 * records changed and scores again only the terms those pages hold, as long
 * as the other pages keep their record ids and the site's rounded statistics
 * are the same; otherwise it builds everything. Either way the files are the
 * same as a build from scratch makes (the build's stamp aside).
 */
export function buildLocalIndex(
  input: readonly SearchRecord[],
  options: BuildOptions = {},
  previous?: IndexState,
): LocalIndex {
  const splitBytes = options.splitBytes ?? SHARD_SPLIT_BYTES;
  const headSize = Math.max(1, options.headPostings ?? HEAD_POSTINGS);
  const membersFromTiers = Math.max(1, options.membersFromTiers ?? MEMBERS_FROM_TIERS);
  const chunkSize = Math.max(1, options.chunkSize ?? CHUNK_SIZE);
  const settings = JSON.stringify({
    INDEX_FORMAT,
    splitBytes,
    headSize,
    membersFromTiers,
    chunkSize,
    TIER_GROWTH,
    HEAD_RECORDS,
  });
  const earlier = previous?.settings === settings ? previous : undefined;
  // In page order: a record's enclosing headings come before it, and each section is a run of ids.
  const records = ordered(input);
  if (records.length >= 2 ** 22)
    throw new Error(`The search index holds ${records.length} records; it can hold at most ${2 ** 22 - 1}.`);
  const starts = sectionStarts(records);

  // Each page's analysis: the earlier build's where the page's records are the same.
  const dictionary = new TermDictionary(earlier?.terms);
  const pagesBefore = new Map(earlier?.pages.map((page) => [page.key, page]));
  const pages: PageEntry[] = [];
  const parts: Int32Array[] = [];
  const changed: PageEntry[] = [];
  let length = 0;
  for (const run of pageRuns(records)) {
    const pageRecords = records.slice(run.first, run.first + run.count);
    const digest = options.pageDigests?.get(run.key) ?? sha1(JSON.stringify(pageRecords));
    const before = pagesBefore.get(run.key);
    const same = earlier && before?.digest === digest;
    const part = same ? earlier.analysis.subarray(before.from, before.to) : analyzeRecords(pageRecords, dictionary);
    const page = { ...run, digest, from: length, to: length + part.length };
    if (!same) changed.push(page);
    pages.push(page);
    parts.push(part);
    length += part.length;
  }
  const analysis = concatenated(parts);
  const stats = statistics(analysis, records.length, dictionary.terms.length);
  const sameStatistics =
    earlier?.total === stats.total && stats.averages.every((average, field) => average === earlier.averages[field]);
  const selected =
    sameStatistics && earlier ? termsToScore(earlier, pages, changed, analysis, stats.postingCounts.length) : undefined;
  // Without a selection every term is scored again, from the pages' analyses, kept or made now.

  const postings = scorePostings(
    records,
    starts,
    { terms: dictionary.terms, fieldTerms: analysis, statistics: stats },
    selected,
  );
  const termOutputs = new Map<string, { row: TermRow; files: FileEntry[] }>();
  const bodies: Made[] = [];
  let scored = 0;
  dictionary.terms.forEach((term, number) => {
    if (selected && !selected[number]) {
      const kept = earlier?.termOutputs.get(term);
      if (kept) termOutputs.set(term, kept);
      return;
    }
    if ((postings.start[number + 1] ?? 0) === (postings.start[number] ?? 0)) return;
    scored++;
    const { head, headIds, tiers } = tiered(postings, number, starts, headSize, TIER_GROWTH);
    const files = tiers.map((tier, index) => made(tierPath(PLAIN, term, index), JSON.stringify(tier)));
    if (tiers.length >= membersFromTiers) {
      // A term's postings are in record order, so its ids ascend.
      const ids = postings.ids.subarray(postings.start[number] ?? 0, postings.start[number + 1] ?? 0);
      files.push(made(membersPath(PLAIN, term), JSON.stringify(encodeMembers(ids, records.length))));
    }
    // The hits a common word shows are its head's records, best first: stored together, they cost a file or two.
    // Hits are only shown from them, so they leave out what only a check of a query's words reads.
    if (tiers.length > 0)
      for (let start = 0; start < Math.min(headIds.length, HEAD_RECORDS); start += chunkSize) {
        const held = Array.from(headIds.subarray(start, start + chunkSize), (id) => records[id] as SearchRecord);
        const shown = held.map((record) => packRecord({ ...record, code: [], keywords: [] }));
        files.push(made(headsPath(PLAIN, term, start / chunkSize), JSON.stringify(shown)));
      }
    bodies.push(...files);
    termOutputs.set(term, { row: [term, postings.sections[number] ?? 0, tiers.length, head], files: files.map(entry) });
  });

  const shards = shardsOf(
    [...termOutputs.values()].map(({ row }) => row),
    splitBytes,
  );
  const shardFiles = shards.map(({ key, shard }) => made(shardPath(PLAIN, key), JSON.stringify(shard)));
  const chunks = recordChunks(records, chunkSize, selected && earlier, pages, changed);

  const all: (FileEntry & { body?: string })[] = [
    ...shardFiles,
    ...[...termOutputs.values()].flatMap(({ files }) => files),
    ...chunks,
  ];
  const madeNow = new Map(bodies.map((file) => [file.path, file.body]));
  const gzipped = options.gzip ?? all.reduce((sum, file) => sum + file.bytes, 0) >= GZIP_FROM_BYTES;
  // Files kept from the earlier build are named as it stored them.
  if (earlier && gzipped !== earlier.gzipped) return buildLocalIndex(input, options);

  const keys = shards.map(({ key }) => key).sort();
  const facets = facetRanges(records);
  const hash = createHash('sha256');
  // In path order, which does not depend on the order terms were first met in.
  for (const file of [...all].sort((a, b) => (a.path < b.path ? -1 : 1))) hash.update(`${file.path} ${file.digest}\n`);
  const build = hash
    .update(JSON.stringify({ keys, facets, membersFromTiers, gzipped, chunkSize }))
    .digest('hex')
    .slice(0, 16);
  const generation = options.generation ?? 0;
  const manifest: Manifest = {
    format: INDEX_FORMAT,
    build,
    generation,
    recordCount: records.length,
    keys,
    chunkSize,
    headRecords: HEAD_RECORDS,
    facets,
    membersFromTiers,
    gzipped,
  };
  const stored = (path: string) => (gzipped ? `${path}.gz` : path);
  return {
    manifest,
    files: all.map((file) => {
      const body = 'body' in file ? file.body : madeNow.get(file.path);
      return {
        path: stored(file.path),
        digest: file.digest,
        ...(body !== undefined ? { body: `{"g":${generation},"v":${body}}` } : {}),
      };
    }),
    state: {
      settings,
      terms: dictionary.terms,
      pages,
      analysis,
      total: stats.total,
      averages: stats.averages,
      termOutputs,
      chunks: chunks.map(entry),
      gzipped,
    },
    analyzed: { pages: changed.length, terms: scored },
  };
}

const entry = ({ path, digest, bytes }: FileEntry): FileEntry => ({ path, digest, bytes });

/**
 * The terms to score again, starting from `earlier`: those the changed pages
 * hold, now or before. Only those pages move a term's postings or its counts,
 * so every other term's row and files are as they were, unless the site's
 * rounded statistics moved or a page that did not change has other record
 * ids (a page before it gained or lost records): then everything is scored
 * again (undefined).
 */
function termsToScore(
  earlier: IndexState,
  pages: readonly PageEntry[],
  changed: readonly PageEntry[],
  analysis: Int32Array,
  termCount: number,
): Uint8Array | undefined {
  const before = new Map(earlier.pages.map((page) => [page.key, page]));
  const changedKeys = new Set(changed.map((page) => page.key));
  if (pages.some((page) => !changedKeys.has(page.key) && before.get(page.key)?.first !== page.first)) return undefined;
  const selected = new Uint8Array(termCount);
  const mark = (term: number) => {
    selected[term] = 1;
  };
  for (const page of changed) forEachTerm(analysis.subarray(page.from, page.to), mark);
  const current = new Set(pages.map((page) => page.key));
  for (const old of earlier.pages)
    if (changedKeys.has(old.key) || !current.has(old.key))
      forEachTerm(earlier.analysis.subarray(old.from, old.to), mark);
  return selected;
}

/** The record chunk files: the earlier build's where every record in the chunk is from a page that did not change. */
function recordChunks(
  records: readonly SearchRecord[],
  chunkSize: number,
  earlier: IndexState | undefined,
  pages: readonly PageEntry[],
  changed: readonly PageEntry[],
): (FileEntry & { body?: string })[] {
  const dirty = new Uint8Array(records.length + chunkSize);
  for (const page of changed) dirty.fill(1, page.first, page.first + page.count);
  // Where a changed or removed page's records were.
  const changedKeys = new Set(changed.map((page) => page.key));
  const current = new Set(pages.map((page) => page.key));
  for (const old of earlier?.pages ?? [])
    if (changedKeys.has(old.key) || !current.has(old.key)) dirty.fill(1, old.first, old.first + old.count);
  const chunks: (FileEntry & { body?: string })[] = [];
  const countBefore = earlier?.pages.reduce((most, page) => Math.max(most, page.first + page.count), 0) ?? 0;
  for (let start = 0; start < records.length; start += chunkSize) {
    const number = start / chunkSize;
    const kept = earlier?.chunks[number];
    const whole = Math.min(chunkSize, records.length - start);
    // A kept chunk held as many records: all but the last chunk are full.
    const keptSize = Math.min(chunkSize, countBefore - start);
    if (kept && keptSize === whole && !dirty.subarray(start, start + whole).includes(1)) chunks.push(kept);
    else
      chunks.push(
        made(chunkPath(PLAIN, number), JSON.stringify(records.slice(start, start + chunkSize).map(packRecord))),
      );
  }
  return chunks;
}

/** The files of an index built without an earlier state, each with its body (for tests and benches). */
export function withBodies(files: readonly IndexFile[]): (IndexFile & { body: string })[] {
  return files.map((file) => {
    if (file.body === undefined) throw new Error(`${file.path} was kept from an earlier build: it has no body here`);
    return file as IndexFile & { body: string };
  });
}
