/**
 * The first pass over a synthetic site: every doc's id, route, title,
 * category and headings, decided before any body is written, so bodies can
 * link to any doc and to any heading anchor that doc will really have.
 */
import { headingAnchors } from '@react-redux-docs/schemas';
import { docDocumentId } from '../import/docs.ts';
import { type ApiName, apiFamily, type Entity, EntityPool } from './apiNames.ts';
import { type Random, weighted, Zipf } from './random.ts';
import { capitalize, plural, slugify, titleCase, type Vocabulary } from './vocabulary.ts';

export type DocKind = 'api' | 'guide';
export type DocSize = 'short' | 'medium' | 'long';

/** What a heading introduces, which decides the content under it. */
export type HeadingRole =
  | 'api'
  | 'parameters'
  | 'returns'
  | 'examples'
  | 'notes'
  | 'typescript'
  | 'section'
  | 'subsection'
  | 'detail';

export interface Heading {
  level: 2 | 3 | 4;
  text: string;
  role: HeadingRole;
  /** The function an `api` heading and its subsections document. */
  api?: ApiName;
  /** The id the rendered heading gets (headingAnchors), e.g. `usewidgetselector` or `examples-2`. */
  anchor: string;
}

export interface DocPlan {
  /** Position in the sidebar, over all categories. */
  index: number;
  id: string;
  route: string;
  title: string;
  sidebarLabel?: string;
  kind: DocKind;
  size: DocSize;
  category: CategoryPlan;
  /** What the doc is about; its prose and code use this entity's names. */
  subject: Entity;
  /** API pages: the functions documented, one `h2` each. */
  defines: ApiName[];
  /** Functions of other pages this doc discusses: in its text, code and headings. */
  mentions: ApiName[];
  outline: Heading[];
  keywords: string[];
  updatedAt: string;
}

export interface CategoryPlan {
  label: string;
  section: string;
  kind: DocKind | 'mixed';
  docs: DocPlan[];
}

export interface ApiTarget {
  api: ApiName;
  doc: DocPlan;
  anchor: string;
}

export interface SitePlan {
  docs: DocPlan[];
  categories: CategoryPlan[];
  /** Every defined function, popular ones first: a Zipf draw makes a few of them appear everywhere. None on tiny sites. */
  apis: Zipf<ApiTarget> | undefined;
}

const GUIDE_LABELS = [
  'Introduction',
  'Tutorials',
  'Guides',
  'Using React Redux',
  'Concepts',
  'Recipes',
  'Advanced',
  'Performance',
  'Testing',
  'TypeScript',
  'Server Rendering',
  'Migration',
  'Troubleshooting',
  'Patterns',
  'Integrations',
  'Examples',
  'Architecture',
  'Tooling',
  'Deployment',
  'FAQ',
];
const API_LABELS = [
  'API Reference',
  'Hooks API',
  'Components API',
  'Selectors API',
  'Middleware API',
  'Store API',
  'Utilities API',
];
/** For sites too small to split into guides and reference. */
const MIXED_LABEL = 'Documentation';

const SIZES: readonly (readonly [DocSize, number])[] = [
  ['short', 0.25],
  ['medium', 0.55],
  ['long', 0.2],
];
const SUBSECTIONS_PER_SECTION: readonly (readonly [number, number])[] = [
  [0, 0.5],
  [1, 0.27],
  [2, 0.15],
  [3, 0.08],
];

export const MIN_CATEGORY_SIZE = 10;
export const MAX_CATEGORY_SIZE = 40;

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
/** The subsections under a function's heading, and the share of functions that have each. */
const API_SUBSECTIONS: readonly (readonly [HeadingRole, string, number])[] = [
  ['parameters', 'Parameters', 0.5],
  ['returns', 'Returns', 0.5],
  ['examples', 'Examples', 1],
  ['notes', 'Notes', 0.25],
];
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

/**
 * Splits `total` docs into categories of MIN_CATEGORY_SIZE to
 * MAX_CATEGORY_SIZE (one smaller category when `total` itself is smaller).
 */
export function categorySizes(total: number, random: Random): number[] {
  const sizes: number[] = [];
  let remaining = total;
  while (remaining > MAX_CATEGORY_SIZE) {
    let size = random.int(MIN_CATEGORY_SIZE, MAX_CATEGORY_SIZE);
    // Never leave a remainder too small to be a category of its own.
    if (remaining - size < MIN_CATEGORY_SIZE) size = remaining - MIN_CATEGORY_SIZE;
    sizes.push(size);
    remaining -= size;
  }
  if (remaining > 0) sizes.push(remaining);
  return sizes;
}

/** The n-th label of a list, numbered once the list runs out: "Guides", …, "Guides 2". */
function labelAt(labels: readonly string[], n: number): string {
  const label = labels[n % labels.length] as string;
  const round = Math.floor(n / labels.length);
  return round === 0 ? label : `${label} ${round + 1}`;
}

/** Guide and reference categories merged in proportion, so reference sections recur through the sidebar. */
function interleaveCategories<T>(guides: T[], reference: T[]): T[] {
  const merged: T[] = [];
  let g = 0;
  let r = 0;
  while (g < guides.length || r < reference.length) {
    const guideProgress = guides.length === 0 ? 1 : g / guides.length;
    const referenceProgress = reference.length === 0 ? 1 : r / reference.length;
    // The site opens with a guide category (an introduction), as real docs do.
    if (g < guides.length && (guideProgress <= referenceProgress || r >= reference.length)) {
      merged.push(guides[g++] as T);
    } else {
      merged.push(reference[r++] as T);
    }
  }
  return merged;
}

function anchorsOf(outline: readonly Omit<Heading, 'anchor'>[]): string[] {
  const blocks = outline.map((heading) => ({
    _type: 'block',
    style: `h${heading.level}`,
    children: [{ _type: 'span', text: heading.text }],
  }));
  return headingAnchors(blocks).map((heading) => heading.anchor);
}

/** A shorter sidebar label, as authors give long titles: without "Tutorial:", "How to" and the like. */
function shortLabel(title: string): string | undefined {
  const label = title.replace(/^(Tutorial: |Understanding |How to )/, '').replace(/ (in Depth|in the .* Feature)$/, '');
  return label === title ? undefined : capitalize(label);
}

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
    const apiTotal = total < 4 ? 0 : Math.round(total / 4);
    const guideTotal = total - apiTotal;
    const split = apiTotal >= MIN_CATEGORY_SIZE && guideTotal >= MIN_CATEGORY_SIZE;
    type CategorySpec = { label: string; kind: CategoryPlan['kind']; size: number };
    let specs: CategorySpec[];
    if (split) {
      const guides = categorySizes(guideTotal, random).map(
        (size, n): CategorySpec => ({ label: labelAt(GUIDE_LABELS, n), kind: 'guide', size }),
      );
      const reference = categorySizes(apiTotal, random).map(
        (size, n): CategorySpec => ({ label: labelAt(API_LABELS, n), kind: 'api', size }),
      );
      specs = interleaveCategories(guides, reference);
    } else {
      specs = categorySizes(total, random).map((size, n) => ({
        label: n === 0 ? MIXED_LABEL : `${MIXED_LABEL} ${n + 1}`,
        kind: 'mixed',
        size,
      }));
    }

    // Slots first, contents after: reference pages must exist before guides can mention them.
    const categories: CategoryPlan[] = [];
    const slots: { category: CategoryPlan; kind: DocKind }[] = [];
    for (const { label, kind, size } of specs) {
      const category: CategoryPlan = { label, section: slugify(label), kind, docs: [] };
      categories.push(category);
      for (let i = 0; i < size; i++) {
        // Small sites mix the two kinds in one category: every fourth doc is a reference page.
        const docKind: DocKind = kind === 'mixed' ? (apiTotal > 0 && i % 4 === 3 ? 'api' : 'guide') : kind;
        slots.push({ category, kind: docKind });
      }
    }
    const docs: DocPlan[] = new Array(slots.length);
    const targets: ApiTarget[] = [];
    const routes = new Set<string>();
    slots.forEach((slot, index) => {
      if (slot.kind !== 'api') return;
      const doc = this.#apiDoc(index, slot.category, this.#random.fork(`plan:${index}`), routes);
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
      docs[index] = this.#guideDoc(index, slot.category, this.#random.fork(`plan:${index}`), routes, apis, subjects);
    });
    for (const doc of docs) doc.category.docs.push(doc);
    return { docs, categories, apis };
  }

  #route(category: CategoryPlan, page: string, routes: Set<string>): string {
    let route = `${category.section}/${page}`;
    for (let n = 2; routes.has(route); n++) route = `${category.section}/${page}-${n}`;
    routes.add(route);
    return route;
  }

  #size(random: Random): DocSize {
    return weighted(random, SIZES);
  }

  #apiDoc(index: number, category: CategoryPlan, random: Random, routes: Set<string>): DocPlan {
    const subject = this.#entities.take();
    const size = this.#size(random);
    const count = size === 'short' ? 3 : size === 'medium' ? random.int(3, 6) : random.int(6, 10);
    const defines = apiFamily(random, subject, count, this.#takenNames);
    const primary = defines[0] as ApiName;
    const outline: Omit<Heading, 'anchor'>[] = [];
    for (const api of defines) {
      outline.push({ level: 2, text: `${api.name}()`, role: 'api', api });
      for (const [role, text, share] of API_SUBSECTIONS) {
        if (!random.chance(share)) continue;
        outline.push({ level: 3, text, role, api });
        if (role === 'examples' && random.chance(0.15)) {
          outline.push({ level: 4, text: 'With TypeScript', role: 'typescript', api });
        }
      }
    }
    const anchors = anchorsOf(outline);
    return {
      index,
      ...this.#identity(category, slugify(primary.name), routes),
      title: primary.name,
      sidebarLabel: `${primary.name}()`,
      kind: 'api',
      size,
      category,
      subject,
      defines,
      mentions: [],
      outline: outline.map((heading, i) => ({ ...heading, anchor: anchors[i] as string })),
      keywords: [...defines.slice(0, 4).map((api) => api.name), subject.words],
      updatedAt: timestamp(random),
    };
  }

  #identity(category: CategoryPlan, page: string, routes: Set<string>): { id: string; route: string } {
    const route = this.#route(category, page, routes);
    // The importer's id for a doc whose Docusaurus id is its route.
    return { id: docDocumentId(route), route };
  }

  #guideDoc(
    index: number,
    category: CategoryPlan,
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
    const title = this.#guideTitle(random, subject);
    const outline = this.#guideOutline(random, size, subject, mentions);
    const anchors = anchorsOf(outline);
    const sidebarLabel = random.chance(0.4) ? shortLabel(title) : undefined;
    return {
      index,
      ...this.#identity(category, slugify(title), routes),
      title,
      ...(sidebarLabel ? { sidebarLabel } : {}),
      kind: 'guide',
      size,
      category,
      subject,
      defines: [],
      mentions,
      outline: outline.map((heading, i) => ({ ...heading, anchor: anchors[i] as string })),
      keywords: [subject.words, ...mentions.slice(0, 2).map((api) => api.name), this.#vocabulary.domainNoun(random)],
      updatedAt: timestamp(random),
    };
  }

  #guideTitle(random: Random, subject: Entity): string {
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
        return `${capitalize(this.#vocabulary.adjective(random))} ${entity} ${topic}`;
      default:
        return `${gerund} ${topic} in the ${entity} Feature`;
    }
  }

  #guideOutline(random: Random, size: DocSize, subject: Entity, mentions: ApiName[]): Omit<Heading, 'anchor'>[] {
    const sections = size === 'short' ? random.int(3, 4) : size === 'medium' ? random.int(4, 7) : random.int(7, 10);
    const outline: Omit<Heading, 'anchor'>[] = [];
    for (let s = 0; s < sections; s++) {
      const mentioned = mentions.length > 0 && random.chance(0.2) ? random.pick(mentions) : undefined;
      const text = mentioned
        ? `Using ${mentioned.name}`
        : s === 0 && random.chance(0.4)
          ? 'Overview'
          : this.#sectionTitle(random, subject, FIXED_SECTIONS, 0.2);
      outline.push({ level: 2, text, role: 'section', ...(mentioned ? { api: mentioned } : {}) });
      const subsections = weighted(random, SUBSECTIONS_PER_SECTION);
      for (let t = 0; t < subsections; t++) {
        outline.push({
          level: 3,
          text: this.#sectionTitle(random, subject, FIXED_SUBSECTIONS, 0.4),
          role: 'subsection',
        });
        if (random.chance(0.08)) {
          const details = random.int(1, 2);
          for (let d = 0; d < details; d++) {
            outline.push({ level: 4, text: this.#sectionTitle(random, subject, FIXED_DETAILS, 0.5), role: 'detail' });
          }
        }
      }
    }
    return outline;
  }

  #sectionTitle(random: Random, subject: Entity, fixed: readonly string[], fixedShare: number): string {
    if (random.chance(fixedShare)) return random.pick(fixed);
    const noun = this.#vocabulary.domainNoun(random);
    switch (random.int(0, 4)) {
      case 0:
        return `${random.pick(GERUNDS)} the ${titleCase(subject.words)} ${titleCase(noun)}`;
      case 1:
        return `${random.pick(GERUNDS)} ${random.pick(TOPIC_NOUNS)}`;
      case 2:
        return `${capitalize(this.#vocabulary.adjective(random))} ${random.pick(TOPIC_NOUNS)}`;
      case 3:
        return `${random.pick(TOPIC_NOUNS)} vs. ${random.pick(TOPIC_NOUNS)}`;
      default:
        return `${capitalize(noun)} ${titleCase(plural(this.#vocabulary.noun(random)))}`;
    }
  }
}

/** Plans a site of `total` docs. */
export function planSite(total: number, random: Random, vocabulary: Vocabulary): SitePlan {
  return new Planner(random, vocabulary).plan(total);
}
