/** English inflection and casing for generated text: plurals, verb forms, articles, titles, slugs. */

/** Words a title keeps in lower case. */
const MINOR_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** Nouns the docs never put in the plural. */
const UNCOUNTABLE = new Set(['data', 'memoization', 'middleware', 'logic', 'code', 'behavior', 'overhead']);

export function isCountable(noun: string): boolean {
  return !UNCOUNTABLE.has(noun);
}

export function plural(noun: string): string {
  if (UNCOUNTABLE.has(noun)) return noun;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** "subscribe to" → "subscribes to", "pass" → "passes", "copy" → "copies". */
export function thirdPerson(verb: string): string {
  const space = verb.indexOf(' ');
  if (space > 0) return `${thirdPerson(verb.slice(0, space))}${verb.slice(space)}`;
  if (verb === 'need to') return 'needs to';
  return plural(verb);
}

/** "a" or "an", by the sound of the next word: "an update", but "a user", "a unique key". */
export function article(nextWord: string): string {
  if (/^u[^aeiou][aeiou]/i.test(nextWord)) return 'a';
  return /^[aeiou]/i.test(nextWord) ? 'an' : 'a';
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => (index > 0 && MINOR_WORDS.has(word) ? word : capitalize(word)))
    .join(' ');
}

/** "useWidgetSelector" → "use-widget-selector"; "Order Panel" → "order-panel". */
export function slugify(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
