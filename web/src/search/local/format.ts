/**
 * The files of the local search index, as the build writes them under
 * /search-index/ and the browser reads them. The manifest is small and
 * revalidated; shards and record chunks carry a content hash in their names
 * and never change.
 */
import type { SearchRecord } from '../records/index.ts';

/** Fields the engine searches, in MiniSearch's order (their ids are positions in this list). */
export const FIELDS = ['title', 'parents', 'lvl0', 'content', 'code', 'keywords'] as const;
export type Field = (typeof FIELDS)[number];

export const INDEX_FORMAT = 1;

export type Manifest = {
  format: typeof INDEX_FORMAT;
  /** Records in the index; their ids are 0 … recordCount − 1, in page order. */
  recordCount: number;
  /** Mean length in terms of each field, for BM25. */
  averageFieldLength: number[];
  /** Shard key (a term's first two characters) → file name and gzip size in bytes. */
  shards: Record<string, { file: string; bytes: number }>;
  /** Records per chunk file; record `id` is in chunk `floor(id / chunkSize)`. */
  chunkSize: number;
  chunks: string[];
  /** Facet attribute → value → the record id ranges [start, end) that have it. Records are sorted so ranges are few. */
  facets: Record<string, Record<string, [number, number][]>>;
};

/**
 * One shard: the postings of its terms and, for each record they point to,
 * what scoring needs without the record itself.
 *
 * `terms`: [term, fieldId, postings, fieldId, postings, …] where postings are
 * record ids as gaps from the previous id, each followed by −tf when a term
 * occurs more than once.
 * `records`: per record, in id order: [id gap, section gap, level, …field lengths]:
 * section gap is how far back the first record of its section is (records of
 * a section share a URL, and hits are distinct by URL); level is 1–6 for
 * headings, 0 for text.
 */
export type Shard = {
  terms: (string | number | number[])[][];
  records: number[];
};

export const SHARD_RECORD_STRIDE = 3 + FIELDS.length;

/** What the browser keeps of a record to show a hit. */
export type StoredRecord = Pick<
  SearchRecord,
  'objectID' | 'type' | 'url' | 'url_without_anchor' | 'anchor' | 'hierarchy' | 'content'
>;
