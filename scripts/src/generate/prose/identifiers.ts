/**
 * Which function a sentence names in inline code: mostly the doc's own and
 * those it mentions, sometimes any of the site's or the real library's, and
 * some linked to the heading that documents them.
 */
import { type Random, weighted, Zipf } from '../random.ts';
import type { ApiTarget, DocPlan, Piece, SitePlan } from '../types.ts';
import { LIBRARY_IDENTIFIERS } from '../words/index.ts';
import { definitionOf, internalLink } from './links.ts';

type IdentifierSource = 'local' | 'site' | 'library';

const libraryIdentifiers = new Zipf(LIBRARY_IDENTIFIERS, 1);

export class Identifiers {
  readonly #site: SitePlan;
  readonly #doc: DocPlan;
  /** The doc's own functions first: a page talks about its subject most. */
  readonly #local: Zipf<ApiTarget> | undefined;
  readonly #sources: readonly (readonly [IdentifierSource, number])[];

  constructor(site: SitePlan, doc: DocPlan) {
    this.#site = site;
    this.#doc = doc;
    const local: ApiTarget[] = [];
    for (const api of [...doc.defines, ...doc.mentions]) {
      const target = definitionOf(site, api.name);
      if (target) local.push(target);
    }
    this.#local = local.length > 0 ? new Zipf(local, 0.7) : undefined;
    this.#sources = [
      ['local', this.#local ? 55 : 0],
      ['site', site.apis ? 25 : 0],
      ['library', 20],
    ];
  }

  /** Inline code naming a function, linked to where it is defined less often on its own page than elsewhere. */
  draw(random: Random): Piece {
    const source = weighted(random, this.#sources);
    if (source === 'library') return { text: libraryIdentifiers.draw(random), marks: ['code'] };
    const target = (source === 'local' ? this.#local : this.#site.apis)?.draw(random);
    if (!target) return { text: libraryIdentifiers.draw(random), marks: ['code'] };
    const text = random.chance(0.4) ? `${target.api.name}()` : target.api.name;
    const isHere = target.doc === this.#doc;
    if (random.chance(isHere ? 0.1 : 0.3)) {
      return { text, marks: ['code'], link: internalLink(target.doc, target.anchor) };
    }
    return { text, marks: ['code'] };
  }
}
