/**
 * The queries that cost the local engine the most, picked from the records
 * themselves: the rarest words that have hits with the most common words,
 * three common words together, a typo in a common word, and a common word in
 * an old docs version (a small run of records that the common word's best
 * postings mostly miss).
 */
import { typosAllowed } from '../src/search/local/analyzer.ts';
import { recordTerms } from '../src/search/local/fields.ts';
import type { SearchRecord } from '../src/search/records/index.ts';

export type WorstCase = { label: string; query: string; version?: string };

/** A letter of `word` replaced so that the result is a typo the engine forgives and no term of the site. */
function typoOf(word: string, known: ReadonlyMap<string, number>): string {
  for (let at = Math.min(2, word.length - 1); at < word.length; at++)
    for (const letter of 'qxzjkvwy') {
      const typo = `${word.slice(0, at)}${letter}${word.slice(at + 1)}`;
      if (typo !== word && !known.has(typo)) return typo;
    }
  return word;
}

export function worstCases(records: readonly SearchRecord[], oldVersion?: string): WorstCase[] {
  const termsByRecord = records.map(recordTerms);
  const counts = new Map<string, number>();
  for (const terms of termsByRecord) for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  const typable = (term: string) => /^\p{L}+$/u.test(term) && typosAllowed(term) > 0;
  const common = [...counts].filter(([term]) => typable(term)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const [first, second, third] = common.map(([term]) => term);
  if (!first || !second || !third) return [];
  const rarestWith = (word: string) => {
    let rarest: string | undefined;
    termsByRecord.forEach((terms) => {
      if (!terms.has(word)) return;
      for (const term of terms)
        if (
          typable(term) &&
          term !== word &&
          (rarest === undefined || (counts.get(term) ?? 0) < (counts.get(rarest) ?? 0))
        )
          rarest = term;
    });
    return rarest ?? word;
  };
  const pairs = [first, second, third].map((word) => [rarestWith(word), word] as const);
  const share = (word: string) => `${word} in ${counts.get(word)} of ${records.length} records`;
  const cases: WorstCase[] = pairs.map(([rare, word]) => ({
    label: `rare + common (${share(rare)}; ${share(word)})`,
    query: `${rare} ${word}`,
  }));
  const [rare, word] = pairs[0] ?? [first, first];
  cases.push({ label: 'common + rare', query: `${word} ${rare}` });
  cases.push({ label: 'three common words', query: `${first} ${second} ${third}` });
  const typo = typoOf(first, counts);
  cases.push({ label: `a typo in a common word (${first})`, query: typo });
  cases.push({ label: 'a typo in a common word, then another', query: `${typo} ${second}` });
  if (oldVersion) {
    cases.push({ label: `a common word in version ${oldVersion}`, query: first, version: oldVersion });
    cases.push({
      label: `two common words in version ${oldVersion}`,
      query: `${first} ${second}`,
      version: oldVersion,
    });
  }
  return cases;
}
