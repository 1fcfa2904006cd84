/**
 * How text becomes index terms, shared by the index builder and the query
 * side so they always agree. Words are lower-cased; a camelCase or snake_case
 * name is indexed whole and by its parts, so `useSelector` is found by
 * `useselector`, `useSele` and `selector`, as Algolia's camelCaseAttributes do.
 */

/** Words too common to tell sections apart; dropping them keeps the index small. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by for from had has have he her his i if in into is it its me my no nor of on or ' +
    'our she so than that the their them then there these they this those to was we were what when where which who ' +
    'will with you your'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}_$]+/gu;
const PART = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu;

/** The words of a text, as written (case kept, so their parts can be found). */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** A word's parts when it is a compound name (`useSelector` → use, selector), else none. */
export function nameParts(word: string): string[] {
  const parts = (word.replace(/\$/g, '').match(PART) ?? []).flatMap((part) => part.split('_')).filter(Boolean);
  return parts.length > 1 ? parts.map((part) => part.toLowerCase()) : [];
}

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

/** Index side: a word's terms, itself and its parts, lower-cased, without stop words. */
export function indexTerms(word: string): string[] {
  const whole = word.toLowerCase();
  const terms = [whole, ...nameParts(word)].filter((term) => !isStopWord(term));
  return [...new Set(terms)];
}

/** Query side: a word is looked up whole (lower-cased); a stop word is dropped. */
export function queryTerm(word: string): string | null {
  const term = word.toLowerCase();
  return isStopWord(term) ? null : term;
}

/** Terms of a query, in order. */
export function queryTerms(query: string): string[] {
  return words(query)
    .map(queryTerm)
    .filter((term): term is string => term !== null);
}

/** Number of typos forgiven in a word of this length (Algolia's defaults: 1 from 4 letters, 2 from 8). */
export function typosAllowed(term: string): number {
  const length = [...term].length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}
