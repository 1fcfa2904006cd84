import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { ADMONITION_KINDS, headingAnchors, RESERVED_ROUTES, routeProblem } from '@react-redux-docs/schemas';
import {
  buildSidebars,
  CURRENT_SIDEBAR,
  type SidebarItem,
  type SidebarSources,
  sidebarPages,
} from '@react-redux-docs/schemas/sidebar';
import {
  datasetStats,
  type GeneratedDataset,
  generateSiteDataset,
  generateSiteDatasetLazily,
  MAX_CATEGORY_SIZE,
  MIN_CATEGORY_SIZE,
  type SanityDocument,
} from '../../../src/generate/index.ts';
import { schemaProblems } from '../../../src/import/dataset/schemaCheck.ts';
import { toNdjson, writeDataset } from '../../../src/import/index.ts';
import { scriptsDir, tempDir } from '../../support/helpers.ts';

const SINGLETONS = ['siteSettings', 'landingPage', 'announcement', 'navbar', 'footer'];
const SIDEBAR_TYPES = ['sidebarCategory', 'sidebarLink'];

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Calls `visit` for every value under `value`; `at()` gives its JSON path,
 * built only when a message needs it (the walks visit millions of values).
 */
function walk(value: unknown, visit: (value: unknown, at: () => string) => void, path: (string | number)[] = []): void {
  visit(value, () => path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join(''));
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      path.push(index);
      walk(item, visit, path);
      path.pop();
    }
  } else if (isNode(value)) {
    for (const [key, child] of Object.entries(value)) {
      path.push(key);
      walk(child, visit, path);
      path.pop();
    }
  }
}

const ofType = (documents: readonly SanityDocument[], type: string) =>
  documents.filter((document) => document._type === type);
const docsOf = (documents: readonly SanityDocument[]) => ofType(documents, 'doc');
const byId = (documents: readonly SanityDocument[]) => new Map(documents.map((document) => [document._id, document]));
const route = (document: SanityDocument) => (document.route as { current: string }).current;
const body = (document: SanityDocument) => document.body as Node[];
const textOf = (block: Node) => ((block.children as Node[] | undefined) ?? []).map((span) => span.text).join('');

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

type Place = { _type: string; category?: { _type: string; _ref: string }; position?: number; hidden?: boolean };
type Placed = SanityDocument & { version?: { _ref: string }; sidebar?: Place };
const placeOf = (document: SanityDocument) => (document as Placed).sidebar;
const parentOf = (document: SanityDocument) => placeOf(document)?.category?._ref;
const versionOf = (document: SanityDocument) => (document as Placed).version?._ref ?? CURRENT_SIDEBAR;

/** The docs, categories and links that sit in the sidebar, with what buildSidebars makes of them. */
function sidebarOf(documents: readonly SanityDocument[]) {
  const docs = docsOf(documents);
  const categories = ofType(documents, 'sidebarCategory');
  const links = ofType(documents, 'sidebarLink');
  const built = buildSidebars({ docs, categories, links } as unknown as SidebarSources);
  const items = [...docs, ...categories, ...links];
  const categoriesById = new Map(categories.map((category) => [category._id, category]));
  const depth = (document: SanityDocument): number => {
    const parent = parentOf(document);
    return parent === undefined ? 0 : 1 + depth(categoriesById.get(parent) as SanityDocument);
  };
  return { docs, categories, links, items, categoriesById, depth, ...built };
}

describe('generateSiteDataset', () => {
  let site: GeneratedDataset;
  before(() => {
    site = generateSiteDataset({ docs: 1000, seed: 7 });
  });

  test('the same size and seed give the same bytes; another seed gives another site', () => {
    const first = toNdjson(generateSiteDataset({ docs: 100 }).documents);
    assert.equal(toNdjson(generateSiteDataset({ docs: 100, seed: 1 }).documents), first, 'seed 1 is the default');
    assert.equal(toNdjson(generateSiteDatasetLazily({ docs: 100 }).documents), first, 'lazy bodies are the same');
    assert.notEqual(toNdjson(generateSiteDataset({ docs: 100, seed: 2 }).documents), first);
  });

  test('N docs and every singleton, sorted by _id, with the images they use', () => {
    const docs = docsOf(site.documents);
    assert.equal(docs.length, 1000);
    assert.deepEqual(
      site.documents
        .filter((document) => document._type !== 'doc' && !SIDEBAR_TYPES.includes(document._type))
        .map((document) => document._id)
        .sort(),
      [...SINGLETONS].sort(),
    );
    const ids = site.documents.map((document) => document._id);
    assert.deepEqual(ids, [...ids].sort());
    assert.equal(new Set(ids).size, ids.length);
    const files = new Set(site.assets.map((asset) => `image@file://./images/${asset.fileName}`));
    let images = 0;
    walk(site.documents, (value) => {
      if (isNode(value) && typeof value._sanityAsset === 'string') {
        images++;
        assert.ok(files.has(value._sanityAsset), `${value._sanityAsset} is one of the assets`);
      }
    });
    assert.ok(images > 100);
    for (const asset of site.assets) assert.ok(existsSync(asset.sourcePath));
  });

  test('every doc, category and link has a place: a category of its own docs version, or the top level', () => {
    const { items, categoriesById } = sidebarOf(site.documents);
    for (const item of items) {
      assert.match(item._id, /^[A-Za-z0-9_-]+$/, 'ids keep to letters, digits, "_" and "-"');
      const place = placeOf(item);
      assert.equal(place?._type, 'sidebarPlace', item._id);
      assert.ok(Number.isInteger(place.position) && (place.position as number) >= 0, `${item._id} has a position`);
      assert.notEqual(place.hidden, true, `${item._id} is listed`);
      const parent = parentOf(item);
      if (parent === undefined) continue;
      const category = categoriesById.get(parent);
      assert.ok(category, `${item._id} sits in ${parent}, a category of the dataset`);
      assert.equal(place.category?._type, 'reference');
      assert.equal(versionOf(category), versionOf(item), `${item._id} sits in a category of its own version`);
    }
  });

  test('positions are unique among the items of each category and of the top level', () => {
    const { items } = sidebarOf(site.documents);
    const siblings = new Map<string, Set<number>>();
    for (const item of items) {
      const key = `${versionOf(item)} ${parentOf(item) ?? '(top level)'}`;
      const positions = siblings.get(key) ?? new Set();
      const position = placeOf(item)?.position as number;
      assert.ok(!positions.has(position), `two items of ${key} at position ${position}`);
      siblings.set(key, positions.add(position));
    }
  });

  test('large parts of the site nest categories two deep; the others hold 10 to 40 docs', () => {
    const { docs, categories, depth } = sidebarOf(site.documents);
    const docsIn = groupBy(docs, (doc) => parentOf(doc) ?? '');
    const categoriesIn = groupBy(categories, (category) => parentOf(category) ?? '');
    const nested = categories.filter((category) => depth(category) === 1);
    assert.ok(nested.length >= 10, `${nested.length} categories in categories`);
    assert.ok(
      categories.every((category) => depth(category) <= 1),
      'no category deeper than two levels',
    );
    const top = categories.filter((category) => depth(category) === 0);
    assert.ok(top.length >= 10, 'at least ten top-level categories');
    const parents = top.filter((category) => categoriesIn.has(category._id));
    assert.ok(
      parents.length > 0 && parents.length < top.length,
      'some top-level categories hold categories, some docs',
    );
    for (const category of categories) {
      const subcategories = categoriesIn.get(category._id) ?? [];
      const held = docsIn.get(category._id) ?? [];
      if (subcategories.length > 0) {
        assert.equal(held.length, 0, `${category._id} holds either categories or docs`);
        continue;
      }
      assert.ok(
        held.length >= MIN_CATEGORY_SIZE && held.length <= MAX_CATEGORY_SIZE,
        `${category._id}: ${held.length}`,
      );
      // Routes of its docs all start with the same section, one no other category's docs use.
      const sections = new Set(held.map((doc) => route(doc).split('/').slice(0, -1).join('/')));
      assert.equal(sections.size, 1, category._id);
    }
    const topDocs = docs.filter((doc) => parentOf(doc) === undefined);
    assert.ok(topDocs.length >= 2 && topDocs.length <= 5, `${topDocs.length} docs at the top level`);
    const labels = categories.map((category) => `${parentOf(category) ?? ''} ${String(category.label)}`);
    assert.equal(new Set(labels).size, labels.length, 'labels are unique among siblings');
    for (const label of ['Introduction', 'API Reference', 'Guides', 'Tutorials', 'Hooks API']) {
      assert.ok(
        categories.some((category) => category.label === label && depth(category) === 0),
        `has a top-level "${label}" category`,
      );
    }
  });

  test('one category leads to a page listing its items, another to its first doc; two links', () => {
    const { docs, categories, links } = sidebarOf(site.documents);
    const kinds = groupBy(categories, (category) => String((category.link as { kind?: string }).kind));
    const [listed, ...moreListed] = kinds.get('generatedIndex') ?? [];
    assert.ok(listed && moreListed.length === 0, 'one category with a generated index');
    const page = listed.link as { route: { _type: string; current: string }; title?: string };
    assert.equal(page.route._type, 'slug');
    assert.match(page.route.current, /^category\/[a-z0-9-]+$/);
    assert.equal(routeProblem(page.route.current), undefined);
    assert.ok(!docs.some((doc) => route(doc) === page.route.current), 'no doc has the route of the index page');
    assert.ok(
      categories.some((category) => parentOf(category) === listed._id),
      'the index lists subcategories',
    );
    const [led, ...moreLed] = kinds.get('doc') ?? [];
    assert.ok(led && moreLed.length === 0, 'one category whose label leads to a doc');
    const target = docs.find((doc) => doc._id === (led.link as { doc: { _ref: string } }).doc._ref);
    assert.ok(target, 'the category leads to a doc of the dataset');
    assert.equal(parentOf(target), led._id, 'the doc sits in the category');
    assert.equal(placeOf(target)?.position, 0, 'the doc comes first in the category');
    assert.equal((kinds.get('none') ?? []).length, categories.length - 2);

    assert.equal(links.length, 2);
    for (const link of links) assert.match(String(link.href), /^https:\/\/github\.com\//);
    assert.ok(links.some((link) => parentOf(link) === undefined) && links.some((link) => parentOf(link) !== undefined));
  });

  test('the sidebar tree the site builds holds every doc once, with nothing to report', () => {
    const { docs, sidebars, problems } = sidebarOf(site.documents);
    assert.deepEqual(problems, []);
    assert.deepEqual([...sidebars.keys()], [CURRENT_SIDEBAR]);
    const items = sidebars.get(CURRENT_SIDEBAR) as SidebarItem[];
    const pages = sidebarPages(items);
    const docPages = pages.filter((page) => !page.key.startsWith('category:'));
    assert.deepEqual(docPages.map((page) => page.key).sort(), docs.map((doc) => doc._id).sort());
    assert.equal(pages.length - docPages.length, 1, 'and one generated index page');
    assert.ok(Math.max(...pages.map((page) => page.trail.length)) === 2, 'pages two categories deep');
    // The site opens with a doc at the top level, as site.json's "Getting Started" links to it.
    assert.equal(pages[0]?.trail.length, 0);
    assert.equal(items[0]?.type, 'doc');
    assert.equal(items.at(-1)?.type, 'link');
  });

  test('routes are unique, lower-case paths (section/page, nested or not, or just page) that the route rule accepts', () => {
    const routes = docsOf(site.documents).map(route);
    assert.equal(new Set(routes).size, routes.length);
    for (const value of routes) {
      assert.equal(routeProblem(value), undefined, value);
      assert.match(value, /^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/);
      assert.ok(!(RESERVED_ROUTES as readonly string[]).includes(value));
    }
  });

  test('every reference resolves and every anchor is a heading of its target', () => {
    const docs = byId(site.documents);
    const anchors = new Map(
      docsOf(site.documents).map((doc) => [
        doc._id,
        new Set(headingAnchors(body(doc)).map((heading) => heading.anchor)),
      ]),
    );
    let references = 0;
    let anchored = 0;
    walk(site.documents, (value, at) => {
      if (!isNode(value)) return;
      if (value._type === 'reference') {
        references++;
        const type = docs.get(String(value._ref))?._type;
        if (type !== 'doc' && type !== 'sidebarCategory') assert.fail(`${at()} refers to ${String(value._ref)}`);
      }
      if (typeof value.anchor === 'string') {
        const target = ((value.reference ?? value.doc) as { _ref: string } | undefined)?._ref;
        if (!target || !anchors.get(target)?.has(value.anchor)) {
          assert.fail(`${at()}: #${value.anchor} is not a heading of ${target}`);
        }
        anchored++;
      }
    });
    assert.ok(references > 10_000, `${references} references`);
    assert.ok(anchored > 2_000, `${anchored} anchored links`);
  });

  test('every array member has a _key, unique within its array', () => {
    walk(site.documents, (value, at) => {
      if (!Array.isArray(value) || value === site.documents) return;
      const keys = value.filter(isNode).map((member) => member._key);
      if (!keys.every((key) => /^[0-9a-f]{12}$/.test(String(key)))) assert.fail(`${at()} has a member without a key`);
      if (new Set(keys).size !== keys.length) assert.fail(`${at()} has a key twice`);
    });
  });

  test('bodies look like real docs: size, headings, lists, code, tables, callouts, images, marks, links', () => {
    const docs = docsOf(site.documents);
    const stats = datasetStats(site.documents);
    assert.ok(
      stats.words / stats.docs >= 1000 && stats.words / stats.docs <= 1500,
      `${stats.words / stats.docs} words per doc`,
    );
    assert.ok(
      stats.blocks / stats.docs >= 30 && stats.blocks / stats.docs <= 60,
      `${stats.blocks / stats.docs} blocks per doc`,
    );
    const sizes = docs.map((doc) => datasetStats([doc]).words);
    assert.ok(Math.min(...sizes) < 500 && Math.max(...sizes) > 2500, 'some docs are short, some long');

    const seen = new Set<string>();
    const languages = new Set<string>();
    walk(docs, (value) => {
      if (!isNode(value)) return;
      if (value._type === 'block') {
        seen.add(`style:${String(value.style)}`);
        if (value.listItem) seen.add(`list:${String(value.listItem)}`);
        for (const span of value.children as Node[])
          for (const mark of span.marks as string[]) if (!/^[0-9a-f]{12}$/.test(mark)) seen.add(`mark:${mark}`);
      }
      if (value._type === 'admonition') seen.add(`admonition:${String(value.kind)}`);
      if (value._type === 'internalLink' && value.anchor) seen.add('internalLink#anchor');
      if (value._type === 'code') {
        languages.add(String(value.language));
        if (/^(javascript|typescript|jsx|tsx)$/.test(String(value.language))) {
          assert.match(String(value.code), /\b[a-z]+[A-Z][A-Za-z]*\b/, 'code calls camelCase identifiers');
        }
      }
      if (value._type === 'table') {
        const rows = value.rows as { cells: unknown[] }[];
        assert.equal(value.hasHeaderRow, true);
        assert.ok(rows.length >= 2 && rows.every((row) => row.cells.length === rows[0]?.cells.length));
        seen.add('table');
      }
      if (value._type === 'image') {
        assert.ok(String(value.alt).length > 10);
        seen.add('image');
      }
      if (value._type === 'link') seen.add('link');
    });
    for (const part of [
      'style:normal',
      'style:h2',
      'style:h3',
      'style:h4',
      'list:bullet',
      'list:number',
      'mark:code',
      'mark:strong',
      'mark:em',
      ...ADMONITION_KINDS.map((kind) => `admonition:${kind}`),
      'internalLink#anchor',
      'link',
      'table',
      'image',
    ]) {
      assert.ok(seen.has(part), `some body has ${part}`);
    }
    for (const language of ['javascript', 'typescript', 'tsx', 'jsx', 'sh', 'json']) {
      assert.ok(languages.has(language), `some code is ${language}`);
    }
    for (const doc of docs) {
      const h2 = body(doc).filter((block) => block.style === 'h2').length;
      assert.ok(h2 >= 3 && h2 <= 10, `${doc._id} has ${h2} h2 sections`);
    }
  });

  test('a quarter of the docs are API pages named after functions that other pages mention', () => {
    const docs = docsOf(site.documents);
    const reference = docs.filter((doc) => /^[a-z]+[A-Z][A-Za-z0-9]+$/.test(String(doc.title)));
    assert.ok(Math.abs(reference.length - docs.length / 4) < docs.length / 20, `${reference.length} API pages`);
    const names = new Set<string>();
    for (const doc of reference) {
      const headings = body(doc)
        .filter((block) => block.style === 'h2')
        .map(textOf);
      assert.equal(headings[0], `${doc.title}()`);
      for (const heading of headings) {
        assert.match(heading, /^[a-z]+[A-Z][A-Za-z0-9]*\(\)$/);
        names.add(heading.slice(0, -2));
      }
    }
    assert.ok(names.size > reference.length * 3, 'API pages document several functions each');
    const guides = docs.filter((doc) => !reference.includes(doc));
    const mentioned = new Set<string>();
    walk(guides, (value) => {
      if (isNode(value) && value._type === 'span' && names.has(String(value.text).replace(/\(\)$/, ''))) {
        mentioned.add(String(value.text).replace(/\(\)$/, ''));
      }
      if (isNode(value) && value._type === 'code') {
        for (const word of String(value.code).match(/[A-Za-z]+/g) ?? []) if (names.has(word)) mentioned.add(word);
      }
    });
    assert.ok(mentioned.size > names.size / 4, `${mentioned.size} of ${names.size} functions are mentioned in guides`);
  });

  test('tiny sites still have every singleton and one category, listed on a page of its own', () => {
    for (const [docs, topLevel] of [
      [1, 0],
      [3, 1],
      [12, 1],
    ] as const) {
      const { documents } = generateSiteDataset({ docs });
      const sidebar = sidebarOf(documents);
      assert.equal(sidebar.docs.length, docs);
      assert.deepEqual(sidebar.problems, []);
      const [category, ...others] = sidebar.categories;
      assert.ok(category && others.length === 0, `${docs} docs: one category`);
      assert.equal((category.link as { kind: string }).kind, 'generatedIndex');
      assert.equal(sidebar.docs.filter((doc) => parentOf(doc) === undefined).length, topLevel);
      assert.equal(sidebar.links.length, 2);
      const pages = sidebarPages(sidebar.sidebars.get(CURRENT_SIDEBAR) ?? []);
      assert.equal(pages.length, docs + 1, 'every doc and the category are pages');
      for (const singleton of SINGLETONS) assert.ok(byId(documents).has(singleton), singleton);
    }
  });

  test('rejects sizes and seeds it cannot use', () => {
    assert.throws(() => generateSiteDataset({ docs: 0 }), /docs must be a whole number of at least 1/);
    assert.throws(() => generateSiteDataset({ docs: 2.5 }), RangeError);
    assert.throws(
      () => generateSiteDataset({ docs: 10, seed: -1 }),
      /seed must be a whole number from 0 to 4294967295/,
    );
  });
});

describe('a generated site of 30 docs', () => {
  let dataset: GeneratedDataset;
  let dir: string;
  before(async () => {
    dataset = generateSiteDataset({ docs: 30, seed: 3 });
    dir = path.join(tempDir('generate-site-'), 'dataset');
    await writeDataset(dir, dataset.documents, dataset.assets);
  });

  test('passes the schema’s own validation', async () => {
    const problems = await schemaProblems(dataset.documents);
    assert.deepEqual(
      problems.filter((problem) => problem.level !== 'info').map((p) => `${p.documentId} ${p.path}: ${p.message}`),
      [],
    );
  });
});

describe('generate-site CLI', () => {
  const run = promisify(execFile);
  const cli = path.join(scriptsDir, 'src', 'cli', 'generate-site.ts');
  async function generate(args: string[]) {
    try {
      const { stdout, stderr } = await run(process.execPath, [cli, ...args], {
        env: { ...process.env, INIT_CWD: tempDir() },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
      return { code, stdout, stderr };
    }
  }

  test('writes data.ndjson and images/ and says what it wrote', async () => {
    const out = path.join(tempDir('generate-site-'), 'site');
    const result = await generate(['--docs', '25', '--out', out, '--seed', '5']);
    assert.equal(result.stderr, '');
    assert.equal(result.code, 0);
    assert.match(
      result.stdout,
      /^Generated 25 docs, 1 category and 2 sidebar links \(\+ 5 site documents, 3 images\), seed 5 → /,
    );
    assert.match(result.stdout, /data\.ndjson: [\d,]+ bytes \([\d.]+ MiB\) in [\d.]+ s/);
    const ndjson = readFileSync(path.join(out, 'data.ndjson'), 'utf8');
    assert.equal(ndjson, toNdjson(generateSiteDataset({ docs: 25, seed: 5 }).documents));
    assert.equal(readdirSync(path.join(out, 'images')).length, 3);
  });

  test('explains bad arguments and refuses to replace a folder that is not a dataset', async () => {
    const cases = [
      [['--out', '/tmp/x'], /--docs is required/],
      [['--docs', '10'], /--out is required/],
      [['--docs', 'ten', '--out', '/tmp/x'], /--docs must be a whole number, not "ten"/],
      [['--docs', '0', '--out', '/tmp/x'], /--docs must be a whole number of at least 1, not 0/],
      [
        ['--docs', '10', '--out', '/tmp/x', '--seed', '99999999999'],
        /--seed must be a whole number from 0 to 4294967295/,
      ],
      [['--docs', '10', '--pages', '3'], /Unknown option '--pages'/],
    ] as const;
    const results = await Promise.all(cases.map(([args]) => generate([...args])));
    cases.forEach(([args, message], index) => {
      const result = results[index];
      assert.equal(result?.code, 2, args.join(' '));
      assert.match(result.stderr, message);
      assert.match(result.stderr, /Usage: generate-site --docs N --out DIR/);
    });
    const folder = tempDir('generate-site-');
    writeFileSync(path.join(folder, 'notes.txt'), 'keep me');
    const result = await generate(['--docs', '10', '--out', folder]);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /refusing to replace the output folder: it contains other files \(notes\.txt\)/);
    assert.equal(readFileSync(path.join(folder, 'notes.txt'), 'utf8'), 'keep me');
  });
});
