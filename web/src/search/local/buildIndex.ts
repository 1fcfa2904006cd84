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
import { indexTerms, words } from './analyzer.ts';
import {
  chunkPath,
  FIELDS,
  type Field,
  IMPACT_SCALE,
  INDEX_FORMAT,
  type Manifest,
  type Postings,
  type Shard,
  type StoredRecord,
  shardPath,
  type TermRow,
  tierPath,
} from './format.ts';
import { bm25, FIELD_BOOST, LEVEL_BOOST } from './impact.ts';

export const CHUNK_SIZE = 16;
/** Postings of a term that travel in its shard; the next tier holds TIER_GROWTH times as many, and so on. */
export const HEAD_POSTINGS = 48;
const TIER_GROWTH = 8;
/** A shard whose terms would exceed about this many bytes of JSON is split by the next character. */
export const SHARD_SPLIT_BYTES = 24 * 1024;
/** Terms below a split node that it keeps, so its prefix alone finds something. */
const COMPLETIONS = 8;
const FACETS = ['language', 'version', 'docusaurus_tag'] as const;
const LEVEL = { lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6, content: 0 } as const;

export type IndexFile = { path: string; body: string };
export type LocalIndex = { manifest: Manifest; files: IndexFile[] };
export type BuildOptions = { splitBytes?: number; headPostings?: number };

/** What each searchable field holds for a record. */
export function fieldText(record: SearchRecord, field: Field): string {
  const levels = [2, 3, 4, 5, 6] as const;
  const own = record.type === 'content' ? 0 : LEVEL[record.type];
  switch (field) {
    case 'title':
      return own === 0 ? '' : ((own === 1 ? record.hierarchy.lvl1 : record.hierarchy[`lvl${own as 2}`]) ?? '');
    case 'parents': {
      const above = [record.hierarchy.lvl1, ...levels.map((level) => record.hierarchy[`lvl${level}`])];
      return above
        .slice(0, own === 0 ? above.length : own - 1)
        .filter(Boolean)
        .join(' ');
    }
    case 'lvl0':
      return record.hierarchy.lvl0;
    case 'content':
      return record.content ?? '';
    case 'code':
      return record.code.join(' ');
    case 'keywords':
      return record.keywords.join(' ');
  }
}

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

/**
 * A word's index terms, worked out once per distinct word: a site repeats the same few thousand words millions
 * of times, and splitting names into parts was most of the index's build time.
 */
type TermsOfWord = (word: string) => readonly string[];

function memoizedIndexTerms(): TermsOfWord {
  const known = new Map<string, readonly string[]>();
  return (word) => {
    let terms = known.get(word);
    if (!terms) {
      terms = indexTerms(word);
      known.set(word, terms);
    }
    return terms;
  };
}

/** Each field's terms with their frequencies, for one record. */
function fieldTerms(record: SearchRecord, termsOf: TermsOfWord): Map<string, number>[] {
  return FIELDS.map((field) => {
    const frequencies = new Map<string, number>();
    for (const word of words(fieldText(record, field)))
      for (const term of termsOf(word)) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
    return frequencies;
  });
}

/** A term's postings while building: record ids in order, with the impact of each. */
type TermPostings = { ids: number[]; impacts: number[]; sections: number; lastSection: number };

/** Scores every posting of every term (two passes: frequencies and lengths first, then BM25). */
function scoredPostings(records: readonly SearchRecord[], starts: Int32Array): Map<string, TermPostings> {
  const matching = new Map<string, Int32Array>();
  const lengths = new Int32Array(records.length * FIELDS.length);
  const totals = new Float64Array(FIELDS.length);
  const termsOf = memoizedIndexTerms();
  records.forEach((record, id) => {
    fieldTerms(record, termsOf).forEach((frequencies, field) => {
      lengths[id * FIELDS.length + field] = frequencies.size;
      totals[field] = (totals[field] ?? 0) + frequencies.size;
      for (const term of frequencies.keys()) {
        let counts = matching.get(term);
        if (!counts) {
          counts = new Int32Array(FIELDS.length);
          matching.set(term, counts);
        }
        counts[field] = (counts[field] ?? 0) + 1;
      }
    });
  });
  const averages = [...totals].map((total) => total / Math.max(1, records.length));
  const postings = new Map<string, TermPostings>();
  records.forEach((record, id) => {
    const impacts = new Map<string, number>();
    fieldTerms(record, termsOf).forEach((frequencies, field) => {
      const boost = FIELD_BOOST[FIELDS[field] as Field];
      const length = lengths[id * FIELDS.length + field] ?? 0;
      for (const [term, frequency] of frequencies) {
        const score = bm25(frequency, matching.get(term)?.[field] ?? 1, records.length, length, averages[field] ?? 1);
        impacts.set(term, (impacts.get(term) ?? 0) + boost * score);
      }
    });
    const levelBoost = LEVEL_BOOST[LEVEL[record.type]];
    const section = starts[id] ?? id;
    for (const [term, impact] of impacts) {
      let entry = postings.get(term);
      if (!entry) {
        entry = { ids: [], impacts: [], sections: 0, lastSection: -1 };
        postings.set(term, entry);
      }
      entry.ids.push(id);
      entry.impacts.push(Math.max(1, Math.round(impact * levelBoost * IMPACT_SCALE)));
      if (entry.lastSection !== section) {
        entry.sections++;
        entry.lastSection = section;
      }
    }
  });
  return postings;
}

/** Some postings (indexes into a term's lists) encoded in id order. */
function encode(term: TermPostings, picked: number[], starts: Int32Array): Postings {
  picked.sort((a, b) => a - b);
  const encoded: Postings = [];
  let previous = 0;
  for (const index of picked) {
    const id = term.ids[index] ?? 0;
    encoded.push(id - previous, term.impacts[index] ?? 0, id - (starts[id] ?? id));
    previous = id;
  }
  return encoded;
}

/** The head of a term's postings (its best records) and the tiers after it. */
function tiered(term: TermPostings, starts: Int32Array, headSize: number): { head: Postings; tiers: Postings[] } {
  const order = term.ids.map((_, index) => index);
  order.sort((a, b) => (term.impacts[b] ?? 0) - (term.impacts[a] ?? 0) || a - b);
  const head = encode(term, order.slice(0, headSize), starts);
  const tiers: Postings[] = [];
  for (let start = headSize, size = headSize * TIER_GROWTH; start < order.length; start += size, size *= TIER_GROWTH)
    tiers.push(encode(term, order.slice(start, start + size), starts));
  return { head, tiers };
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
  const records = ordered(input);
  const starts = sectionStarts(records);

  const rows: TermRow[] = [];
  const tierFiles: { term: string; tiers: Postings[] }[] = [];
  for (const [term, postings] of scoredPostings(records, starts)) {
    const { head, tiers } = tiered(postings, starts, headSize);
    rows.push([term, postings.sections, tiers.length, head]);
    if (tiers.length > 0) tierFiles.push({ term, tiers });
  }

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

  const stored = (record: SearchRecord): StoredRecord => {
    const { objectID, type, url, url_without_anchor, anchor, hierarchy, content } = record;
    return { objectID, type, url, url_without_anchor, anchor, hierarchy, content };
  };
  // Paths name the build, known only once every body is: each body comes with how to name it.
  type Build = Pick<Manifest, 'build'>;
  const bodies: { file: (build: Build) => string; body: string }[] = [
    ...shards.map(({ key, shard }) => ({ file: (build: Build) => shardPath(build, key), body: JSON.stringify(shard) })),
    ...tierFiles.flatMap(({ term, tiers }) =>
      tiers.map((tier, index) => ({
        file: (build: Build) => tierPath(build, term, index),
        body: JSON.stringify(tier),
      })),
    ),
  ];
  for (let start = 0; start < records.length; start += CHUNK_SIZE)
    bodies.push({
      file: (build) => chunkPath(build, start / CHUNK_SIZE),
      body: JSON.stringify(records.slice(start, start + CHUNK_SIZE).map(stored)),
    });

  const keys = shards.map(({ key }) => key).sort();
  const facets = facetRanges(records);
  const hash = createHash('sha256');
  for (const { body } of bodies) hash.update(body);
  const build = hash.update(JSON.stringify({ keys, facets })).digest('hex').slice(0, 16);
  const manifest: Manifest = {
    format: INDEX_FORMAT,
    build,
    recordCount: records.length,
    keys,
    chunkSize: CHUNK_SIZE,
    facets,
  };
  return { manifest, files: bodies.map(({ file, body }) => ({ path: file(manifest), body })) };
}
