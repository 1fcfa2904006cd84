/**
 * The first pass over a synthetic site: its sidebar, and every doc's id,
 * route, title, place in the sidebar and headings, decided before any body
 * is written, so bodies can link to any doc and to any heading anchor that
 * doc will really have.
 */
import { RESERVED_ROUTES } from '@react-redux-docs/schemas';
import { docDocumentId } from '../../import/docs/docIds.ts';
import { apiFamily, EntityPool } from '../apiNames.ts';
import { type Random, weighted, Zipf } from '../random.ts';
import type { ApiName, ApiTarget, CategoryPlan, DocPlan, DocSize, Entity, SitePlan } from '../types.ts';
import { slugify, type Vocabulary } from '../words/index.ts';
import { apiOutline, guideOutline, withAnchors } from './outlines.ts';
import { type DocSlot, planSidebar } from './sidebar.ts';
import { guideTitle, shortLabel } from './titles.ts';

const SIZES: readonly (readonly [DocSize, number])[] = [
  ['short', 0.25],
  ['medium', 0.55],
  ['long', 0.2],
];

function timestamp(random: Random): string {
  // Two and a half years of edits, to the second, ending at a fixed date so output never depends on the clock.
  const start = Date.UTC(2024, 0, 1);
  const offset = random.int(0, 900 * 86400);
  return new Date(start + offset * 1000).toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

class Planner {
  readonly #random: Random;
  readonly #vocabulary: Vocabulary;
  readonly #entities: EntityPool;
  readonly #takenNames = new Set<string>();

  constructor(random: Random, vocabulary: Vocabulary) {
    this.#random = random;
    this.#vocabulary = vocabulary;
    this.#entities = new EntityPool(random.fork('entities'));
  }

  plan(total: number): SitePlan {
    const random = this.#random.fork('layout');
    const { categories, slots, links, routes: pageRoutes } = planSidebar(total, random);

    // Reference pages first: they must exist before guides can mention them. Guides keep out of the routes
    // of pages that are not docs.
    const docs: DocPlan[] = new Array(slots.length);
    const targets: ApiTarget[] = [];
    const routes = new Set<string>([...RESERVED_ROUTES, ...pageRoutes]);
    slots.forEach((slot, index) => {
      if (slot.kind !== 'api') return;
      const doc = this.#apiDoc(index, slot, this.#random.fork(`plan:${index}`), routes);
      docs[index] = doc;
      for (const heading of doc.outline) {
        if (heading.role === 'api' && heading.api) targets.push({ api: heading.api, doc, anchor: heading.anchor });
      }
    });
    const apis = targets.length > 0 ? new Zipf(random.shuffle(targets), 1) : undefined;
    const subjects =
      targets.length > 0 ? new Zipf(random.shuffle(docs.filter(Boolean).map((doc) => doc.subject)), 0.8) : undefined;
    slots.forEach((slot, index) => {
      if (slot.kind !== 'guide') return;
      docs[index] = this.#guideDoc(index, slot, this.#random.fork(`plan:${index}`), routes, apis, subjects);
    });
    // Slots come in reading order, so each category's docs come in their positions' order.
    for (const doc of docs) doc.category?.docs.push(doc);
    return { docs, categories, links, apis };
  }

  /** `section/page` for a doc in a category, just `page` for one at the top level; unique. */
  #route(category: CategoryPlan | undefined, page: string, routes: Set<string>): string {
    const prefix = category ? `${category.section}/` : '';
    let route = `${prefix}${page}`;
    for (let n = 2; routes.has(route); n++) route = `${prefix}${page}-${n}`;
    routes.add(route);
    return route;
  }

  #size(random: Random): DocSize {
    return weighted(random, SIZES);
  }

  #apiDoc(index: number, { category, position }: DocSlot, random: Random, routes: Set<string>): DocPlan {
    const subject = this.#entities.take();
    const size = this.#size(random);
    const count = size === 'short' ? 3 : size === 'medium' ? random.int(3, 6) : random.int(6, 10);
    const defines = apiFamily(random, subject, count, this.#takenNames);
    const primary = defines[0] as ApiName;
    const outline = withAnchors(apiOutline(random, defines));
    return {
      index,
      ...this.#identity(category, slugify(primary.name), routes),
      title: primary.name,
      sidebarLabel: `${primary.name}()`,
      kind: 'api',
      size,
      category,
      position,
      subject,
      defines,
      mentions: [],
      outline,
      keywords: [...defines.slice(0, 4).map((api) => api.name), subject.words],
      updatedAt: timestamp(random),
    };
  }

  #identity(category: CategoryPlan | undefined, page: string, routes: Set<string>): { id: string; route: string } {
    const route = this.#route(category, page, routes);
    // The importer's id for a doc whose Docusaurus id is its route.
    return { id: docDocumentId(route), route };
  }

  #guideDoc(
    index: number,
    { category, position, title: fixedTitle }: DocSlot,
    random: Random,
    routes: Set<string>,
    apis: Zipf<ApiTarget> | undefined,
    subjects: Zipf<Entity> | undefined,
  ): DocPlan {
    const subject = subjects ? subjects.draw(random) : this.#entities.take();
    const mentions: ApiName[] = [];
    if (apis) {
      const wanted = random.int(2, 6);
      for (let attempt = 0; mentions.length < wanted && attempt < wanted * 3; attempt++) {
        const { api } = apis.draw(random);
        if (!mentions.includes(api)) mentions.push(api);
      }
    }
    const size = this.#size(random);
    const title = fixedTitle ?? guideTitle(random, this.#vocabulary, subject);
    const outline = withAnchors(guideOutline(random, this.#vocabulary, size, subject, mentions));
    const sidebarLabel = random.chance(0.4) ? shortLabel(title) : undefined;
    return {
      index,
      ...this.#identity(category, slugify(title), routes),
      title,
      ...(sidebarLabel ? { sidebarLabel } : {}),
      kind: 'guide',
      size,
      category,
      position,
      subject,
      defines: [],
      mentions,
      outline,
      keywords: [subject.words, ...mentions.slice(0, 2).map((api) => api.name), this.#vocabulary.domainNoun(random)],
      updatedAt: timestamp(random),
    };
  }
}

/** Plans a site of `total` docs. */
export function planSite(total: number, random: Random, vocabulary: Vocabulary): SitePlan {
  return new Planner(random, vocabulary).plan(total);
}
