/**
 * Build side of the local engine. Every term gets its postings scored once
 * (impact.ts) and ordered best first: the head goes in the term's shard, the
 * rest in tiers that grow eightfold. Shards are nodes of a trie of term
 * prefixes, split deeper until each is small; a node that is split keeps the
 * most common terms below it, so a short prefix already has results. Records
 * go in small chunks, fetched for the hits shown. Whatever the site's size, a
 * query word costs one small shard.
 */
import { createHash } from 'node:crypto';
import type { SearchRecord } from '../records/index.ts';
import { colocatedOrder, placesOf, renumbered } from './colocate.ts';
import {
  chunkPath,
  type FileNaming,
  INDEX_FORMAT,
  type Manifest,
  membersPath,
  type Postings,
  type Shard,
  shardPath,
  type TermRow,
  tierPath,
} from './format.ts';
import { encodeMembers } from './members.ts';
import { scorePostings, tiered } from './postings.ts';
import { GZIP_FROM_BYTES } from './storedFiles.ts';
import { packRecord } from './storedRecords.ts';

export const CHUNK_SIZE = 16;
/** Postings of a term that travel in its shard; the next tier holds TIER_GROWTH times as many, and so on. */
export const HEAD_POSTINGS = 48;
const TIER_GROWTH = 8;
/**
 * A term whose postings fill this many tiers also gets a members file: a
 * query with other words reads it rather than the term's deep tiers, which
 * hold thousands of postings each (3,072 for the third).
 */
export const MEMBERS_FROM_TIERS = 3;
/** A shard whose terms would exceed about this many bytes of JSON is split by the next character. */
export const SHARD_SPLIT_BYTES = 24 * 1024;
/** Terms below a split node that it keeps, so its prefix alone finds something. */
const COMPLETIONS = 8;
const FACETS = ['language', 'version', 'docusaurus_tag'] as const;

/** A file of the index and its JSON; `storedBody` (storeFile.ts) gives what is written to disk. */
export type IndexFile = { path: string; body: string };
export type LocalIndex = { manifest: Manifest; files: IndexFile[] };
export type BuildOptions = {
  splitBytes?: number;
  headPostings?: number;
  membersFromTiers?: number;
  chunkSize?: number;
  /** Store files gzipped; by default, when their JSON adds up to GZIP_FROM_BYTES or more. */
  gzip?: boolean;
};

/** Orders records so each docs version and language is one run of ids (facet filters become id ranges). */
function ordered(records: readonly SearchRecord[]): SearchRecord[] {
  const rank = (record: SearchRecord) => `${record.version}\u0000${record.language}`;
  return records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => (rank(a.record) < rank(b.record) ? -1 : rank(a.record) > rank(b.record) ? 1 : a.index - b.index))
    .map(({ record }) => record);
}

/** Each record's facet group (its docs version and language), numbered in order: `ordered` makes each a run. */
function facetGroups(records: readonly SearchRecord[]): Int32Array {
  const groups = new Int32Array(records.length);
  records.forEach((record, id) => {
    const previous = records[id - 1];
    const same = previous && previous.version === record.version && previous.language === record.language;
    groups[id] = id === 0 ? 0 : (groups[id - 1] ?? 0) + (same ? 0 : 1);
  });
  return groups;
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

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Rough JSON size of a term row: its text and a few bytes per number of its head. */
const rowBytes = (row: TermRow) => row[0].length + 12 + row[3].length * 3;
const prefix = (term: string, length: number) => [...term].slice(0, length).join('');

/** The manifest and every file of the local index for these records. */
export function buildLocalIndex(input: readonly SearchRecord[], options: BuildOptions = {}): LocalIndex {
  const splitBytes = options.splitBytes ?? SHARD_SPLIT_BYTES;
  const headSize = Math.max(1, options.headPostings ?? HEAD_POSTINGS);
  const membersFromTiers = Math.max(1, options.membersFromTiers ?? MEMBERS_FROM_TIERS);
  const chunkSize = Math.max(1, options.chunkSize ?? CHUNK_SIZE);
  // Scored in page order (a record's enclosing headings come before it), then stored colocated (colocate.ts).
  const paged = ordered(input);
  const pagedStarts = sectionStarts(paged);
  const scored = scorePostings(paged, pagedStarts);
  const order = colocatedOrder(scored, facetGroups(paged), headSize);
  const records = Array.from(order, (id) => paged[id] as SearchRecord);
  const postings = renumbered(scored, order);
  const newId = placesOf(order);
  // Each record's section, named by where the section's first record is stored.
  const starts = Int32Array.from(order, (id) => newId[pagedStarts[id] ?? id] ?? 0);

  const rows: TermRow[] = [];
  const tierFiles: { term: string; tiers: Postings[] }[] = [];
  const memberFiles: { term: string; body: string }[] = [];
  postings.terms.forEach((term, number) => {
    const { head, tiers } = tiered(postings, number, starts, headSize, TIER_GROWTH);
    rows.push([term, postings.sections[number] ?? 0, tiers.length, head]);
    if (tiers.length > 0) tierFiles.push({ term, tiers });
    if (tiers.length >= membersFromTiers) {
      // A term's postings are in record order, so its ids ascend.
      const ids = postings.ids.subarray(postings.start[number] ?? 0, postings.start[number + 1] ?? 0);
      memberFiles.push({ term, body: JSON.stringify(encodeMembers(ids, records.length)) });
    }
  });

  const shards: { key: string; shard: Shard }[] = [];
  /**
   * Makes `key` a shard of the terms it begins, or, when they would be big
   * and go deeper, a node that keeps the term equal to `key` and the most
   * common terms below it, with one child per next character.
   */
  const split = (key: string, group: TermRow[]) => {
    const depth = [...key].length;
    const deeper = group.filter(([term]) => [...term].length > depth);
    const bytes = group.reduce((sum, row) => sum + rowBytes(row), 0);
    if (deeper.length === 0 || bytes <= splitBytes) {
      shards.push({ key, shard: { terms: group, completions: [] } });
      return;
    }
    const completions = [...deeper].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, COMPLETIONS);
    shards.push({ key, shard: { terms: group.filter(([term]) => [...term].length === depth), completions } });
    for (const [next, below] of groupBy(deeper, ([term]) => prefix(term, depth + 1))) split(next, below);
  };
  for (const [key, group] of groupBy(rows, ([term]) => prefix(term, 1))) split(key, group);

  // Paths name the build, known only once every body is: each body comes with how to name it.
  const bodies: { file: (naming: FileNaming) => string; body: string }[] = [
    ...shards.map(({ key, shard }) => ({
      file: (naming: FileNaming) => shardPath(naming, key),
      body: JSON.stringify(shard),
    })),
    ...tierFiles.flatMap(({ term, tiers }) =>
      tiers.map((tier, index) => ({
        file: (naming: FileNaming) => tierPath(naming, term, index),
        body: JSON.stringify(tier),
      })),
    ),
    ...memberFiles.map(({ term, body }) => ({ file: (naming: FileNaming) => membersPath(naming, term), body })),
  ];
  for (let start = 0; start < records.length; start += chunkSize)
    bodies.push({
      file: (naming) => chunkPath(naming, start / chunkSize),
      body: JSON.stringify(records.slice(start, start + chunkSize).map(packRecord)),
    });

  const keys = shards.map(({ key }) => key).sort();
  const facets = facetRanges(records);
  const hash = createHash('sha256');
  for (const { body } of bodies) hash.update(body);
  const gzipped = options.gzip ?? bodies.reduce((sum, { body }) => sum + Buffer.byteLength(body), 0) >= GZIP_FROM_BYTES;
  const build = hash.update(JSON.stringify({ keys, facets, membersFromTiers, gzipped })).digest('hex').slice(0, 16);
  const manifest: Manifest = {
    format: INDEX_FORMAT,
    build,
    recordCount: records.length,
    keys,
    chunkSize,
    facets,
    membersFromTiers,
    gzipped,
  };
  return { manifest, files: bodies.map(({ file, body }) => ({ path: file(manifest), body })) };
}
