/**
 * Build side of the local engine: MiniSearch indexes every record once, then
 * its serialized index is cut into shards by term prefix, and the records into
 * chunks, so a browser fetches only the shards of the words it searches and
 * the records of the hits it shows. Whatever the site's size, a query costs a
 * few shards, never the whole index.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import type { SearchRecord } from '../records/index.ts';
import { indexTerms, shardKey, words } from './analyzer.ts';
import { FIELDS, type Field, INDEX_FORMAT, type Manifest, type Shard, type StoredRecord } from './format.ts';

export const CHUNK_SIZE = 32;
/** A shard whose postings would exceed about this many bytes of JSON is split by the next character of its terms. */
export const SHARD_SPLIT_BYTES = 96 * 1024;
const FACETS = ['language', 'version', 'docusaurus_tag'] as const;
const LEVEL = { lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6, content: 0 } as const;

export type IndexFile = { path: string; body: string };
export type LocalIndex = { manifest: Manifest; files: IndexFile[] };

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

const hashOf = (body: string) => createHash('sha256').update(body).digest('hex').slice(0, 12);
const fileKey = (key: string) => Buffer.from(key).toString('hex');

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

function sectionStarts(records: readonly SearchRecord[]): number[] {
  let start = 0;
  return records.map((record, id) => {
    if (id === 0 || record.url !== records[id - 1]?.url) start = id;
    return start;
  });
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

/** Rough JSON size of some postings (a few bytes a posting), to decide splits without serializing twice. */
function estimate(entries: SerializedIndex['index']): number {
  let postings = 0;
  for (const [, byField] of entries)
    for (const frequencies of Object.values(byField)) postings += Object.keys(frequencies).length;
  return postings * 6;
}

type SerializedIndex = {
  averageFieldLength: number[];
  fieldLength: Record<string, number[]>;
  index: [string, Record<string, Record<string, number>>][];
};

function shardOf(
  entries: SerializedIndex['index'],
  serialized: SerializedIndex,
  starts: readonly number[],
  levels: readonly number[],
): Shard {
  const ids = new Set<number>();
  const terms = entries.map(([term, byField]) => {
    const row: (string | number | number[])[] = [term];
    for (const [fieldId, frequencies] of Object.entries(byField)) {
      const postings: number[] = [];
      let previous = 0;
      for (const id of Object.keys(frequencies)
        .map(Number)
        .sort((a, b) => a - b)) {
        ids.add(id);
        postings.push(id - previous);
        previous = id;
        const frequency = frequencies[id] ?? 1;
        if (frequency > 1) postings.push(-frequency);
      }
      row.push(Number(fieldId), postings);
    }
    return row;
  });
  const records: number[] = [];
  let previous = 0;
  for (const id of [...ids].sort((a, b) => a - b)) {
    const lengths = serialized.fieldLength[id] ?? [];
    records.push(id - previous, id - (starts[id] ?? id), levels[id] ?? 0, ...FIELDS.map((_, f) => lengths[f] ?? 0));
    previous = id;
  }
  return { terms, records };
}

/** The manifest and every file of the local index for these records. */
export function buildLocalIndex(input: readonly SearchRecord[], options: { splitBytes?: number } = {}): LocalIndex {
  const splitBytes = options.splitBytes ?? SHARD_SPLIT_BYTES;
  const records = ordered(input);
  const engine = new MiniSearch<{ id: number; record: SearchRecord }>({
    fields: [...FIELDS],
    extractField: (document, field) =>
      field === 'id' ? String(document.id) : fieldText(document.record, field as Field),
    tokenize: words,
    processTerm: indexTerms,
  });
  engine.addAll(records.map((record, id) => ({ id, record })));
  const serialized = engine.toJSON() as unknown as SerializedIndex;

  const starts = sectionStarts(records);
  const levels = records.map((record) => LEVEL[record.type]);
  const files: IndexFile[] = [];
  const shards: Manifest['shards'] = {};
  const write = (key: string, entries: SerializedIndex['index']) => {
    const body = JSON.stringify(shardOf(entries, serialized, starts, levels));
    const file = `shards/${fileKey(key)}.${hashOf(body)}.json`;
    files.push({ path: file, body });
    shards[key] = { file, bytes: gzipSync(body).length };
    return body.length;
  };
  /**
   * Writes the terms starting with `key` as one shard, or, when that shard
   * would be big and its terms go deeper, one shard per next character
   * (the terms equal to `key` stay in its own): a query then fetches only
   * the branch its word is in.
   */
  const split = (key: string, entries: SerializedIndex['index']) => {
    const depth = [...key].length;
    const deeper = entries.filter(([term]) => [...term].length > depth);
    if (deeper.length === 0 || estimate(entries) <= splitBytes) {
      write(key, entries);
      return;
    }
    const own = entries.filter(([term]) => [...term].length === depth);
    if (own.length > 0) write(key, own);
    for (const [next, group] of groupBy(deeper, ([term]) => [...term].slice(0, depth + 1).join(''))) split(next, group);
  };
  for (const [key, entries] of groupBy(serialized.index, ([term]) => shardKey(term))) split(key, entries);

  const chunks: string[] = [];
  for (let start = 0; start < records.length; start += CHUNK_SIZE) {
    const stored: StoredRecord[] = records
      .slice(start, start + CHUNK_SIZE)
      .map(({ objectID, type, url, url_without_anchor, anchor, hierarchy, content }) => ({
        objectID,
        type,
        url,
        url_without_anchor,
        anchor,
        hierarchy,
        content,
      }));
    const body = JSON.stringify(stored);
    const file = `records/${start / CHUNK_SIZE}.${hashOf(body)}.json`;
    files.push({ path: file, body });
    chunks.push(file);
  }

  const manifest: Manifest = {
    format: INDEX_FORMAT,
    recordCount: records.length,
    averageFieldLength: serialized.averageFieldLength,
    shards,
    chunkSize: CHUNK_SIZE,
    chunks,
    facets: facetRanges(records),
  };
  return { manifest, files };
}
