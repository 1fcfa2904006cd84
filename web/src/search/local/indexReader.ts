/**
 * What a search reads from the index files: the terms a query word stands
 * for, with their postings as far as they are read (shard heads, then tiers,
 * or members files), and records by id.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { typosAllowed } from './analyzer.ts';
import { type Derived, isComplete, type LoadedTerm } from './candidates.ts';
import {
  chunkPath,
  headsPath,
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
import { type IndexFiles, IndexUnavailableError } from './indexFiles.ts';
import { decodeMembers } from './members.ts';
import { type PackedRecord, unpackRecord } from './storedRecords.ts';

/** A word matched by prefix or with typos counts less than one matched exactly (MiniSearch's weights). */
const PREFIX_WEIGHT = 0.6;
const FUZZY_WEIGHT = 0.3;

/** Whether the build wrote a members file for this term (members.ts). */
export const hasMembers = (manifest: Manifest, term: LoadedTerm) =>
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

/** A term's head records (the postings its row holds), placed best first as the build stores them: impact, then id. */
function headPlaces(term: LoadedTerm): Map<number, number> {
  if (!term.headPlaces) {
    const size = term.row[3].length / POSTING_STRIDE;
    const order = Array.from({ length: size }, (_, at) => at).sort(
      (a, b) => (term.impacts[b] ?? 0) - (term.impacts[a] ?? 0) || (term.ids[a] ?? 0) - (term.ids[b] ?? 0),
    );
    term.headPlaces = new Map(order.map((at, place) => [term.ids[at] ?? 0, place]));
  }
  return term.headPlaces;
}

export class IndexReader {
  private readonly files: IndexFiles;
  private keys?: { manifest: Manifest; keys: Set<string> };
  /** Each shard's terms in a radix tree, built once per shard. */
  private readonly trees = new WeakMap<Shard, SearchableMap<TermRow>>();
  private readonly terms = new Map<string, LoadedTerm>();

  constructor(files: IndexFiles) {
    this.files = files;
  }

  /** Forgets every term's postings read so far (after a deploy, they are the old build's). */
  forgetTerms(): void {
    this.terms.clear();
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
  async derived(manifest: Manifest, word: string, last: boolean): Promise<Derived[]> {
    const key = homeKey(this.keySet(manifest), word);
    if (key === undefined) return [];
    const shard = await this.files.fetch<Shard>(shardPath(manifest, key), manifest);
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
  async loadNextTiers(manifest: Manifest, terms: readonly LoadedTerm[]): Promise<void> {
    await Promise.all(
      terms.map(async (term) => {
        const tier = term.tiers;
        const postings = await this.files.fetch<Postings>(tierPath(manifest, term.row[0], tier), manifest);
        // Another search may have appended this tier meanwhile.
        if (term.tiers !== tier) return;
        decode(postings, term);
        term.tiers = tier + 1;
      }),
    );
  }

  /** Reads what says which records hold these terms: their members files, or the rest of their postings. */
  async makeCheckable(manifest: Manifest, terms: readonly LoadedTerm[]): Promise<true> {
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
        const members = await this.files.fetch<Members>(membersPath(manifest, term.row[0]), manifest);
        term.members ??= decodeMembers(members, manifest.recordCount);
      }),
    );
  }

  /**
   * A record, from the file that holds it: the heads file of one of `terms`
   * (the terms its hit matched) when it is among that term's best records,
   * a file already read if one is, otherwise its chunk in page order. Records
   * from a heads file are for showing: they leave out `code` and `keywords`;
   * a record to check for words is asked for without `terms`.
   */
  async record(manifest: Manifest, id: number, terms: readonly string[] = []): Promise<StoredRecord> {
    const places = terms.flatMap((text) => {
      const term = this.terms.get(`${manifest.build}/${text}`);
      const place = term && term.row[2] > 0 ? headPlaces(term).get(id) : undefined;
      if (place === undefined || place >= manifest.headRecords) return [];
      return [
        { path: headsPath(manifest, text, Math.floor(place / manifest.chunkSize)), at: place % manifest.chunkSize },
      ];
    });
    const chunk = { path: chunkPath(manifest, Math.floor(id / manifest.chunkSize)), at: id % manifest.chunkSize };
    const from = [chunk, ...places].find(({ path }) => this.files.fetched(path) !== undefined) ?? places[0] ?? chunk;
    const record = (await this.files.fetch<PackedRecord[]>(from.path, manifest))[from.at];
    if (!record) throw new IndexUnavailableError(`The search index has no record ${id}; it may be from another build.`);
    return unpackRecord(record);
  }
}
