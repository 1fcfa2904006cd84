/**
 * How much a term in a record counts, decided once at build time: BM25 in each
 * field (MiniSearch's variant and defaults), times the field's boost, summed
 * over fields, times the record's level boost. Storing this per posting lets a
 * shard carry only each term's best records, and the browser add scores
 * without knowing field lengths or document frequencies.
 */
import type { Field } from './format.ts';

/** A word in a record's own heading counts most, then its parent headings, then text. */
export const FIELD_BOOST: Record<Field, number> = { title: 6, parents: 2, lvl0: 0.5, content: 1, code: 1, keywords: 2 };
/** Among equally good matches, the page title before h2 before h3 … before text (DocSearch's level weights). */
export const LEVEL_BOOST = [1, 1.5, 1.4, 1.3, 1.2, 1.1, 1.1] as const;
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/**
 * A statistic of the whole site as scores use it: rounded to two significant
 * figures (counts below 100 stay exact). Scores then move by a percent at
 * most, and one doc's edit, which moves the record count and the average
 * field lengths a little, leaves every other record's scores, and the index
 * files holding them, as they were.
 */
export function rounded(value: number, exactBelow = 0): number {
  if (value < exactBelow || value === 0) return value;
  const scale = 10 ** (Math.floor(Math.log10(Math.abs(value))) - 1);
  return Math.round(value / scale) * scale;
}
/** Counts stay exact below this: a rare word's few records each count. */
export const EXACT_COUNTS_BELOW = 100;

/**
 * BM25 of one field: `frequency` occurrences, in `matching` of `total` records, in a field of `length` terms.
 * `matching`, `total` and `averageLength` are the site's statistics, `rounded`.
 */
export function bm25(
  frequency: number,
  matching: number,
  total: number,
  length: number,
  averageLength: number,
): number {
  const { k, b, d } = BM25;
  const inverseFrequency = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  const normalized = 1 - b + (b * length) / (averageLength || 1);
  return inverseFrequency * (d + (frequency * (k + 1)) / (frequency + k * normalized));
}
