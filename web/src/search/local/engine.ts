/**
 * The zero-configuration search engine: answers DocSearch's requests in
 * Algolia's response shape from the sharded index the build writes. It loads
 * the manifest, then only the shards of the query's words, lets MiniSearch
 * match and score (prefix on the last word, typos as Algolia allows them, all
 * words required), keeps the best hit per URL, and fetches the records of the
 * hits it returns.
 */
import MiniSearch, { type AsPlainObject, type SearchResult } from 'minisearch';
import { queryTerms, typosAllowed, words } from './analyzer.ts';
import { FIELDS, type Field, type Manifest, SHARD_RECORD_STRIDE, type Shard, type StoredRecord } from './format.ts';
import { highlight, QueryMatcher, snippet, type Tags } from './highlight.ts';

/** Reads one index file (path relative to the index folder) as parsed JSON. */
export type IndexLoader = (path: string) => Promise<unknown>;

export type SearchRequest = {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  facetFilters?: string | (string | string[])[];
  clickAnalytics?: boolean;
  [parameter: string]: unknown;
};

export type LocalHit = StoredRecord & {
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
};

export type SearchResponse = {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  queryID?: string;
};

/** Field boosts: a word in a record's own heading counts most, then its parent headings, then text. */
const BOOST: Record<Field, number> = { title: 6, parents: 2, lvl0: 0.5, content: 1, code: 1, keywords: 2 };
/** Among equally good matches, the page title before h2 before h3 … before text (DocSearch's level weights). */
const LEVEL_BOOST = [1, 1.5, 1.4, 1.3, 1.2, 1.1, 1.1];
/** A short last word expands to the words it begins only if their shards are this small together (gzip). */
const PREFIX_BUDGET_BYTES = 64 * 1024;
const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

type RecordFacts = { section: number; level: number };

/** A MiniSearch built from some shards, with what scoring and distinct need about their records. */
type ShardSet = { miniSearch: MiniSearch; facts: Map<number, RecordFacts> };

export class IndexUnavailableError extends Error {
  override name = 'RetryError';
}

function randomQueryId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The shard holding `term`: the longest shard key that begins it. */
function homeKey(manifest: Manifest, term: string): string | undefined {
  const characters = [...term];
  for (let length = characters.length; length > 0; length--) {
    const key = characters.slice(0, length).join('');
    if (manifest.shards[key]) return key;
  }
  return undefined;
}

function toMiniSearch(manifest: Manifest, shards: readonly Shard[]): ShardSet {
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  const facts = new Map<number, RecordFacts>();
  const index: AsPlainObject['index'] = [];
  for (const shard of shards) {
    let id = 0;
    for (let at = 0; at < shard.records.length; at += SHARD_RECORD_STRIDE) {
      id += shard.records[at] ?? 0;
      documentIds[id] = id;
      facts.set(id, { section: id - (shard.records[at + 1] ?? 0), level: shard.records[at + 2] ?? 0 });
      fieldLength[id] = shard.records.slice(at + 3, at + SHARD_RECORD_STRIDE);
    }
    for (const row of shard.terms) {
      const byField: Record<string, Record<string, number>> = {};
      for (let at = 1; at < row.length; at += 2) {
        const postings = row[at + 1] as number[];
        const frequencies: Record<string, number> = {};
        let id = 0;
        for (const value of postings) {
          if (value < 0) frequencies[id] = -value;
          else {
            id += value;
            frequencies[id] = 1;
          }
        }
        byField[String(row[at])] = frequencies;
      }
      index.push([row[0] as string, byField]);
    }
  }
  const miniSearch = MiniSearch.loadJS(
    {
      documentCount: manifest.recordCount,
      nextId: manifest.recordCount,
      documentIds,
      fieldIds: Object.fromEntries(FIELDS.map((field, id) => [field, id])),
      fieldLength,
      averageFieldLength: manifest.averageFieldLength,
      storedFields: {},
      dirtCount: 0,
      index,
      serializationVersion: 2,
    },
    { fields: [...FIELDS], tokenize: words },
  );
  return { miniSearch, facts };
}

/** `attr:value` / `attr:-value` filters, an array meaning AND and a nested array OR, as Algolia reads them. */
function facetFilter(manifest: Manifest, filters: SearchRequest['facetFilters']): (id: number) => boolean {
  if (!filters || filters.length === 0) return () => true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const test = (filter: string) => {
    const colon = filter.indexOf(':');
    const attribute = filter.slice(0, colon);
    let value = filter.slice(colon + 1);
    const negated = value.startsWith('-');
    if (negated) value = value.slice(1);
    const ranges = manifest.facets[attribute]?.[value] ?? [];
    return (id: number) => ranges.some(([start, end]) => id >= start && id < end) !== negated;
  };
  const clauses = list.map((clause) => (Array.isArray(clause) ? clause.map(test) : [test(clause)]));
  return (id) => clauses.every((clause) => clause.some((passes) => passes(id)));
}

export class LocalSearchEngine {
  private manifest?: Promise<Manifest>;
  private readonly shards = new Map<string, Promise<Shard>>();
  private readonly chunks = new Map<number, Promise<StoredRecord[]>>();
  private shardSet?: { keys: string; set: ShardSet };

  private readonly load: IndexLoader;

  constructor(load: IndexLoader) {
    this.load = load;
  }

  private fetch<T>(path: string): Promise<T> {
    return this.load(path).then(
      (value) => value as T,
      (error: unknown) => {
        throw new IndexUnavailableError(`The search index could not be loaded (${path}): ${String(error)}`, {
          cause: error,
        });
      },
    );
  }

  /** Starts loading the manifest; searching later is then one step shorter. */
  prepare(): Promise<Manifest> {
    this.manifest ??= this.fetch<Manifest>('manifest.json').catch((error: unknown) => {
      this.manifest = undefined;
      throw error;
    });
    return this.manifest;
  }

  private shard(manifest: Manifest, key: string): Promise<Shard> | undefined {
    const entry = manifest.shards[key];
    if (!entry) return undefined;
    let shard = this.shards.get(key);
    if (!shard) {
      shard = this.fetch<Shard>(entry.file);
      this.shards.set(key, shard);
      shard.catch(() => this.shards.delete(key));
    }
    return shard;
  }

  private chunk(manifest: Manifest, index: number): Promise<StoredRecord[]> {
    let chunk = this.chunks.get(index);
    if (!chunk) {
      chunk = this.fetch<StoredRecord[]>(manifest.chunks[index] ?? '');
      this.chunks.set(index, chunk);
      chunk.catch(() => this.chunks.delete(index));
    }
    return chunk;
  }

  /**
   * The shards a query needs. A word's postings are in the shard with the
   * longest key that starts it (shards of common prefixes are split deeper at
   * build time). The last word is also a prefix: every shard whose key starts
   * with it joins, if they are small enough together; a short prefix of a
   * common beginning (say "s") waits for another letter instead.
   */
  private keysFor(manifest: Manifest, terms: readonly string[]): { keys: string[]; expandLast: boolean } {
    const keys = new Set<string>();
    for (const term of terms) {
      const home = homeKey(manifest, term);
      if (home) keys.add(home);
    }
    const last = terms.at(-1) ?? '';
    const below = Object.keys(manifest.shards).filter((key) => key.startsWith(last) && key !== last);
    const bytes = below.reduce((sum, key) => sum + (manifest.shards[key]?.bytes ?? 0), 0);
    const expandLast = below.length === 0 || bytes <= PREFIX_BUDGET_BYTES;
    if (expandLast) for (const key of below) keys.add(key);
    return { keys: [...keys].sort(), expandLast };
  }

  private async shardSetFor(manifest: Manifest, keys: readonly string[]): Promise<ShardSet> {
    const id = keys.join('\u0000');
    if (this.shardSet?.keys === id) return this.shardSet.set;
    const shards = await Promise.all(keys.map((key) => this.shard(manifest, key) as Promise<Shard>));
    const set = toMiniSearch(manifest, shards);
    this.shardSet = { keys: id, set };
    return set;
  }

  async search(request: SearchRequest): Promise<SearchResponse> {
    const started = Date.now();
    const manifest = await this.prepare();
    const query = String(request.query ?? '');
    const hitsPerPage = Math.max(0, Math.min(1000, Number(request.hitsPerPage ?? 20)));
    const page = Math.max(0, Number(request.page ?? 0));
    const terms = queryTerms(query);
    const ranked = terms.length === 0 ? [] : await this.rank(manifest, terms, request);

    const pageResults = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const hits = await Promise.all(pageResults.map((result) => this.hit(manifest, result, terms, request)));
    const params = new URLSearchParams(
      Object.entries(request)
        .filter(([name]) => name !== 'indexName')
        .map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
    ).toString();
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      query,
      params,
      index: request.indexName ?? 'local',
      processingTimeMS: Date.now() - started,
      ...(request.clickAnalytics ? { queryID: randomQueryId() } : {}),
    };
  }

  /** Matching records, best first, one per URL (the best of its section). */
  private async rank(manifest: Manifest, terms: readonly string[], request: SearchRequest): Promise<SearchResult[]> {
    const { keys, expandLast } = this.keysFor(manifest, terms);
    if (keys.length === 0) return [];
    const { miniSearch, facts } = await this.shardSetFor(manifest, keys);
    const allowed = facetFilter(manifest, request.facetFilters);
    const last = terms.length - 1;
    const results = miniSearch.search(terms.join(' '), {
      fields: [...FIELDS],
      boost: BOOST,
      combineWith: 'AND',
      tokenize: () => [...terms],
      processTerm: (term) => term,
      prefix: (_term, index) => index === last && expandLast,
      fuzzy: (term) => typosAllowed(term),
      weights: { fuzzy: 0.3, prefix: 0.6 },
      boostDocument: (id: number) => LEVEL_BOOST[facts.get(id)?.level ?? 0] ?? 1,
      filter: (result) => allowed(result.id as number),
    });
    const level = (result: SearchResult) => facts.get(result.id as number)?.level ?? 0;
    results.sort((a, b) => b.score - a.score || level(b) - level(a) || (a.id as number) - (b.id as number));
    const seen = new Set<number>();
    return results.filter((result) => {
      const section = facts.get(result.id as number)?.section ?? (result.id as number);
      if (seen.has(section)) return false;
      seen.add(section);
      return true;
    });
  }

  private async hit(
    manifest: Manifest,
    result: SearchResult,
    terms: readonly string[],
    request: SearchRequest,
  ): Promise<LocalHit> {
    const id = result.id as number;
    const chunk = await this.chunk(manifest, Math.floor(id / manifest.chunkSize));
    const record = chunk[id % manifest.chunkSize];
    if (!record) throw new IndexUnavailableError(`The search index has no record ${id}; it may be from another build.`);
    const tags: Tags = { pre: request.highlightPreTag ?? '<em>', post: request.highlightPostTag ?? '</em>' };
    const matcher = new QueryMatcher(terms, result.terms);
    const ellipsis = request.snippetEllipsisText ?? '…';
    const snippetLengths = new Map(
      (request.attributesToSnippet ?? []).map((entry) => {
        const [attribute = '', words = '10'] = entry.split(':');
        return [attribute, Number(words) || 10] as const;
      }),
    );
    const highlighted = (attribute: string) =>
      !request.attributesToHighlight ||
      request.attributesToHighlight.includes('*') ||
      request.attributesToHighlight.includes(attribute);

    const highlightHierarchy: Record<string, unknown> = {};
    const snippetHierarchy: Record<string, unknown> = {};
    for (const level of HIERARCHY_LEVELS) {
      const value = record.hierarchy[level];
      if (value === null) continue;
      const attribute = `hierarchy.${level}`;
      if (highlighted(attribute)) highlightHierarchy[level] = highlight(value, matcher, tags);
      const length = snippetLengths.get(attribute);
      if (length !== undefined) snippetHierarchy[level] = snippet(value, matcher, tags, length, ellipsis);
    }
    const highlightResult: Record<string, unknown> = { hierarchy: highlightHierarchy };
    const snippetResult: Record<string, unknown> = { hierarchy: snippetHierarchy };
    if (record.content !== null) {
      if (highlighted('content')) highlightResult.content = highlight(record.content, matcher, tags);
      const length = snippetLengths.get('content');
      if (length !== undefined) snippetResult.content = snippet(record.content, matcher, tags, length, ellipsis);
    }
    return {
      ...retrieved(record, request.attributesToRetrieve),
      _highlightResult: highlightResult,
      _snippetResult: snippetResult,
    };
  }
}

/** The record with only the requested attributes (Algolia's attributesToRetrieve; objectID always). */
function retrieved(record: StoredRecord, attributes: readonly string[] | undefined): StoredRecord {
  if (!attributes || attributes.includes('*')) return record;
  const wanted = new Set(attributes);
  const copy: Record<string, unknown> = { objectID: record.objectID };
  for (const [name, value] of Object.entries(record)) {
    if (name === 'hierarchy') {
      const levels = HIERARCHY_LEVELS.filter((level) => wanted.has('hierarchy') || wanted.has(`hierarchy.${level}`));
      if (levels.length > 0)
        copy.hierarchy = Object.fromEntries(levels.map((level) => [level, record.hierarchy[level]]));
    } else if (wanted.has(name)) copy[name] = value;
  }
  return copy as StoredRecord;
}
