/**
 * Scoring side of the index build: every term of every record, with its impact
 * (impact.ts) in each record that holds it. A 10,000-doc site has about 600,000
 * records and tens of millions of postings, so terms become numbers as soon as
 * they are read, each record is read once, and postings live in flat typed
 * arrays (one slice per term) rather than in a JavaScript array per term.
 */
import type { SearchRecord } from '../records/index.ts';
import { indexTerms, words } from './analyzer.ts';
import { fieldText, LEVEL } from './fields.ts';
import { FIELDS, type Field, IMPACT_SCALE, type Postings } from './format.ts';
import { bm25, EXACT_COUNTS_BELOW, FIELD_BOOST, LEVEL_BOOST, rounded } from './impact.ts';

const TITLE = FIELDS.indexOf('title');

/** An Int32Array that grows as values are pushed. */
class IntList {
  values = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.values.length) this.grow(this.length * 2);
    this.values[this.length++] = value;
  }
  /** Makes room for index `index` (filled with zeros). */
  reach(index: number): void {
    if (index >= this.values.length) this.grow(Math.max(index + 1, this.values.length * 2));
    if (index >= this.length) this.length = index + 1;
  }
  private grow(size: number): void {
    const values = new Int32Array(size);
    values.set(this.values.subarray(0, this.length));
    this.values = values;
  }
}

/**
 * Every posting of every term. Term `t` is `terms[t]`, numbered in the order
 * terms first occur (record by record, field by field, word by word); its
 * postings are positions `start[t]` to `start[t + 1]` of `ids` and `impacts`,
 * in record order. `sections[t]` counts the sections that hold it.
 */
export type ScoredPostings = {
  terms: string[];
  start: Int32Array;
  ids: Int32Array;
  impacts: Int32Array;
  sections: Int32Array;
};

/**
 * Term numbers of each distinct word, worked out once: a site repeats the same
 * words millions of times. Numbers are kept from build to build (a rebuild
 * starts from the last build's terms), so a page's analysis stays valid.
 */
export class TermDictionary {
  readonly terms: string[];
  private readonly numbers: Map<string, number>;
  private readonly ofWord = new Map<string, Int32Array>();
  constructor(terms: readonly string[] = []) {
    this.terms = [...terms];
    this.numbers = new Map(this.terms.map((term, number) => [term, number]));
  }
  of(word: string): Int32Array {
    let numbers = this.ofWord.get(word);
    if (!numbers) {
      numbers = Int32Array.from(indexTerms(word), (term) => this.number(term));
      this.ofWord.set(word, numbers);
    }
    return numbers;
  }
  private number(term: string): number {
    let number = this.numbers.get(term);
    if (number === undefined) {
      number = this.terms.length;
      this.terms.push(term);
      this.numbers.set(term, number);
    }
    return number;
  }
}

/**
 * What records say, as term numbers: for each record and field, in order, the
 * count of distinct terms, then each term's number and frequency. The part of
 * the build that reads text; a page's analysis is kept from build to build.
 */
export function analyzeRecords(records: readonly SearchRecord[], dictionary: TermDictionary): Int32Array {
  const out = new IntList();
  const frequency = new IntList();
  const seen = new IntList();
  const distinct: number[] = [];
  let stamp = 0;
  for (const record of records)
    for (const field of FIELDS) {
      stamp++;
      distinct.length = 0;
      for (const word of words(fieldText(record, field)))
        for (const term of dictionary.of(word)) {
          seen.reach(term);
          frequency.reach(term);
          if (seen.values[term] !== stamp) {
            seen.values[term] = stamp;
            frequency.values[term] = 0;
            distinct.push(term);
          }
          frequency.values[term] = (frequency.values[term] ?? 0) + 1;
        }
      out.push(distinct.length);
      for (const term of distinct) {
        out.push(term);
        out.push(frequency.values[term] ?? 0);
      }
    }
  return out.values.slice(0, out.length);
}

/** The site's statistics scores use (rounded, see impact.ts), and each term's number of postings. */
export type Statistics = {
  /** Records in the site. */
  total: number;
  /** Per field, its average length in distinct terms. */
  averages: number[];
  /** Per term and field (`term * FIELDS.length + field`), the records whose field holds the term. */
  matching: Int32Array;
  /** Per term, the records that hold it. */
  postingCounts: Int32Array;
};

/** Counts what `analysis` (of `recordCount` records, terms below `termCount`) says about the whole site. */
export function statistics(analysis: Int32Array, recordCount: number, termCount: number): Statistics {
  const matching = new Int32Array(termCount * FIELDS.length);
  const postingCounts = new Int32Array(termCount);
  const seenInRecord = new Int32Array(termCount);
  const totals = new Float64Array(FIELDS.length);
  let at = 0;
  for (let id = 0; id < recordCount; id++)
    for (let field = 0; field < FIELDS.length; field++) {
      const length = analysis[at++] ?? 0;
      totals[field] = (totals[field] ?? 0) + length;
      for (let index = 0; index < length; index++, at += 2) {
        const term = analysis[at] ?? 0;
        matching[term * FIELDS.length + field] = (matching[term * FIELDS.length + field] ?? 0) + 1;
        if (seenInRecord[term] !== id + 1) {
          seenInRecord[term] = id + 1;
          postingCounts[term] = (postingCounts[term] ?? 0) + 1;
        }
      }
    }
  for (let cell = 0; cell < matching.length; cell++) matching[cell] = rounded(matching[cell] ?? 0, EXACT_COUNTS_BELOW);
  return {
    total: rounded(recordCount, EXACT_COUNTS_BELOW),
    averages: [...totals].map((total) => rounded(total / Math.max(1, recordCount))),
    matching,
    postingCounts,
  };
}

const levelOf = (record: SearchRecord) => (record.type === 'content' ? 7 : LEVEL[record.type]);

/**
 * For each record, the heading record of the section that encloses it (-1 for
 * a page title): a paragraph's own section heading, a heading's parent heading.
 * Records are in page order, each section's heading first.
 */
export function enclosingHeadings(records: readonly SearchRecord[], sectionStarts: Int32Array): Int32Array {
  const parents = new Int32Array(records.length).fill(-1);
  const open: number[] = [];
  records.forEach((record, id) => {
    if (id > 0 && records[id - 1]?.url_without_anchor !== record.url_without_anchor) open.length = 0;
    if (record.type === 'content') {
      const heading = sectionStarts[id] ?? id;
      parents[id] = heading === id ? (open.at(-1) ?? -1) : heading;
      return;
    }
    const level = levelOf(record);
    while (open.length > 0 && levelOf(records[open.at(-1) ?? 0] as SearchRecord) >= level) open.pop();
    parents[id] = open.at(-1) ?? -1;
    open.push(id);
  });
  return parents;
}

/**
 * Scores every posting of the `selected` terms (all when not given), from the
 * records' analysis and the site's statistics. A term's scores depend on its
 * own postings and the statistics alone, so scoring a few terms gives them
 * what scoring every term does.
 *
 * A record inside a section whose own heading holds a term scores below that
 * heading's record for the term. Algolia ranks DocSearch records by the
 * attribute of their best match and then by level: a subsection's record
 * matches the section heading in its `hierarchy` as well as the section's own
 * record does, so the section, a level up, comes first, whatever the
 * subsection's own text adds.
 */
export function scorePostings(
  records: readonly SearchRecord[],
  sectionStarts: Int32Array,
  analysis: { terms: readonly string[]; fieldTerms: Int32Array; statistics: Statistics },
  selected?: Uint8Array,
): ScoredPostings {
  const { fieldTerms } = analysis;
  const terms = [...analysis.terms];
  const { matching, postingCounts, averages, total } = analysis.statistics;
  const start = new Int32Array(terms.length + 1);
  for (let term = 0; term < terms.length; term++)
    start[term + 1] = (start[term] ?? 0) + (!selected || selected[term] ? (postingCounts[term] ?? 0) : 0);
  const postingTotal = start[terms.length] ?? 0;
  const ids = new Int32Array(postingTotal);
  const impacts = new Int32Array(postingTotal);
  const sections = new Int32Array(terms.length);
  const next = start.slice(0, terms.length);
  const lastSection = new Int32Array(terms.length).fill(-1);
  const impact = new Float64Array(terms.length);
  const inRecord = new Int32Array(terms.length);
  const order: number[] = [];
  const parents = enclosingHeadings(records, sectionStarts);
  /** For heading records of the current page: the impact of each term their own heading holds. */
  const headingImpacts = new Map<number, Map<number, number>>();
  const inTitle = new Int32Array(terms.length);
  let at = 0;
  records.forEach((record, id) => {
    order.length = 0;
    if (id > 0 && records[id - 1]?.url_without_anchor !== record.url_without_anchor) headingImpacts.clear();
    for (let field = 0; field < FIELDS.length; field++) {
      const boost = FIELD_BOOST[FIELDS[field] as Field];
      const length = fieldTerms[at++] ?? 0;
      for (let index = 0; index < length; index++) {
        const term = fieldTerms[at++] ?? 0;
        const frequency = fieldTerms[at++] ?? 0;
        if (selected && !selected[term]) continue;
        const score = bm25(frequency, matching[term * FIELDS.length + field] ?? 1, total, length, averages[field] ?? 1);
        if (inRecord[term] !== id + 1) {
          inRecord[term] = id + 1;
          impact[term] = 0;
          order.push(term);
        }
        impact[term] = (impact[term] ?? 0) + boost * score;
        if (field === TITLE) inTitle[term] = id + 1;
      }
    }
    const levelBoost = LEVEL_BOOST[LEVEL[record.type]];
    const section = sectionStarts[id] ?? id;
    const ownHeading = record.type === 'content' ? undefined : new Map<number, number>();
    for (const term of order) {
      const position = next[term] ?? 0;
      next[term] = position + 1;
      ids[position] = id;
      let value = Math.max(1, Math.round((impact[term] ?? 0) * levelBoost * IMPACT_SCALE));
      for (let above = parents[id] ?? -1; above >= 0; above = parents[above] ?? -1) {
        const held = headingImpacts.get(above)?.get(term);
        if (held !== undefined) value = Math.max(1, Math.min(value, held - 1));
      }
      impacts[position] = value;
      if (ownHeading && inTitle[term] === id + 1) ownHeading.set(term, value);
      if (lastSection[term] !== section) {
        sections[term] = (sections[term] ?? 0) + 1;
        lastSection[term] = section;
      }
    }
    if (ownHeading) headingImpacts.set(id, ownHeading);
  });
  return { terms, start, ids, impacts, sections };
}

/** Postings at these positions, in id order: [id gap, impact, section gap, …]. */
function encode(postings: ScoredPostings, positions: Int32Array | Float64Array, starts: Int32Array): Postings {
  positions.sort();
  const encoded: Postings = [];
  let previous = 0;
  for (const position of positions) {
    const id = postings.ids[position] ?? 0;
    encoded.push(id - previous, postings.impacts[position] ?? 0, id - (starts[id] ?? id));
    previous = id;
  }
  return encoded;
}

/** Room for a position below the impact in one sort key: more postings than any term of any site has. */
const POSITIONS = 2 ** 26;

/**
 * The head of a term's postings (its best records, highest impact first, then
 * lowest id) and the tiers after it, each `growth` times the one before.
 * `headIds` are the head's records in that order; `head` and the tiers are
 * encoded in id order.
 */
export function tiered(
  postings: ScoredPostings,
  term: number,
  starts: Int32Array,
  headSize: number,
  growth: number,
): { head: Postings; headIds: Int32Array; tiers: Postings[] } {
  const from = postings.start[term] ?? 0;
  const to = postings.start[term + 1] ?? 0;
  if (to - from <= headSize)
    return {
      head: encode(
        postings,
        Int32Array.from({ length: to - from }, (_, i) => from + i),
        starts,
      ),
      headIds: new Int32Array(0),
      tiers: [],
    };
  if (to - from >= POSITIONS) throw new Error(`The term "${postings.terms[term]}" has too many postings to index.`);
  // One number per posting sorts by impact (descending), then position: a plain numeric sort, no comparator.
  const keys = new Float64Array(to - from);
  for (let position = from; position < to; position++)
    keys[position - from] = -(postings.impacts[position] ?? 0) * POSITIONS + (position - from);
  keys.sort();
  const positions = keys.map((key) => from + (((key % POSITIONS) + POSITIONS) % POSITIONS));
  const headIds = Int32Array.from(positions.subarray(0, headSize), (position) => postings.ids[position] ?? 0);
  const head = encode(postings, positions.slice(0, headSize), starts);
  const tiers: Postings[] = [];
  for (let first = headSize, size = headSize * growth; first < positions.length; first += size, size *= growth)
    tiers.push(encode(postings, positions.slice(first, first + size), starts));
  return { head, headIds, tiers };
}
