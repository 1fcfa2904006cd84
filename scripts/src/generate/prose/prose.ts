/**
 * Sentences for synthetic docs: a small grammar (subject, verb, object,
 * prepositional phrase, joined clauses) whose slots are filled from the
 * Zipf-distributed vocabulary. It reads like plausible technical prose, and
 * marks some words the way docs do: inline code for identifiers, strong and
 * em for emphasis, links to other sites and to other docs and their headings.
 */
import { type Random, weighted } from '../random.ts';
import type { DocPlan, Piece, SitePlan } from '../types.ts';
import { article, capitalize, isCountable, plural, thirdPerson, type Vocabulary } from '../words/index.ts';
import { Identifiers } from './identifiers.ts';
import { docLink, externalLink } from './links.ts';
import { joinText } from './spacing.ts';

const PRONOUNS: readonly (readonly [string, boolean])[] = [
  ['it', false],
  ['you', true],
  ['this', false],
  ['we', true],
  ['they', true],
];

const SENTENCE_FORMS = [
  ['clause', 52],
  ['opener', 12],
  ['copula', 10],
  ['api', 10],
  ['imperative', 7],
  ['link', 9],
] as const;

interface Phrase {
  pieces: Piece[];
  plural: boolean;
}

/** Writes the prose of one doc: its identifiers come from what the doc defines and mentions. */
export class Prose {
  readonly #random: Random;
  readonly #vocabulary: Vocabulary;
  readonly #site: SitePlan;
  readonly #doc: DocPlan;
  readonly #identifiers: Identifiers;

  constructor(random: Random, vocabulary: Vocabulary, site: SitePlan, doc: DocPlan) {
    this.#random = random;
    this.#vocabulary = vocabulary;
    this.#site = site;
    this.#doc = doc;
    this.#identifiers = new Identifiers(site, doc);
  }

  /** `min` to `max` sentences. */
  paragraph(min: number, max: number): Piece[] {
    const count = this.#random.int(min, max);
    const pieces: Piece[] = [];
    for (let i = 0; i < count; i++) pieces.push(...this.sentence());
    return pieces;
  }

  sentence(): Piece[] {
    const random = this.#random;
    const form = weighted(random, SENTENCE_FORMS);
    let pieces: Piece[];
    switch (form) {
      case 'opener':
        pieces = [{ text: this.#vocabulary.opener(random) }, ...this.#clause()];
        break;
      case 'copula':
        pieces = this.#copula();
        break;
      case 'api':
        pieces = [this.identifier(), ...this.#predicate(false)];
        break;
      case 'imperative':
        pieces = [{ text: capitalize(this.#vocabulary.verb(random)) }, ...this.#object(true)];
        break;
      case 'link':
        pieces = this.#linkSentence();
        break;
      default:
        pieces = this.#clause();
        if (random.chance(0.55)) pieces.push({ text: this.#vocabulary.connector(random) }, ...this.#clause());
    }
    pieces.push({ text: '.' });
    const first = pieces[0];
    if (first && !first.marks && !first.link) pieces[0] = { text: capitalize(first.text) };
    return pieces;
  }

  /** `lead` as the subject of a sentence: "`useWidgetSelector` returns the current state." */
  predicateSentence(lead: Piece[]): Piece[] {
    return [...lead, ...this.#predicate(false), { text: '.' }];
  }

  /** `lead` followed by an object: "Returns the selected value from the store." */
  objectSentence(lead: Piece[]): Piece[] {
    return [...lead, ...this.#nounPhrase(true).pieces, { text: '.' }];
  }

  /** A list item: a short sentence, sometimes led by a term in bold or code. */
  listItem(): Piece[] {
    const random = this.#random;
    const lead = random.chance(0.35)
      ? random.chance(0.5)
        ? [
            {
              text: capitalize(
                this.#nounPhrase(false)
                  .pieces.map((piece) => piece.text)
                  .join(' '),
              ),
              marks: ['strong'],
            },
          ]
        : [this.identifier()]
      : undefined;
    if (!lead) return this.sentence();
    return [...lead, { text: ':' }, ...this.sentence()];
  }

  /** Plain text of a few sentences, for descriptions, captions and alt text. */
  plain(sentences = 1): string {
    const pieces: Piece[] = [];
    for (let i = 0; i < sentences; i++) {
      const clause = this.#clause();
      const first = clause[0];
      // Identifiers keep their case: "useWidgetSelector returns…", not "UseWidgetSelector returns…".
      if (first && !first.marks) clause[0] = { text: capitalize(first.text) };
      pieces.push(...clause, { text: '.' });
    }
    return joinText(pieces);
  }

  /** A short noun phrase as plain text: "the memoized selector". */
  phrase(): string {
    return joinText(this.#nounPhrase(false).pieces);
  }

  /** Inline code naming a function: mostly the doc's own, sometimes linked to where it is defined. */
  identifier(): Piece {
    return this.#identifiers.draw(this.#random);
  }

  #clause(): Piece[] {
    const random = this.#random;
    const roll = random.next();
    let subject: Phrase;
    if (roll < 0.22) {
      const [pronoun, isPlural] = random.pick(PRONOUNS);
      subject = { pieces: [{ text: pronoun }], plural: isPlural };
    } else if (roll < 0.32) {
      subject = { pieces: [this.identifier()], plural: false };
    } else {
      subject = this.#nounPhrase(true);
    }
    return [...subject.pieces, ...this.#predicate(subject.plural)];
  }

  #predicate(pluralSubject: boolean): Piece[] {
    const random = this.#random;
    const words: string[] = [];
    const verb = this.#vocabulary.verb(random);
    if (random.chance(0.3)) {
      const modal = this.#vocabulary.modal(random);
      words.push(modal === 'need to' && !pluralSubject ? 'needs to' : modal);
      if (random.chance(0.15)) words.push(this.#vocabulary.adverb(random));
      words.push(verb);
    } else {
      if (random.chance(0.15)) words.push(this.#vocabulary.adverb(random));
      words.push(pluralSubject ? verb : thirdPerson(verb));
    }
    return [{ text: words.join(' ') }, ...this.#object()];
  }

  #object(required = false): Piece[] {
    const random = this.#random;
    const pieces: Piece[] = [];
    if (required || random.chance(0.9)) pieces.push(...this.#nounPhrase(true).pieces);
    if (random.chance(0.6)) {
      pieces.push({ text: this.#vocabulary.preposition(random) }, ...this.#nounPhrase(false).pieces);
      if (random.chance(0.15)) {
        pieces.push({ text: this.#vocabulary.preposition(random) }, ...this.#nounPhrase(false).pieces);
      }
    }
    return pieces;
  }

  #copula(): Piece[] {
    const random = this.#random;
    const subject = this.#nounPhrase(true);
    const verb = subject.plural ? 'are' : 'is';
    const pieces = [
      ...subject.pieces,
      { text: `${verb}${random.chance(0.1) ? ' not' : ''} ${this.#vocabulary.adjective(random)}` },
    ];
    if (random.chance(0.5)) {
      pieces.push({ text: this.#vocabulary.preposition(random) }, ...this.#nounPhrase(false).pieces);
    }
    return pieces;
  }

  #nounPhrase(decorate: boolean): Phrase {
    const random = this.#random;
    const vocabulary = this.#vocabulary;
    const noun = vocabulary.noun(random);
    const isPlural = isCountable(noun) && random.chance(0.25);
    const words: string[] = [];
    if (random.chance(0.35)) words.push(vocabulary.adjective(random));
    words.push(isPlural ? plural(noun) : noun);
    if (random.chance(0.1)) words.push('of the', vocabulary.noun(random));
    let determiner = isPlural ? vocabulary.pluralDeterminer(random) : vocabulary.singularDeterminer(random);
    if (determiner === 'a') determiner = article(words[0] as string);
    const text = words.join(' ');
    if (decorate) {
      const roll = random.next();
      const lead = determiner === '' ? [] : [{ text: determiner }];
      if (roll < 0.03) return { pieces: [...lead, { text, marks: ['strong'] }], plural: isPlural };
      if (roll < 0.06) return { pieces: [...lead, { text, marks: ['em'] }], plural: isPlural };
      if (roll < 0.08) {
        return {
          pieces: [...lead, { text, link: externalLink(random) }],
          plural: isPlural,
        };
      }
      if (roll < 0.13) return { pieces: [this.identifier()], plural: false };
    }
    return { pieces: [{ text: determiner === '' ? text : `${determiner} ${text}` }], plural: isPlural };
  }

  #linkSentence(): Piece[] {
    const random = this.#random;
    if (random.chance(0.25)) {
      const link: Piece = {
        text: this.phrase().replace(/^(the|a|an|this|that|your|its) /, ''),
        link: externalLink(random),
      };
      return random.chance(0.5)
        ? [...this.#clause(), { text: ', as described in' }, link]
        : [{ text: 'For background, read about' }, link];
    }
    const link = docLink(random, this.#site, this.#doc);
    switch (random.int(0, 3)) {
      case 0:
        return [{ text: 'See' }, link, { text: 'for more on' }, ...this.#nounPhrase(false).pieces];
      case 1:
        return [...this.#clause(), { text: '(see' }, link, { text: ')' }];
      case 2:
        return [{ text: 'For details, read' }, link];
      default:
        return [{ text: 'This is covered in' }, link];
    }
  }
}
