import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { ADMONITION_KINDS, headingAnchors, RESERVED_ROUTES, routeProblem } from '@react-redux-docs/schemas';
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

const SINGLETONS = ['siteSettings', 'landingPage', 'announcement', 'navbar', 'footer', 'docsSidebar'];

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

const docsOf = (documents: readonly SanityDocument[]) => documents.filter((document) => document._type === 'doc');
const byId = (documents: readonly SanityDocument[]) => new Map(documents.map((document) => [document._id, document]));
const route = (document: SanityDocument) => (document.route as { current: string }).current;
const body = (document: SanityDocument) => document.body as Node[];
const textOf = (block: Node) => ((block.children as Node[] | undefined) ?? []).map((span) => span.text).join('');

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
        .filter((document) => document._type !== 'doc')
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

  test('every doc is in exactly one sidebar category of 10 to 40 docs, under a unique label', () => {
    const sidebar = byId(site.documents).get('docsSidebar') as SanityDocument;
    const categories = sidebar.categories as { label: string; docs: { _ref: string }[] }[];
    const placed = categories.flatMap((category) => category.docs.map((doc) => doc._ref));
    assert.deepEqual(
      [...placed].sort(),
      docsOf(site.documents)
        .map((doc) => doc._id)
        .sort(),
    );
    assert.equal(new Set(placed).size, placed.length);
    for (const category of categories) {
      assert.ok(category.docs.length >= MIN_CATEGORY_SIZE && category.docs.length <= MAX_CATEGORY_SIZE, category.label);
    }
    const labels = categories.map((category) => category.label);
    assert.equal(new Set(labels).size, labels.length);
    for (const label of ['API Reference', 'Guides', 'Tutorials', 'Guides 2', 'API Reference 2']) {
      assert.ok(labels.includes(label), `has a "${label}" category`);
    }
    // Routes live under their category's section.
    const docs = byId(site.documents);
    for (const category of categories) {
      const sections = new Set(category.docs.map((doc) => route(docs.get(doc._ref) as SanityDocument).split('/')[0]));
      assert.equal(sections.size, 1, category.label);
    }
  });

  test('routes are unique, lower-case section/page paths that the route rule accepts', () => {
    const routes = docsOf(site.documents).map(route);
    assert.equal(new Set(routes).size, routes.length);
    for (const value of routes) {
      assert.equal(routeProblem(value), undefined, value);
      assert.match(value, /^[a-z0-9-]+\/[a-z0-9-]+$/);
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
        if (docs.get(String(value._ref))?._type !== 'doc') assert.fail(`${at()} refers to ${String(value._ref)}`);
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

  test('tiny sites still have every singleton and one category', () => {
    for (const docs of [1, 3, 12]) {
      const { documents } = generateSiteDataset({ docs });
      assert.equal(docsOf(documents).length, docs);
      const sidebar = byId(documents).get('docsSidebar');
      assert.equal((sidebar?.categories as unknown[] | undefined)?.length, 1);
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
    assert.match(result.stdout, /^Generated 25 docs in 1 category \(\+ 6 site documents, 3 images\), seed 5 → /);
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
