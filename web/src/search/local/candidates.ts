/**
 * Checking a rare word's few records for the other words of a query. When one
 * word matches only a few records and all of their postings are read, those
 * records are the only possible hits: reading them (a few record chunks) says
 * which hold the other words, where reading a common word's postings tier by
 * tier until they meet could cost megabytes. The answer is exact: every
 * candidate is checked.
 */

import { type FieldSource, recordTerms } from './fields.ts';
import { IMPACT_SCALE } from './format.ts';
import { holds } from './members.ts';

/** A term's postings as far as they are loaded: parallel arrays, in no particular order. */
export type LoadedTerm = {
  row: [term: string, sections: number, tiers: number, head: number[]];
  ids: number[];
  impacts: number[];
  sections: number[];
  tiers: number;
  /** Impact by record id, built when first needed, for the postings loaded then. */
  byId?: { size: number; impacts: Map<number, number>; lowest: number };
  /** Every record holding the term, one bit each, once its members file is read (members.ts). */
  members?: Uint8Array;
  /** For a term with tiers: each head record's place among its head's records as stored, best first. */
  headPlaces?: Map<number, number>;
};
/** An index term a query word matched, and how much that match counts. */
export type Derived = { term: LoadedTerm; weight: number; typo?: true };
export type Ranked = { id: number; score: number; terms: string[] };

/** A candidate is worth checking when the word's records fit in this many record chunks. */
export const MAX_CANDIDATE_CHUNKS = 48;

function impacts(term: LoadedTerm): NonNullable<LoadedTerm['byId']> {
  if (term.byId?.size !== term.ids.length) {
    const byId = new Map<number, number>();
    let lowest = Number.POSITIVE_INFINITY;
    term.ids.forEach((id, at) => {
      const impact = term.impacts[at] ?? 0;
      byId.set(id, impact);
      lowest = Math.min(lowest, impact);
    });
    term.byId = { size: term.ids.length, impacts: byId, lowest: Number.isFinite(lowest) ? lowest : IMPACT_SCALE };
  }
  return term.byId;
}

export const isComplete = (term: LoadedTerm) => term.tiers >= term.row[2];

/**
 * A word's best matches: the terms it matches exactly or as a prefix, or its
 * typo matches when it has nothing better. Typo matches rank below the others
 * (Algolia's first criterion), so the engine makes sure of them last.
 */
export const bestMatches = (derived: readonly Derived[]) =>
  derived.some(({ typo }) => !typo) ? derived.filter(({ typo }) => !typo) : derived;

/** Whether every record holding one of these terms is known: each term's postings are all read, or its members are. */
export const isCheckable = (derived: readonly Derived[]) =>
  derived.every(({ term }) => isComplete(term) || term.members !== undefined);

/**
 * The impact of `term` in record `id`: as read, or, for a record its members
 * hold but its postings read so far do not, the lowest impact read (postings
 * are read best first, so it can be no higher); undefined when the record
 * does not hold the term, or it is not known to.
 */
function impactIn(term: LoadedTerm, id: number): number | undefined {
  const known = impacts(term);
  const impact = known.impacts.get(id);
  if (impact !== undefined) return impact;
  return term.members && holds(term.members, id) ? known.lowest : undefined;
}

const postingCount = (derived: readonly Derived[]) => derived.reduce((sum, { term }) => sum + term.ids.length, 0);

/**
 * Each record known to hold every word, with its score: the sum over words of
 * their terms' weighted impacts in it. A hit must be among the postings read of
 * every word whose records are not all known, so the candidates are those of
 * the one with the fewest; when every word's records are known (members or
 * all postings), the candidates are every posting read.
 */
export function matchingRecords(
  perWord: readonly Derived[][],
  allowed: (id: number) => boolean,
): Map<number, Ranked & { section: number }> {
  const unknown = perWord.filter((derived) => !isCheckable(bestMatches(derived)));
  const sources =
    unknown.length > 0
      ? [unknown.reduce((fewest, derived) => (postingCount(derived) < postingCount(fewest) ? derived : fewest))]
      : perWord;
  const candidates = new Map<number, number>();
  for (const derived of sources)
    for (const { term } of derived)
      term.ids.forEach((id, at) => {
        if (!candidates.has(id) && allowed(id)) candidates.set(id, term.sections[at] ?? id);
      });
  const matches = new Map<number, Ranked & { section: number }>();
  for (const [id, section] of candidates) {
    let score = 0;
    const terms: string[] = [];
    const holdsEveryWord = perWord.every((derived) => {
      let found = false;
      for (const { term, weight } of derived) {
        const impact = impactIn(term, id);
        if (impact === undefined) continue;
        score += (weight * impact) / IMPACT_SCALE;
        terms.push(term.row[0]);
        found = true;
      }
      return found;
    });
    if (holdsEveryWord) matches.set(id, { id, score, terms, section });
  }
  return matches;
}

/**
 * The word whose records are the fewest, when all of them are read or are
 * few enough to read: its index among `perWord`, and whether tiers remain.
 */
export function rarestWord(perWord: readonly Derived[][], limit: number): number | undefined {
  let rarest: number | undefined;
  let fewest = Number.POSITIVE_INFINITY;
  perWord.forEach((derived, index) => {
    const sections = derived.reduce((sum, { term }) => sum + term.row[1], 0);
    if (sections < fewest) {
      fewest = sections;
      rarest = index;
    }
  });
  return fewest <= limit ? rarest : undefined;
}

export function wordIsComplete(derived: readonly Derived[]): boolean {
  return derived.every(({ term }) => isComplete(term));
}

/** The records a word's postings hold that pass the filters, with the section of each. */
export function candidatesOf(derived: readonly Derived[], allowed: (id: number) => boolean): Map<number, number> {
  const candidates = new Map<number, number>();
  for (const { term } of derived)
    term.ids.forEach((id, at) => {
      if (allowed(id)) candidates.set(id, term.sections[at] ?? id);
    });
  return candidates;
}

const PREFIX_WEIGHT = 0.6;

/**
 * A candidate's score and matched terms when it holds every word, else
 * undefined. A word counts what its terms count in the postings; a term the
 * record holds whose postings were not all read counts at most the lowest
 * impact read (postings are read best first). The last word also matches any
 * term of the record it begins, as the reader may still be typing it.
 */
export function checkCandidate(
  id: number,
  record: FieldSource,
  words: readonly string[],
  perWord: readonly Derived[][],
): Ranked | undefined {
  const held = recordTerms(record);
  let score = 0;
  const matched: string[] = [];
  for (const [index, derived] of perWord.entries()) {
    let wordScore = 0;
    let found = false;
    for (const { term, weight } of derived) {
      if (!held.has(term.row[0])) continue;
      const known = impacts(term);
      const impact = known.impacts.get(id) ?? (isComplete(term) ? undefined : known.lowest);
      if (impact === undefined) continue;
      wordScore += (weight * impact) / IMPACT_SCALE;
      matched.push(term.row[0]);
      found = true;
    }
    const word = words[index] ?? '';
    if (!found && index === words.length - 1) {
      const floor = Math.min(...derived.map(({ term }) => impacts(term).lowest), IMPACT_SCALE);
      for (const term of held) {
        if (term.length <= word.length || !term.startsWith(word)) continue;
        const weight = (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * (term.length - word.length));
        wordScore = Math.max(wordScore, (weight * floor) / IMPACT_SCALE);
        matched.push(term);
        found = true;
      }
    }
    if (!found) return undefined;
    score += wordScore;
  }
  return { id, score, terms: matched };
}
