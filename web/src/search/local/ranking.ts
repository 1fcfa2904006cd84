/**
 * Ranking a query's matching records. Every word is required and scores are
 * the impacts the build computed. Heads of postings usually give a full page
 * of hits; when they do not, the next tiers (or members files) are read,
 * round by round, until the page is full or every posting is read. The best
 * record per section is kept.
 */
import {
  bestMatches,
  candidatesOf,
  checkCandidate,
  type Derived,
  isCheckable,
  isComplete,
  MAX_CANDIDATE_CHUNKS,
  matchingRecords,
  rarestWord,
  wordIsComplete,
} from './candidates.ts';
import { allowedShare, facetFilter } from './facets.ts';
import type { Manifest } from './format.ts';
import { hasMembers, type IndexReader } from './indexReader.ts';
import type { RankedRecord, Ranking, SearchRequest } from './types.ts';

/** Tier files fetched at most per word and round when the loaded postings give too few hits. */
const TIERS_PER_ROUND = 8;

/**
 * Matching records, best first, one per URL (the best of its section), at
 * least `wanted` of them if the index has that many. Reads more tiers of
 * the words' postings until it has them or has read every posting.
 */
export async function rank(
  reader: IndexReader,
  manifest: Manifest,
  words: readonly string[],
  filters: SearchRequest['facetFilters'],
  wanted: number,
): Promise<Ranking> {
  const allowed = facetFilter(manifest, filters);
  const perWord = await Promise.all(
    words.map((word, index) => reader.derived(manifest, word, index === words.length - 1)),
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
        await reader.loadNextTiers(
          manifest,
          (unread[rare] ?? []).map(({ term }) => term),
        );
        continue;
      }
      const candidates = candidatesOf(derived, allowed);
      const chunks = new Set([...candidates.keys()].map((id) => Math.floor(id / manifest.chunkSize)));
      if (chunks.size <= MAX_CANDIDATE_CHUNKS) {
        const checked = await checkCandidates(reader, manifest, words, perWord, candidates);
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
    if (!(await readFurther(reader, manifest, perWord, unread)) || known() === before)
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
async function readFurther(
  reader: IndexReader,
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
    reader.loadNextTiers(
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
  if (best.length > 0) return reader.makeCheckable(manifest, best);
  const sourceUnread = unread[source] ?? [];
  // Until a word's best matches are all read, its candidates come from reading on; then only typo matches are left.
  const sourceBest = bestMatches(perWord[source] ?? []);
  if (!sourceBest.every(({ term }) => isComplete(term))) {
    await nextTiers(sourceUnread.filter((derived) => sourceBest.includes(derived)));
    return true;
  }
  const typos = unknown(others.flat());
  if (typos.length === 0 && sourceUnread.length === 0) return false;
  await Promise.all([reader.makeCheckable(manifest, typos), nextTiers(sourceUnread)]);
  return true;
}

/** The candidates that hold every word, best first, one per section (see candidates.ts). */
async function checkCandidates(
  reader: IndexReader,
  manifest: Manifest,
  words: readonly string[],
  perWord: readonly Derived[][],
  candidates: ReadonlyMap<number, number>,
): Promise<RankedRecord[]> {
  const results = new Map<number, RankedRecord>();
  await Promise.all(
    [...candidates].map(async ([id, section]) => {
      const checked = checkCandidate(id, await reader.record(manifest, id), words, perWord);
      if (checked) results.set(id, { ...checked, section });
    }),
  );
  return distinctSections(results);
}

/** Best first (ties in page order), keeping the best record of each section. */
function distinctSections(results: Map<number, RankedRecord>): RankedRecord[] {
  const sorted = [...results.values()].sort((a, b) => b.score - a.score || a.id - b.id);
  const seen = new Set<number>();
  return sorted.filter((result) => {
    if (seen.has(result.section)) return false;
    seen.add(result.section);
    return true;
  });
}
