/**
 * Zipf-distributed draws from each word class. They give term frequencies
 * shaped like real documentation (a handful of words everywhere, a long tail
 * of rare ones), which is what search indexes and their benchmarks are
 * sensitive to.
 */
import { type Random, Zipf } from '../random.ts';
import {
  ADJECTIVES,
  ADVERBS,
  CONNECTORS,
  DOMAIN_NOUNS,
  GENERAL_NOUNS,
  MODALS,
  OPENERS,
  PLURAL_DETERMINERS,
  PREPOSITIONS,
  SINGULAR_DETERMINERS,
  VERBS,
} from './wordLists.ts';

/** Domain and everyday nouns together, so a draw covers both the domain and everyday English. */
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

/** One Zipf distribution per word class, so each draw favours the class's common words. */
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
