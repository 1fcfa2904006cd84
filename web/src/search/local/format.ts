/**
 * The files of the local search index, as the build writes them under
 * /search-index/ and the browser reads them. The manifest is small and
 * revalidated. Every other file is named by what it holds (a shard's key, a
 * term, a chunk's number), so a build that does not change a file leaves its
 * name and bytes as they were, and a deploy uploads only what changed. Each
 * file says when the build that last changed it ran, so a session that reads
 * a file newer than its manifest knows a deploy came in between (renewal.ts).
 *
 * The index is a trie of term prefixes cut into shards small enough to fetch
 * while the reader types: each query word needs exactly one of them. A term's
 * postings are ordered by impact (its precomputed score in a record): the best
 * ones travel in the shard, the rest in tiers fetched only when a query needs
 * more hits than the heads give.
 */
import type { SearchRecord } from '../records/index.ts';

/** Fields the engine scores, each with its own boost. */
export const FIELDS = ['title', 'parents', 'lvl0', 'content', 'code', 'keywords'] as const;
export type Field = (typeof FIELDS)[number];

export const INDEX_FORMAT = 5;

export type Manifest = {
  format: typeof INDEX_FORMAT;
  /** A digest of the whole index: a build that changes any file has another. */
  build: string;
  /** When this build ran, in seconds since 1970: no file of it is newer (`StoredFile`). */
  generation: number;
  /** Records in the index; their ids are 0 … recordCount − 1, in page order within each docs version and language. */
  recordCount: number;
  /** Shard keys (term prefixes), sorted. A word's shard is the longest key that begins it. */
  keys: string[];
  /** Records per chunk file; record `id` is in chunk `floor(id / chunkSize)`. */
  chunkSize: number;
  /** How many of a common term's best records its heads files hold (`headsPath`), `chunkSize` to a file. */
  headRecords: number;
  /** Facet attribute → value → the record id ranges [start, end) that have it. Records are sorted so ranges are few. */
  facets: Record<string, Record<string, [number, number][]>>;
  /** A term with at least this many tiers also has a members file (members.ts). */
  membersFromTiers: number;
  /**
   * Whether the files (all but this manifest) are stored gzipped, named `….json.gz`. A large index is:
   * on disk it is a quarter of its JSON, and it travels as stored, gzip instead of the CDN's brotli
   * (storedFiles.ts says why and what that costs).
   */
  gzipped: boolean;
};

/**
 * Postings as one flat array, in record id order: [id gap, impact, section gap, …].
 * The impact is the record's score for the term (BM25 over the fields, with
 * their boosts and the record's level) times IMPACT_SCALE, rounded. The
 * section gap is how far back the first record of the record's section is
 * (records of a section share a URL and are side by side; hits are distinct
 * by URL).
 */
export type Postings = number[];
export const POSTING_STRIDE = 3;
export const IMPACT_SCALE = 100;

/**
 * One term: [term, sections, tiers, head]. `sections` is how many sections
 * hold it (for hit counts), `tiers` how many tier files hold the postings
 * beyond the head (0 when the head is all of them). A term with tiers also has
 * its head's records stored together, best first (`headsPath`).
 */
export type TermRow = [term: string, sections: number, tiers: number, head: Postings];

/**
 * One shard (trie node). `terms`: the terms whose longest shard key is this
 * one. `completions`: for a node split into deeper shards, the most common
 * terms below it, so a word typed up to this key already has results.
 */
export type Shard = { terms: TermRow[]; completions: TermRow[] };

/** Every record that holds a term: base64 of a bitmap (bit `id` set) or of the gaps between ids as LEB128 varints. */
export type Members = { bits: string } | { gaps: string };

/**
 * Every file but the manifest: what it holds (`v`), and when the build that last changed it ran (`g`, seconds since
 * 1970). A build that leaves a file's content as it was leaves the file, `g` included.
 */
export type StoredFile<T> = { g: number; v: T };

/** What names a file of the index besides what it holds: whether files are stored gzipped. */
export type FileNaming = Pick<Manifest, 'gzipped'>;
const file = (naming: FileNaming, kind: string, name: string) => `${kind}/${name}.json${naming.gzipped ? '.gz' : ''}`;

/** A file of the index, relative to the index folder. */
export const shardPath = (naming: FileNaming, key: string) => file(naming, 'terms', hex(key));
export const tierPath = (naming: FileNaming, term: string, tier: number) =>
  file(naming, 'tiers', `${hex(term)}.${tier}`);
export const membersPath = (naming: FileNaming, term: string) => file(naming, 'members', hex(term));
export const chunkPath = (naming: FileNaming, chunk: number) => file(naming, 'records', String(chunk));
/** The records of a term's head (the records of its best postings, best first), a chunk at a time. */
export const headsPath = (naming: FileNaming, term: string, chunk: number) =>
  file(naming, 'heads', `${hex(term)}.${chunk}`);

/** File names from terms in any script, safe on every file system and URL. */
function hex(text: string): string {
  return [...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What the browser keeps of a record: what a hit shows, and the searchable
 * `code` and `keywords` (left out where empty), so that a few records can be
 * checked for a query's words without their postings. Chunk files hold them
 * packed (storedRecords.ts).
 */
export type StoredRecord = Pick<
  SearchRecord,
  'objectID' | 'type' | 'url' | 'url_without_anchor' | 'anchor' | 'hierarchy' | 'content'
> & { code?: string[]; keywords?: string[] };
