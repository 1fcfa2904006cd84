/**
 * Where records go in the chunk files. A hit costs the chunk that holds it,
 * so a page of 20 hits spread over 20 chunks costs 20 files where hits side by
 * side would cost a few. The hits of a word are, first of all, the records at
 * the head of its postings: so each common term's head records are stored
 * together, best first, the most common terms first (theirs are the queries
 * with the most hits), and the other records after them in page order.
 *
 * Records move only within their docs version and language, so facet filters
 * stay runs of ids. A record's section is then no longer next to it: postings
 * name it by the new id of the section's first record.
 */
import type { ScoredPostings } from './postings.ts';

/** The `size` postings of a term with the highest impact (ties to the lower id): their record ids. */
function headIds(postings: ScoredPostings, term: number, size: number): number[] {
  const best: { id: number; impact: number }[] = [];
  const from = postings.start[term] ?? 0;
  const to = postings.start[term + 1] ?? 0;
  for (let position = from; position < to; position++) {
    const impact = postings.impacts[position] ?? 0;
    if (best.length === size && impact <= (best.at(-1)?.impact ?? 0)) continue;
    const entry = { id: postings.ids[position] ?? 0, impact };
    let at = best.length;
    while (at > 0 && (best[at - 1]?.impact ?? 0) < impact) at--;
    best.splice(at, 0, entry);
    if (best.length > size) best.pop();
  }
  return best.map(({ id }) => id);
}

/**
 * The records in the order they are stored: each entry is a record's id in
 * page order (grouped by facet). `group[id]` is the record's facet group, in
 * ascending runs.
 */
export function colocatedOrder(postings: ScoredPostings, group: Int32Array, headSize: number): Int32Array {
  const count = group.length;
  if (count >= 2 ** 22) throw new Error(`The search index holds ${count} records; it can hold at most ${2 ** 22 - 1}.`);
  const placed = new Uint8Array(count);
  const order: number[] = [];
  const place = (id: number) => {
    if (placed[id]) return;
    placed[id] = 1;
    order.push(id);
  };
  const size = (term: number) => (postings.start[term + 1] ?? 0) - (postings.start[term] ?? 0);
  const common = postings.terms
    .map((_, term) => term)
    .filter((term) => size(term) > headSize)
    .sort((a, b) => size(b) - size(a) || a - b);
  for (const term of common) for (const id of headIds(postings, term, headSize)) place(id);
  for (let id = 0; id < count; id++) place(id);
  // Stable: within each facet group, the order above.
  order.sort((a, b) => (group[a] ?? 0) - (group[b] ?? 0));
  return Int32Array.from(order);
}

/** For each record id (page order), its place in `order`: its id as stored. */
export function placesOf(order: Int32Array): Int32Array {
  const places = new Int32Array(order.length);
  order.forEach((id, place) => {
    places[id] = place;
  });
  return places;
}

/** The same postings with every record renumbered to its place in `order`, each term's postings in the new id order. */
export function renumbered(postings: ScoredPostings, order: Int32Array): ScoredPostings {
  const newId = placesOf(order);
  const ids = new Int32Array(postings.ids.length);
  const impacts = new Int32Array(postings.impacts.length);
  // One number per posting sorts by new id and carries the impact: ids stay below 2^22, impacts below 2^31.
  const IMPACTS = 2 ** 31;
  for (let term = 0; term < postings.terms.length; term++) {
    const from = postings.start[term] ?? 0;
    const to = postings.start[term + 1] ?? 0;
    const keys = new Float64Array(to - from);
    for (let position = from; position < to; position++)
      keys[position - from] = (newId[postings.ids[position] ?? 0] ?? 0) * IMPACTS + (postings.impacts[position] ?? 0);
    keys.sort();
    keys.forEach((key, index) => {
      ids[from + index] = Math.floor(key / IMPACTS);
      impacts[from + index] = key % IMPACTS;
    });
  }
  return { ...postings, ids, impacts };
}
