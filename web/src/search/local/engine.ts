/**
 * The zero-configuration search engine: answers DocSearch's requests in
 * Algolia's response shape from the index the build writes. Each query word
 * costs one shard, found from the manifest; MiniSearch's radix tree matches
 * the word against the shard's terms (prefix on the last word, typos as Algolia
 * allows them), every word is required, and scores are the impacts the build
 * computed. Heads of postings usually give a full page of hits; when they do
 * not, the next tiers are fetched. The best hit per URL is kept, and the
 * records of the hits returned are fetched.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { queryTerms, typosAllowed } from './analyzer.ts';
import {
  bestMatches,
  candidatesOf,
  checkCandidate,
  type Derived,
  isCheckable,
  isComplete,
  type LoadedTerm,
  MAX_CANDIDATE_CHUNKS,
  matchingRecords,
  type Ranked,
  rarestWord,
  wordIsComplete,
} from './candidates.ts';
import {
  chunkPath,
  type Manifest,
  type Members,
  membersPath,
  POSTING_STRIDE,
  type Postings,
  type Shard,
  type StoredRecord,
  shardPath,
  type TermRow,
  tierPath,
} from './format.ts';
import { highlight, QueryMatcher, snippet, type Tags } from './highlight.ts';
import { decodeMembers } from './members.ts';
import { type PackedRecord, unpackRecord } from './storedRecords.ts';

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
  /** False when some postings were never read: `nbHits` is then an estimate, as Algolia's can be. */
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  queryID?: string;
};

/** A word matched by prefix or with typos counts less than one matched exactly (MiniSearch's weights). */
const PREFIX_WEIGHT = 0.6;
const FUZZY_WEIGHT = 0.3;
/** Tier files fetched at most per word and round when the loaded postings give too few hits. */
const TIERS_PER_ROUND = 8;
const MANIFEST = 'manifest.json';
const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export class IndexUnavailableError extends Error {
  override name = 'RetryError';
}

function randomQueryId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether the build wrote a members file for this term (members.ts). */
const hasMembers = (manifest: Manifest, term: LoadedTerm) =>
  term.row[2] >= (manifest.membersFromTiers ?? Number.POSITIVE_INFINITY);

/** The shard of `term`: the longest key that begins it. */
function homeKey(keys: ReadonlySet<string>, term: string): string | undefined {
  const characters = [...term];
  for (let length = characters.length; length > 0; length--) {
    const key = characters.slice(0, length).join('');
    if (keys.has(key)) return key;
  }
  return undefined;
}

function decode(postings: Postings, into: Pick<LoadedTerm, 'ids' | 'impacts' | 'sections'>): void {
  let id = 0;
  for (let at = 0; at < postings.length; at += POSTING_STRIDE) {
    id += postings[at] ?? 0;
    into.ids.push(id);
    into.impacts.push(postings[at + 1] ?? 0);
    into.sections.push(id - (postings[at + 2] ?? 0));
  }
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

/** The share of the index's records that pass `allowed`, exactly: facet values are runs of ids, so it is constant between run ends. */
function allowedShare(manifest: Manifest, allowed: (id: number) => boolean): number {
  const ends = new Set([0, manifest.recordCount]);
  for (const values of Object.values(manifest.facets))
    for (const ranges of Object.values(values))
      for (const [start, end] of ranges) {
        ends.add(start);
        ends.add(end);
      }
  const sorted = [...ends].sort((a, b) => a - b);
  let count = 0;
  for (let at = 0; at + 1 < sorted.length; at++) {
    const start = sorted[at] ?? 0;
    if (allowed(start)) count += (sorted[at + 1] ?? start) - start;
  }
  return count / Math.max(1, manifest.recordCount);
}

export class LocalSearchEngine {
  private keys?: { manifest: Manifest; keys: Set<string> };
  private readonly files = new Map<string, Promise<unknown>>();
  /** Each shard's terms in a radix tree, built once per shard. */
  private readonly trees = new WeakMap<Shard, SearchableMap<TermRow>>();
  private readonly terms = new Map<string, LoadedTerm>();
  private renewal?: Promise<Manifest | undefined>;

  private readonly load: IndexLoader;

  constructor(load: IndexLoader) {
    this.load = load;
  }

  /** An index file, fetched once; a failed fetch is forgotten so a later search tries again. */
  private fetch<T>(path: string): Promise<T> {
    let file = this.files.get(path);
    if (!file) {
      file = this.load(path).catch((error: unknown) => {
        this.files.delete(path);
        throw new IndexUnavailableError(`The search index could not be loaded (${path}): ${String(error)}`, {
          cause: error,
        });
      });
      this.files.set(path, file);
    }
    return file as Promise<T>;
  }

  /** Starts loading the manifest; searching later is then one step shorter. */
  prepare(): Promise<Manifest> {
    return this.fetch<Manifest>(MANIFEST);
  }

  private keySet(manifest: Manifest): Set<string> {
    if (this.keys?.manifest !== manifest) this.keys = { manifest, keys: new Set(manifest.keys) };
    return this.keys.keys;
  }

  /** A term's postings, keyed by build as well: a search still running on the old build must not mix in. */
  private loaded(manifest: Manifest, row: TermRow): LoadedTerm {
    const key = `${manifest.build}/${row[0]}`;
    let term = this.terms.get(key);
    if (!term) {
      term = { row, ids: [], impacts: [], sections: [], tiers: 0 };
      decode(row[3], term);
      this.terms.set(key, term);
    }
    return term;
  }

  /**
   * The index terms a query word stands for, from its shard: itself, the
   * terms it begins if it is the last word (the reader is still typing it),
   * and those within its typo allowance. A typo is found only after the
   * word's shard key, as most engines forgive none in the first letters.
   */
  private async derived(manifest: Manifest, word: string, last: boolean): Promise<Derived[]> {
    const key = homeKey(this.keySet(manifest), word);
    if (key === undefined) return [];
    const shard = await this.fetch<Shard>(shardPath(manifest, key));
    let tree = this.trees.get(shard);
    if (!tree) {
      tree = SearchableMap.from<TermRow>([...shard.terms, ...shard.completions].map((row) => [row[0], row]));
      this.trees.set(shard, tree);
    }
    const weights = new Map<string, { row: TermRow; weight: number; typo?: true }>();
    const exact = tree.get(word);
    if (exact) weights.set(word, { row: exact, weight: 1 });
    const length = [...word].length;
    if (last) {
      for (const [term, row] of tree.atPrefix(word)) {
        const distance = [...term].length - length;
        if (distance > 0) weights.set(term, { row, weight: (PREFIX_WEIGHT * length) / (length + 0.3 * distance) });
      }
    }
    const typos = typosAllowed(word);
    if (typos > 0) {
      for (const [term, [row, distance]] of tree.fuzzyGet(word, typos)) {
        if (distance > 0 && !weights.has(term))
          weights.set(term, { row, weight: (FUZZY_WEIGHT * length) / (length + distance), typo: true });
      }
    }
    return [...weights.values()].map(({ row, weight, typo }) => ({
      term: this.loaded(manifest, row),
      weight,
      ...(typo ? { typo } : {}),
    }));
  }

  /** Fetches the next tier of these terms. */
  private async loadNextTiers(manifest: Manifest, terms: readonly LoadedTerm[]): Promise<void> {
    await Promise.all(
      terms.map(async (term) => {
        const tier = term.tiers;
        const postings = await this.fetch<Postings>(tierPath(manifest, term.row[0], tier));
        // Another search may have appended this tier meanwhile.
        if (term.tiers !== tier) return;
        decode(postings, term);
        term.tiers = tier + 1;
      }),
    );
  }

  /**
   * Answers one request. A deploy replaces the index's hash folder, so a
   * session that began on the old build gets 404s for its files: then the
   * manifest is read again and, if it names another build, the same request
   * is answered once more from that build. Only a second failure reaches the
   * reader (as DocSearch's error screen).
   */
  async search(request: SearchRequest): Promise<SearchResponse> {
    const started = Date.now();
    let manifest: Manifest | undefined;
    try {
      manifest = await this.prepare();
      return await this.answer(request, manifest, started);
    } catch (error) {
      if (!(error instanceof IndexUnavailableError)) throw error;
      const renewed = await this.renew(manifest);
      if (!renewed) throw error;
      return this.answer(request, renewed, started);
    }
  }

  /**
   * The manifest of the build now deployed when it is not `stale` (the one a
   * failed search read from), with everything read from the old build
   * forgotten; undefined when the manifest cannot be read or still names the
   * same build (the failure was not a deploy). Searches that fail together
   * share one renewal.
   */
  private renew(stale: Manifest | undefined): Promise<Manifest | undefined> {
    this.renewal ??= (async () => {
      const current = await this.files.get(MANIFEST)?.catch(() => undefined);
      if (current && current !== stale) return current as Manifest;
      this.files.delete(MANIFEST);
      const fresh = await this.prepare().catch(() => undefined);
      if (!fresh || fresh.build === stale?.build) return undefined;
      for (const path of [...this.files.keys()]) if (path !== MANIFEST) this.files.delete(path);
      this.terms.clear();
      return fresh;
    })().finally(() => {
      this.renewal = undefined;
    });
    return this.renewal;
  }

  private async answer(request: SearchRequest, manifest: Manifest, started: number): Promise<SearchResponse> {
    const query = String(request.query ?? '');
    const hitsPerPage = Math.max(0, Math.min(1000, Number(request.hitsPerPage ?? 20)));
    const page = Math.max(0, Number(request.page ?? 0));
    const terms = queryTerms(query);
    const { ranked, exhaustive, estimate } =
      terms.length === 0
        ? { ranked: [], exhaustive: true, estimate: 0 }
        : await this.rank(manifest, terms, request, (page + 1) * hitsPerPage);

    const pageResults = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const found = await Promise.all(
      pageResults.map(async (result) => ({ result, record: await this.record(manifest, result.id) })),
    );
    const hits = sectionsFirst(found, terms).map(({ result, record }) => this.hit(record, result, terms, request));
    const params = new URLSearchParams(
      Object.entries(request)
        .filter(([name]) => name !== 'indexName')
        .map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
    ).toString();
    const nbHits = exhaustive ? ranked.length : Math.max(ranked.length, estimate);
    return {
      hits,
      nbHits,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: exhaustive,
      query,
      params,
      index: request.indexName ?? 'local',
      processingTimeMS: Date.now() - started,
      ...(request.clickAnalytics ? { queryID: randomQueryId() } : {}),
    };
  }

  /**
   * Matching records, best first, one per URL (the best of its section), at
   * least `wanted` of them if the index has that many. Reads more tiers of
   * the words' postings until it has them or has read every posting.
   */
  private async rank(
    manifest: Manifest,
    words: readonly string[],
    request: SearchRequest,
    wanted: number,
  ): Promise<{ ranked: (Ranked & { section: number })[]; exhaustive: boolean; estimate: number }> {
    const allowed = facetFilter(manifest, request.facetFilters);
    const perWord = await Promise.all(
      words.map((word, index) => this.derived(manifest, word, index === words.length - 1)),
    );
    // A word that matches no term leaves nothing to find, however much of the others is read.
    if (perWord.some((derived) => derived.length === 0)) return { ranked: [], exhaustive: true, estimate: 0 };
    // A word whose records are few enough to read whole: its records are then the only candidates.
    const rare = words.length > 1 ? rarestWord(perWord, MAX_CANDIDATE_CHUNKS) : undefined;
    for (;;) {
      const ranked = distinctSections(matchingRecords(perWord, allowed));
      const unread = perWord.map((derived) => derived.filter(({ term }) => !isComplete(term)));
      // Every hit is then among the postings read: those of a word read whole, checked against the others.
      if (perWord.some(wordIsComplete) && perWord.every(isCheckable))
        return { ranked, exhaustive: true, estimate: ranked.length };
      if (ranked.length < wanted && rare !== undefined) {
        const derived = perWord[rare] ?? [];
        if (!wordIsComplete(derived)) {
          await this.loadNextTiers(
            manifest,
            (unread[rare] ?? []).map(({ term }) => term),
          );
          continue;
        }
        const candidates = candidatesOf(derived, allowed);
        const chunks = new Set([...candidates.keys()].map((id) => Math.floor(id / manifest.chunkSize)));
        if (chunks.size <= MAX_CANDIDATE_CHUNKS) {
          const checked = await this.checkCandidates(manifest, words, perWord, candidates);
          return { ranked: checked, exhaustive: true, estimate: checked.length };
        }
      }
      if (ranked.length >= wanted) {
        // Every word's hits are at most the sections holding one of its terms; all words are required.
        // Filtered, as Algolia counts: the share of records the filters allow.
        const estimate = Math.round(
          Math.min(...perWord.map((derived) => derived.reduce((sum, { term }) => sum + term.row[1], 0))) *
            allowedShare(manifest, allowed),
        );
        return { ranked, exhaustive: false, estimate };
      }
      // What is known only grows; a round that adds nothing would repeat forever, so the answer stands as it is.
      const known = () => perWord.flat().reduce((sum, { term }) => sum + term.tiers + (term.members ? 1 : 0), 0);
      const before = known();
      if (!(await this.readFurther(manifest, perWord, unread)) || known() === before)
        return { ranked, exhaustive: false, estimate: ranked.length };
    }
  }

  /**
   * One round of reading for a query whose page is not full yet. A single
   * word reads the next tiers of its most common terms, whose postings the
   * heads left out the most of. With more words, the word that would cost the
   * most to check (its common terms' members, or the rest of its postings) is
   * the one read on for candidates; first, every other word is made
   * checkable: its very common terms by their members file, the others by
   * the rest of their tiers (a few thousand postings at most). So no word's
   * deep tiers are read only to meet another word's records.
   */
  private async readFurther(
    manifest: Manifest,
    perWord: readonly Derived[][],
    unread: readonly Derived[][],
  ): Promise<boolean> {
    // Rough bytes: a members file is a bitmap or about two bytes per record; a posting about three bytes.
    const costToCheck = (derived: readonly Derived[]) =>
      derived.reduce((sum, { term }) => {
        if (isComplete(term) || term.members) return sum;
        if (hasMembers(manifest, term)) return sum + Math.min(manifest.recordCount / 8, term.row[1] * 2);
        return sum + Math.max(0, term.row[1] - term.ids.length) * 3;
      }, 0);
    const left = (derived: readonly Derived[]) =>
      derived.reduce((sum, { term }) => sum + (isComplete(term) ? 0 : Math.max(1, term.row[1] - term.ids.length)), 0);
    const nextTiers = (terms: readonly Derived[]) =>
      this.loadNextTiers(
        manifest,
        [...terms]
          .sort((a, b) => b.term.row[1] - a.term.row[1])
          .slice(0, TIERS_PER_ROUND)
          .map(({ term }) => term),
      );
    if (perWord.length === 1) {
      await nextTiers(unread[0] ?? []);
      return true;
    }
    // Ties (nothing left to check) go to the word with the least left to read.
    const source =
      perWord
        .map((derived, index) => ({ index, cost: costToCheck(bestMatches(derived)), left: left(derived) }))
        .sort((a, b) => b.cost - a.cost || a.left - b.left)[0]?.index ?? 0;
    const others = perWord.filter((_, index) => index !== source);
    const unknown = (terms: readonly Derived[]) =>
      terms.map(({ term }) => term).filter((term) => !isComplete(term) && !term.members);
    const best = unknown(others.flatMap(bestMatches));
    if (best.length > 0) return this.makeCheckable(manifest, best);
    const sourceUnread = unread[source] ?? [];
    // Until a word's best matches are all read, its candidates come from reading on; then only typo matches are left.
    const sourceBest = bestMatches(perWord[source] ?? []);
    if (!sourceBest.every(({ term }) => isComplete(term))) {
      await nextTiers(sourceUnread.filter((derived) => sourceBest.includes(derived)));
      return true;
    }
    const typos = unknown(others.flat());
    if (typos.length === 0 && sourceUnread.length === 0) return false;
    await Promise.all([this.makeCheckable(manifest, typos), nextTiers(sourceUnread)]);
    return true;
  }

  /** Reads what says which records hold these terms: their members files, or the rest of their postings. */
  private async makeCheckable(manifest: Manifest, terms: readonly LoadedTerm[]): Promise<true> {
    await Promise.all([
      this.loadMembers(
        manifest,
        terms.filter((term) => hasMembers(manifest, term)),
      ),
      this.loadRemainingTiers(
        manifest,
        terms.filter((term) => !hasMembers(manifest, term)),
      ),
    ]);
    return true;
  }

  private async loadRemainingTiers(manifest: Manifest, terms: readonly LoadedTerm[]): Promise<void> {
    for (
      let open = terms.filter((term) => !isComplete(term));
      open.length > 0;
      open = open.filter((term) => !isComplete(term))
    )
      await this.loadNextTiers(manifest, open);
  }

  /** Reads the members files of these terms. */
  private async loadMembers(manifest: Manifest, terms: readonly LoadedTerm[]): Promise<void> {
    await Promise.all(
      terms.map(async (term) => {
        const members = await this.fetch<Members>(membersPath(manifest, term.row[0]));
        term.members ??= decodeMembers(members, manifest.recordCount);
      }),
    );
  }

  /** The candidates that hold every word, best first, one per section (see candidates.ts). */
  private async checkCandidates(
    manifest: Manifest,
    words: readonly string[],
    perWord: readonly Derived[][],
    candidates: ReadonlyMap<number, number>,
  ): Promise<(Ranked & { section: number })[]> {
    const results = new Map<number, Ranked & { section: number }>();
    await Promise.all(
      [...candidates].map(async ([id, section]) => {
        const checked = checkCandidate(id, await this.record(manifest, id), words, perWord);
        if (checked) results.set(id, { ...checked, section });
      }),
    );
    return distinctSections(results);
  }

  private async record(manifest: Manifest, id: number): Promise<StoredRecord> {
    const chunk = await this.fetch<PackedRecord[]>(chunkPath(manifest, Math.floor(id / manifest.chunkSize)));
    const record = chunk[id % manifest.chunkSize];
    if (!record) throw new IndexUnavailableError(`The search index has no record ${id}; it may be from another build.`);
    return unpackRecord(record);
  }

  private hit(stored: StoredRecord, result: Ranked, terms: readonly string[], request: SearchRequest): LocalHit {
    // Searchable, never shown: a hit is the record as DocSearch's crawler writes it.
    const { code: _code, keywords: _keywords, ...record } = stored;
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

const LEVELS = { lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6, content: 7 } as const;
const NO_TAGS: Tags = { pre: '', post: '' };

/** Whether `inner` sits inside the section whose heading record is `outer` (deeper, under the same headings). */
function isInside(inner: StoredRecord, outer: StoredRecord): boolean {
  const depth = LEVELS[outer.type];
  if (inner.url_without_anchor !== outer.url_without_anchor || LEVELS[inner.type] <= depth) return false;
  return HIERARCHY_LEVELS.slice(1, depth + 1).every((level) => inner.hierarchy[level] === outer.hierarchy[level]);
}

/**
 * Within a page of hits, a section whose own heading matched a query word
 * comes before the subsections inside it, as Algolia orders DocSearch
 * records: a subsection's hierarchy holds its section's heading, so both match
 * at that attribute and the higher level wins. The build already scores each
 * whole word this way; this also covers what the words matched as prefixes
 * and with typos.
 */
function sectionsFirst<T extends { result: Ranked; record: StoredRecord }>(found: T[], terms: readonly string[]): T[] {
  const ordered = [...found];
  // Any term the query matched on this page counts: a section's own postings for it may not have been read.
  const matcher = new QueryMatcher(terms, new Set([...terms, ...found.flatMap(({ result }) => result.terms)]));
  const headingMatches = ({ record }: T) =>
    record.type !== 'content' &&
    highlight(record.hierarchy[record.type] ?? '', matcher, NO_TAGS).matchedWords.length > 0;
  for (let at = ordered.length - 1; at > 0; at--) {
    const section = ordered[at] as T;
    if (!headingMatches(section)) continue;
    const first = ordered.findIndex((other, index) => index < at && isInside(other.record, section.record));
    if (first < 0) continue;
    ordered.splice(at, 1);
    ordered.splice(first, 0, section);
    at++;
  }
  return ordered;
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

/** Best first (ties in page order), keeping the best record of each section. */
function distinctSections(results: Map<number, Ranked & { section: number }>): (Ranked & { section: number })[] {
  const sorted = [...results.values()].sort((a, b) => b.score - a.score || a.id - b.id);
  const seen = new Set<number>();
  return sorted.filter((result) => {
    if (seen.has(result.section)) return false;
    seen.add(result.section);
    return true;
  });
}
