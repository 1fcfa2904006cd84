/**
 * The words synthetic docs are written with: a few hundred common English
 * words and the vocabulary of state-management docs, each list in rough order
 * of how often such docs use them. Drawn through Zipf distributions, they give
 * term frequencies shaped like real documentation (a handful of words
 * everywhere, a long tail of rare ones), which is what search indexes and
 * their benchmarks are sensitive to.
 */
import { type Random, Zipf } from './random.ts';

/** Nouns of the domain, most frequent first; they dominate real state-management docs. */
const DOMAIN_NOUNS = [
  'state',
  'store',
  'component',
  'action',
  'reducer',
  'selector',
  'hook',
  'value',
  'function',
  'data',
  'provider',
  'context',
  'middleware',
  'subscription',
  'slice',
  'prop',
  'update',
  'render',
  'payload',
  'object',
  'type',
  'callback',
  'dispatch',
  'result',
  'reference',
  'thunk',
  'tree',
  'listener',
  'field',
  'key',
  'array',
  'entity',
  'cache',
  'query',
  'request',
  'response',
  'error',
  'event',
  'effect',
  'snapshot',
  'module',
  'option',
  'argument',
  'parameter',
  'wrapper',
  'container',
  'instance',
  'enhancer',
  'adapter',
  'endpoint',
  'comparison',
  'memoization',
  'mutation',
  'batch',
  'schema',
  'status',
  'tag',
  'generic',
  'interface',
  'dependency',
];

/** Everyday nouns of technical writing. */
const GENERAL_NOUNS = [
  'app',
  'way',
  'example',
  'part',
  'case',
  'code',
  'time',
  'change',
  'list',
  'view',
  'test',
  'page',
  'user',
  'file',
  'step',
  'pattern',
  'logic',
  'rule',
  'problem',
  'approach',
  'feature',
  'version',
  'layer',
  'detail',
  'idea',
  'behavior',
  'number',
  'item',
  'place',
  'reason',
  'level',
  'project',
  'team',
  'tool',
  'process',
  'structure',
  'section',
  'name',
  'question',
  'answer',
  'system',
  'library',
  'package',
  'browser',
  'server',
  'client',
  'screen',
  'form',
  'input',
  'button',
  'message',
  'setting',
  'default',
  'benefit',
  'cost',
  'tradeoff',
  'boundary',
  'concern',
  'convention',
  'guideline',
  'workflow',
  'scenario',
  'requirement',
  'limit',
  'goal',
  'habit',
  'mistake',
  'warning',
  'overhead',
  'signal',
];

/** Verbs as base forms; `thirdPerson` derives "returns", "passes", "copies". */
const VERBS = [
  'use',
  'return',
  'read',
  'update',
  'need',
  'call',
  'pass',
  'create',
  'define',
  'select',
  'dispatch',
  'render',
  'store',
  'keep',
  'make',
  'get',
  'handle',
  'receive',
  'subscribe to',
  'change',
  'run',
  'add',
  'remove',
  'check',
  'compare',
  'compute',
  'derive',
  'provide',
  'access',
  'wrap',
  'connect',
  'trigger',
  'notify',
  'replace',
  'merge',
  'load',
  'fetch',
  'save',
  'write',
  'test',
  'move',
  'split',
  'combine',
  'avoid',
  'prevent',
  'allow',
  'include',
  'export',
  'import',
  'memoize',
  'normalize',
  'serialize',
  'cache',
  'reset',
  'skip',
  'reuse',
  'extract',
  'inject',
  'describe',
  'track',
  'follow',
  'configure',
  'expose',
  'share',
  'batch',
  'mock',
  'throw',
  'log',
  'filter',
  'map',
];

const ADJECTIVES = [
  'new',
  'current',
  'same',
  'whole',
  'single',
  'previous',
  'global',
  'local',
  'different',
  'simple',
  'initial',
  'next',
  'shared',
  'derived',
  'nested',
  'typed',
  'stable',
  'small',
  'large',
  'common',
  'specific',
  'separate',
  'pure',
  'plain',
  'async',
  'immutable',
  'serializable',
  'memoized',
  'connected',
  'expensive',
  'useful',
  'important',
  'extra',
  'full',
  'empty',
  'existing',
  'optional',
  'required',
  'unnecessary',
  'custom',
  'generic',
  'normalized',
  'predictable',
  'reusable',
  'consistent',
  'correct',
  'explicit',
  'implicit',
  'complex',
  'minimal',
  'cheap',
  'fresh',
  'stale',
  'internal',
  'public',
  'private',
  'synchronous',
  'readable',
  'safe',
  'faster',
];

const ADVERBS = [
  'only',
  'also',
  'then',
  'usually',
  'often',
  'always',
  'never',
  'still',
  'directly',
  'automatically',
  'instead',
  'simply',
  'typically',
  'already',
  'again',
  'once',
  'rarely',
  'safely',
  'quickly',
  'explicitly',
  'eventually',
  'immediately',
  'carefully',
];

const PREPOSITIONS = [
  'in',
  'to',
  'for',
  'with',
  'from',
  'on',
  'by',
  'into',
  'inside',
  'through',
  'without',
  'after',
  'before',
  'during',
  'across',
  'outside',
  'between',
  'against',
  'around',
];

const SINGULAR_DETERMINERS = ['the', 'a', 'this', 'each', 'your', 'that', 'every', 'its', 'any', 'another', 'one'];
const PLURAL_DETERMINERS = ['the', '', 'all', 'some', 'these', 'your', 'many', 'other', 'those', 'most', 'several'];
const MODALS = ['can', 'should', 'will', 'must', 'may', 'might', 'would', 'could', 'need to'];
const CONNECTORS = [
  ', and',
  'when',
  ', so',
  'because',
  ', but',
  'if',
  'while',
  'so that',
  'before',
  'after',
  'unless',
  'since',
  'until',
];
const OPENERS = [
  'In most apps,',
  'For example,',
  'By default,',
  'In this case,',
  'In practice,',
  'Under the hood,',
  'As a result,',
  'Instead,',
  'If needed,',
  'However,',
  'Usually,',
  'At this point,',
  'On the other hand,',
  'In other words,',
  'Even so,',
  'For this reason,',
  'In tests,',
  'With TypeScript,',
  'Once again,',
  'In larger codebases,',
];

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

/** Nouns and verbs together, so a draw covers both the domain and everyday English. */
const NOUNS = interleave(DOMAIN_NOUNS, GENERAL_NOUNS, 3);

/** Merges two ranked lists, taking `ratio` of the first for every one of the second. */
function interleave(first: readonly string[], second: readonly string[], ratio: number): string[] {
  const merged: string[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length || j < second.length) {
    for (let k = 0; k < ratio && i < first.length; k++) merged.push(first[i++] as string);
    if (j < second.length) merged.push(second[j++] as string);
  }
  return merged;
}

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

/** Zipf-distributed draws from each word class. */
export class Vocabulary {
  readonly #nouns = new Zipf(NOUNS, 0.9);
  readonly #domainNouns = new Zipf(DOMAIN_NOUNS, 1);
  readonly #verbs = new Zipf(VERBS, 1);
  readonly #adjectives = new Zipf(ADJECTIVES, 1);
  readonly #adverbs = new Zipf(ADVERBS, 1);
  readonly #prepositions = new Zipf(PREPOSITIONS, 1.1);
  readonly #singular = new Zipf(SINGULAR_DETERMINERS, 1);
  readonly #plural = new Zipf(PLURAL_DETERMINERS, 1.1);
  readonly #modals = new Zipf(MODALS, 1);
  readonly #connectors = new Zipf(CONNECTORS, 0.9);
  readonly #openers = new Zipf(OPENERS, 0.5);

  noun(random: Random): string {
    return this.#nouns.draw(random);
  }

  domainNoun(random: Random): string {
    return this.#domainNouns.draw(random);
  }

  verb(random: Random): string {
    return this.#verbs.draw(random);
  }

  adjective(random: Random): string {
    return this.#adjectives.draw(random);
  }

  adverb(random: Random): string {
    return this.#adverbs.draw(random);
  }

  preposition(random: Random): string {
    return this.#prepositions.draw(random);
  }

  singularDeterminer(random: Random): string {
    return this.#singular.draw(random);
  }

  pluralDeterminer(random: Random): string {
    return this.#plural.draw(random);
  }

  modal(random: Random): string {
    return this.#modals.draw(random);
  }

  connector(random: Random): string {
    return this.#connectors.draw(random);
  }

  opener(random: Random): string {
    return this.#openers.draw(random);
  }
}

/** Identifiers of the libraries the docs are about; they appear next to the generated API names. */
export const LIBRARY_IDENTIFIERS = [
  'useSelector',
  'useDispatch',
  'dispatch',
  'getState',
  'configureStore',
  'createSlice',
  'Provider',
  'useStore',
  'createSelector',
  'connect',
  'mapStateToProps',
  'createAsyncThunk',
  'combineReducers',
  'applyMiddleware',
  'shallowEqual',
  'subscribe',
  'createEntityAdapter',
  'PayloadAction',
  'RootState',
  'AppDispatch',
];

/** Field names for the state shapes, tables and code of generated entities. */
export const FIELD_NAMES = [
  'id',
  'status',
  'title',
  'items',
  'selectedId',
  'error',
  'updatedAt',
  'createdAt',
  'ownerId',
  'count',
  'total',
  'isOpen',
  'filter',
  'sortOrder',
  'page',
  'pageSize',
  'tags',
  'version',
  'lastFetched',
  'isDirty',
];

export const FIELD_TYPES: Record<string, string> = {
  id: 'string',
  status: "'idle' | 'loading' | 'failed'",
  title: 'string',
  items: 'string[]',
  selectedId: 'string | null',
  error: 'string | null',
  updatedAt: 'number',
  createdAt: 'number',
  ownerId: 'string',
  count: 'number',
  total: 'number',
  isOpen: 'boolean',
  filter: 'string',
  sortOrder: "'asc' | 'desc'",
  page: 'number',
  pageSize: 'number',
  tags: 'string[]',
  version: 'number',
  lastFetched: 'number | null',
  isDirty: 'boolean',
};

export const EXTERNAL_LINKS = [
  'https://redux.js.org/tutorials/essentials/part-1-overview-concepts',
  'https://redux.js.org/usage/deriving-data-selectors',
  'https://redux.js.org/style-guide/',
  'https://redux.js.org/usage/structuring-reducers/normalizing-state-shape',
  'https://redux-toolkit.js.org/api/createSlice',
  'https://redux-toolkit.js.org/api/configureStore',
  'https://redux-toolkit.js.org/rtk-query/overview',
  'https://react.dev/reference/react/useSyncExternalStore',
  'https://react.dev/learn/passing-data-deeply-with-context',
  'https://react.dev/reference/react/memo',
  'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Object/is',
  'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide/Closures',
  'https://www.typescriptlang.org/docs/handbook/2/generics.html',
  'https://github.com/reduxjs/reselect',
  'https://github.com/reduxjs/react-redux/discussions',
  'https://immerjs.github.io/immer/',
  'https://testing-library.com/docs/react-testing-library/intro/',
  'https://kentcdodds.com/blog/colocation',
];
