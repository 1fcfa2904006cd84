/**
 * Titles of docs and headings, from templates filled with the subject
 * entity, topic words and the vocabulary's adjectives and nouns; and the
 * shorter sidebar label a long doc title gets.
 */
import type { Random } from '../random.ts';
import type { Entity } from '../types.ts';
import { capitalize, plural, titleCase, type Vocabulary } from '../words/index.ts';

const GERUNDS = [
  'Using',
  'Defining',
  'Creating',
  'Testing',
  'Reading',
  'Updating',
  'Dispatching',
  'Selecting',
  'Connecting',
  'Structuring',
  'Normalizing',
  'Memoizing',
  'Typing',
  'Splitting',
  'Combining',
  'Migrating',
  'Debugging',
  'Caching',
  'Optimizing',
  'Handling',
  'Sharing',
  'Accessing',
  'Loading',
  'Writing',
  'Organizing',
  'Persisting',
  'Batching',
  'Deriving',
  'Validating',
  'Subscribing to',
];
const BASE_VERBS = ['Test', 'Type', 'Debug', 'Structure', 'Cache', 'Share', 'Memoize', 'Organize', 'Migrate', 'Split'];
const TOPIC_NOUNS = [
  'Selectors',
  'Reducers',
  'Actions',
  'Hooks',
  'Slices',
  'Middleware',
  'Subscriptions',
  'Components',
  'Thunks',
  'Listeners',
  'Queries',
  'Updates',
  'State',
  'Stores',
  'Effects',
  'Entities',
  'Caches',
  'Tests',
  'Types',
  'Providers',
];
/** The usual titles of guide headings, per level. */
const FIXED_SECTIONS = [
  'Overview',
  'Prerequisites',
  'Installation',
  'How It Works',
  'Common Pitfalls',
  'Best Practices',
  'Troubleshooting',
  'Summary',
  'Next Steps',
  'Further Reading',
  'Why This Matters',
  'Setup',
];
const FIXED_SUBSECTIONS = [
  'Example',
  'Examples',
  'Notes',
  'With TypeScript',
  'Caveats',
  'When to Use It',
  'Performance',
  'Testing It',
];
const FIXED_DETAILS = ['Example', 'Details', 'Edge Cases', 'Why It Works'];

/** A guide's title, from one of eight templates: "Testing Widget Selectors", "How to Cache Order Panel Hooks". */
export function guideTitle(random: Random, vocabulary: Vocabulary, subject: Entity): string {
  const entity = titleCase(subject.words);
  const topic = random.pick(TOPIC_NOUNS);
  const other = random.pick(TOPIC_NOUNS);
  const gerund = random.pick(GERUNDS);
  const template = random.int(0, 7);
  switch (template) {
    case 0:
      return `${gerund} ${entity} ${topic}`;
    case 1:
      return `Understanding ${entity} ${topic}`;
    case 2:
      return `${entity} ${topic} in Depth`;
    case 3:
      return `How to ${random.pick(BASE_VERBS)} ${entity} ${topic}`;
    case 4:
      return `${topic} and ${other === topic ? 'Selectors' : other} for ${entity} Data`;
    case 5:
      return `Tutorial: ${gerund} ${entity} ${topic}`;
    case 6:
      return `${capitalize(vocabulary.adjective(random))} ${entity} ${topic}`;
    default:
      return `${gerund} ${topic} in the ${entity} Feature`;
  }
}

/** An `h2` of a guide. */
export function sectionTitle(random: Random, vocabulary: Vocabulary, subject: Entity): string {
  return headingTitle(random, vocabulary, subject, FIXED_SECTIONS, 0.2);
}

/** An `h3` of a guide. */
export function subsectionTitle(random: Random, vocabulary: Vocabulary, subject: Entity): string {
  return headingTitle(random, vocabulary, subject, FIXED_SUBSECTIONS, 0.4);
}

/** An `h4` of a guide. */
export function detailTitle(random: Random, vocabulary: Vocabulary, subject: Entity): string {
  return headingTitle(random, vocabulary, subject, FIXED_DETAILS, 0.5);
}

/**
 * One of the `fixed` titles on a `fixedShare` of headings; otherwise one of
 * five templates over topic words, the subject and the vocabulary.
 */
function headingTitle(
  random: Random,
  vocabulary: Vocabulary,
  subject: Entity,
  fixed: readonly string[],
  fixedShare: number,
): string {
  if (random.chance(fixedShare)) return random.pick(fixed);
  const noun = vocabulary.domainNoun(random);
  switch (random.int(0, 4)) {
    case 0:
      return `${random.pick(GERUNDS)} the ${titleCase(subject.words)} ${titleCase(noun)}`;
    case 1:
      return `${random.pick(GERUNDS)} ${random.pick(TOPIC_NOUNS)}`;
    case 2:
      return `${capitalize(vocabulary.adjective(random))} ${random.pick(TOPIC_NOUNS)}`;
    case 3:
      return `${random.pick(TOPIC_NOUNS)} vs. ${random.pick(TOPIC_NOUNS)}`;
    default:
      return `${capitalize(noun)} ${titleCase(plural(vocabulary.noun(random)))}`;
  }
}

/** A shorter sidebar label, as authors give long titles: without "Tutorial:", "How to" and the like. */
export function shortLabel(title: string): string | undefined {
  const label = title.replace(/^(Tutorial: |Understanding |How to )/, '').replace(/ (in Depth|in the .* Feature)$/, '');
  return label === title ? undefined : capitalize(label);
}
