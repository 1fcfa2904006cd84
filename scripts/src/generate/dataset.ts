/**
 * A synthetic React Redux-style docs site of any size, as the documents the
 * importer writes (data.ndjson plus images/), for search and build
 * benchmarks: same size and seed, same bytes.
 */
import { fileURLToPath } from 'node:url';
import { type Asset, AssetStore } from '../import/assets/index.ts';
import type { BodyBlock, DocDocument, SanityDocument } from '../import/types.ts';
import { type BodyImage, docBody } from './body.ts';
import { planSite } from './plan/index.ts';
import { Keys } from './portableText.ts';
import { Prose } from './prose/index.ts';
import { Random } from './random.ts';
import { sidebarDocuments, sidebarPlace } from './sidebarDocuments.ts';
import { siteDocuments } from './siteDocuments.ts';
import type { CategoryPlan, DocPlan, SitePlan } from './types.ts';
import { Vocabulary } from './words/index.ts';

export interface GenerateOptions {
  /** How many `doc` documents; the sidebar's categories and links and the five singletons come on top. */
  docs: number;
  /** Any integer from 0 to 2^32 − 1 (default 1). */
  seed?: number;
}

export interface GeneratedDataset {
  /** Every document, sorted by `_id`, with `_key`s, images as `_sanityAsset` files. */
  documents: SanityDocument[];
  /** The image files the documents use, to copy into images/. */
  assets: Asset[];
}

export const DEFAULT_SEED = 1;
const MAX_SEED = 2 ** 32 - 1;
const MAX_DESCRIPTION = 300;

const imagesDir = fileURLToPath(new URL('./images/', import.meta.url));

function addImage(store: AssetStore, fileName: string): string {
  const result = store.add(`${imagesDir}${fileName}`);
  if (!result.ok) throw new Error(`generator image ${fileName} ${result.message}`);
  return result.sanityAsset;
}

/** Checks options, throwing a RangeError that says what is accepted. */
export function checkGenerateOptions(options: GenerateOptions): { docs: number; seed: number } {
  const { docs, seed = DEFAULT_SEED } = options;
  if (!Number.isSafeInteger(docs) || docs < 1) {
    throw new RangeError(`docs must be a whole number of at least 1, not ${String(docs)}`);
  }
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new RangeError(`seed must be a whole number from 0 to ${MAX_SEED}, not ${String(seed)}`);
  }
  return { docs, seed };
}

/**
 * Generates a site of `docs` docs plus its sidebar's categories and links and
 * its singleton documents. Docs are grouped in sidebar categories of 10 to
 * 40, which larger parts of the site nest in a category of their own; a few
 * sit at the top level. About a quarter are API reference pages whose
 * functions the other pages mention and link to.
 */
export function generateSiteDataset(options: GenerateOptions): GeneratedDataset {
  return buildDataset(options, false);
}

/**
 * The same dataset, but each doc's `body` is an enumerable getter that writes
 * the body anew whenever it is read (identically: every body has its own
 * seeded generator). Passed to writeDataset, which reads each body once to
 * serialize it, only one body is alive at a time instead of all of them,
 * which for 10,000 docs is the difference between holding about a gigabyte
 * of objects and holding just the output text.
 */
export function generateSiteDatasetLazily(options: GenerateOptions): GeneratedDataset {
  return buildDataset(options, true);
}

function buildDataset(options: GenerateOptions, lazyBodies: boolean): GeneratedDataset {
  const { docs, seed } = checkGenerateOptions(options);
  const random = new Random(seed);
  const vocabulary = new Vocabulary();
  const store = new AssetStore();
  const logo = addImage(store, 'logo.svg');
  const images: BodyImage[] = [
    { sanityAsset: addImage(store, 'data-flow.svg'), depicts: 'how an action flows through the store' },
    { sanityAsset: addImage(store, 'component-tree.svg'), depicts: 'the component tree under the provider' },
  ];
  const site = planSite(docs, random.fork('plan'), vocabulary);
  const documents: SanityDocument[] = site.docs.map((doc) => {
    const writeBody = () =>
      docBody({
        random: random.fork(`body:${doc.index}`),
        vocabulary,
        site,
        doc,
        keys: new Keys(doc.id, seed),
        images,
      });
    const document = docDocument(doc, site, random, vocabulary, lazyBodies ? [] : writeBody());
    if (lazyBodies) Object.defineProperty(document, 'body', { enumerable: true, get: writeBody });
    return document;
  });
  documents.push(...sidebarDocuments(site), ...siteDocuments(site, { logo, favicon: logo }, seed));
  documents.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  return { documents, assets: store.list() };
}

function docDocument(
  doc: DocPlan,
  site: SitePlan,
  random: Random,
  vocabulary: Vocabulary,
  body: BodyBlock[],
): DocDocument {
  const prose = new Prose(random.fork(`description:${doc.index}`), vocabulary, site, doc);
  const document: DocDocument = {
    _id: doc.id,
    _type: 'doc',
    _updatedAt: doc.updatedAt,
    title: doc.title,
    route: { _type: 'slug', current: doc.route },
    sidebar: sidebarPlace(doc.category, doc.position),
    hideTitle: false,
    description: truncate(`${[...trail(doc.category), doc.title].join(' > ')}: ${prose.plain()}`, MAX_DESCRIPTION),
    keywords: doc.keywords,
    body,
  };
  if (doc.sidebarLabel) document.sidebarLabel = doc.sidebarLabel;
  return document;
}

/** The labels of a category and the ones above it, outermost first, as breadcrumbs show them. */
function trail(category: CategoryPlan | undefined): string[] {
  return category ? [...trail(category.parent), category.label] : [];
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

export interface DatasetStats {
  docs: number;
  /** `sidebarCategory` documents, nested ones too. */
  categories: number;
  /** Words of text in doc bodies (paragraphs, headings, lists, tables, callouts; not code). */
  words: number;
  /** Top-level members of doc bodies; each list item is one, as in Portable Text. */
  blocks: number;
  codeBlocks: number;
  internalLinks: number;
}

/** Sizes that describe a dataset, for the CLI's report and the tests. */
export function datasetStats(documents: readonly SanityDocument[]): DatasetStats {
  const stats: DatasetStats = { docs: 0, categories: 0, words: 0, blocks: 0, codeBlocks: 0, internalLinks: 0 };
  const countText = (blocks: readonly unknown[]) => {
    for (const member of blocks) {
      const block = member as BodyBlock;
      if (block._type === 'block') {
        for (const span of block.children ?? []) if (span._type === 'span') stats.words += countWords(span.text ?? '');
        for (const def of block.markDefs ?? []) if (def._type === 'internalLink') stats.internalLinks++;
      } else if (block._type === 'admonition') {
        countText(block.body);
      } else if (block._type === 'table') {
        for (const row of block.rows) for (const cell of row.cells) countText(cell.content ?? []);
      } else if (block._type === 'code') {
        stats.codeBlocks++;
      }
    }
  };
  for (const document of documents) {
    if (document._type === 'sidebarCategory') stats.categories++;
    if (document._type !== 'doc') continue;
    const body = document.body as BodyBlock[];
    stats.docs++;
    stats.blocks += body.length;
    countText(body);
  }
  return stats;
}

/** Whitespace-separated tokens with a letter or digit: a "." after a code span is not a word. */
function countWords(text: string): number {
  let words = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) words++;
  return words;
}
