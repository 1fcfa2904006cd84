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
import { bm25, FIELD_BOOST, LEVEL_BOOST } from './impact.ts';

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

/** Term numbers of each distinct word, worked out once: a site repeats the same words millions of times. */
class TermNumbers {
  readonly terms: string[] = [];
  private readonly numbers = new Map<string, number>();
  private readonly ofWord = new Map<string, Int32Array>();
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
 * Reads every record once. For each record and field, in order: the count of
 * distinct terms, then each term's number and frequency. Also counts, per term
 * and field, the records that hold it, and per term, the records (its postings).
 */
function readRecords(records: readonly SearchRecord[]) {
  const numbering = new TermNumbers();
  const fieldTerms = new IntList();
  const matching = new IntList();
  const postingCounts = new IntList();
  const totals = new Float64Array(FIELDS.length);
  const frequency = new IntList();
  const seenInField = new IntList();
  const seenInRecord = new IntList();
  const distinct: number[] = [];
  records.forEach((record, id) => {
    FIELDS.forEach((field, fieldIndex) => {
      const stamp = id * FIELDS.length + fieldIndex + 1;
      distinct.length = 0;
      for (const word of words(fieldText(record, field)))
        for (const term of numbering.of(word)) {
          seenInField.reach(term);
          frequency.reach(term);
          if (seenInField.values[term] !== stamp) {
            seenInField.values[term] = stamp;
            frequency.values[term] = 0;
            distinct.push(term);
          }
          frequency.values[term] = (frequency.values[term] ?? 0) + 1;
        }
      fieldTerms.push(distinct.length);
      totals[fieldIndex] = (totals[fieldIndex] ?? 0) + distinct.length;
      for (const term of distinct) {
        fieldTerms.push(term);
        fieldTerms.push(frequency.values[term] ?? 0);
        const cell = term * FIELDS.length + fieldIndex;
        matching.reach(cell);
        matching.values[cell] = (matching.values[cell] ?? 0) + 1;
        seenInRecord.reach(term);
        postingCounts.reach(term);
        if (seenInRecord.values[term] !== id + 1) {
          seenInRecord.values[term] = id + 1;
          postingCounts.values[term] = (postingCounts.values[term] ?? 0) + 1;
        }
      }
    });
  });
  return {
    terms: numbering.terms,
    fieldTerms: fieldTerms.values,
    matching: matching.values,
    postingCounts: postingCounts.values,
    averages: [...totals].map((total) => total / Math.max(1, records.length)),
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
 * Scores every posting of every term (BM25 needs each field's record counts and lengths, hence the first pass).
 *
 * A record inside a section whose own heading holds a term scores below that
 * heading's record for the term. Algolia ranks DocSearch records by the
 * attribute of their best match and then by level: a subsection's record
 * matches the section heading in its `hierarchy` as well as the section's own
 * record does, so the section, a level up, comes first, whatever the
 * subsection's own text adds.
 */
export function scorePostings(records: readonly SearchRecord[], sectionStarts: Int32Array): ScoredPostings {
  const { terms, fieldTerms, matching, postingCounts, averages } = readRecords(records);
  const start = new Int32Array(terms.length + 1);
  for (let term = 0; term < terms.length; term++) start[term + 1] = (start[term] ?? 0) + (postingCounts[term] ?? 0);
  const total = start[terms.length] ?? 0;
  const ids = new Int32Array(total);
  const impacts = new Int32Array(total);
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
        const score = bm25(
          frequency,
          matching[term * FIELDS.length + field] ?? 1,
          records.length,
          length,
          averages[field] ?? 1,
        );
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
 */
export function tiered(
  postings: ScoredPostings,
  term: number,
  starts: Int32Array,
  headSize: number,
  growth: number,
): { head: Postings; tiers: Postings[] } {
  const from = postings.start[term] ?? 0;
  const to = postings.start[term + 1] ?? 0;
  if (to - from <= headSize)
    return {
      head: encode(
        postings,
        Int32Array.from({ length: to - from }, (_, i) => from + i),
        starts,
      ),
      tiers: [],
    };
  if (to - from >= POSITIONS) throw new Error(`The term "${postings.terms[term]}" has too many postings to index.`);
  // One number per posting sorts by impact (descending), then position: a plain numeric sort, no comparator.
  const keys = new Float64Array(to - from);
  for (let position = from; position < to; position++)
    keys[position - from] = -(postings.impacts[position] ?? 0) * POSITIONS + (position - from);
  keys.sort();
  const positions = keys.map((key) => from + (((key % POSITIONS) + POSITIONS) % POSITIONS));
  const head = encode(postings, positions.slice(0, headSize), starts);
  const tiers: Postings[] = [];
  for (let first = headSize, size = headSize * growth; first < positions.length; first += size, size *= growth)
    tiers.push(encode(postings, positions.slice(first, first + size), starts));
  return { head, tiers };
}
