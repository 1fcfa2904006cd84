/**
 * `npm run bench:search`: what search costs a reader, for the real content and
 * for generated sites of 1,000 and 10,000 docs (scripts/src/generate).
 * For each it builds the records and the local index (timed), then:
 * - in Node, the engine's time per keystroke with the index in memory;
 * - in Chromium, on the built site with its index swapped for this one: a
 *   reader opens search and types a query; it prints the compressed bytes
 *   fetched before the first result (modal code and styles included), the time
 *   from the first keystroke to the first result, and the time per keystroke.
 * Targets (exit 1 when missed): first results within 100 ms of the index
 * arriving at 1,000 docs; at most 300 KB compressed before the first result
 * at 10,000 docs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { generateSiteDatasetLazily } from '@react-redux-docs/scripts/generate';
import { importDocusaurusSite } from '@react-redux-docs/scripts/import';
import { SEED_CONTENT } from '@react-redux-docs/scripts/seed';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { ANSWER_MARK } from '../src/search/client/localSearchClient.ts';
import { buildLocalIndex, type IndexFile } from '../src/search/local/buildIndex.ts';
import { LocalSearchEngine } from '../src/search/local/engine.ts';
import { storedBody } from '../src/search/local/storeFile.ts';
import { pagesFromDocuments } from '../src/search/records/fromDocuments.ts';
import {
  CURRENT_DOCS,
  contextualFacetFilters,
  docsContext,
  type SearchablePage,
  type SearchRecord,
  siteRecords,
} from '../src/search/records/index.ts';
import { pagefindIndexSize } from './pagefindIndex.ts';
import { startSiteServer } from './siteServer.ts';
import { type WorstCase, worstCases } from './worstCases.ts';

const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string', default: 'seed,1000,10000' },
    query: { type: 'string', multiple: true },
    /** Records per chunk file, to measure the trade-off between files on disk and bytes per query. */
    'chunk-size': { type: 'string' },
  },
});
const QUERIES = options.query ?? ['useSelector', 'store', 'selector', 'connect provider'];
const FIRST_RESULTS_AFTER_INDEX_MS = 100;
const BYTES_BEFORE_FIRST_RESULT = 300 * 1024;
const TYPING_DELAY_MS = 120;
const STORE_AT_ONCE = 32;

const brotli = (body: string | Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function documentsFor(size: string) {
  if (size === 'seed') return (await importDocusaurusSite(SEED_CONTENT)).documents;
  return generateSiteDatasetLazily({ docs: Number(size) }).documents;
}

/** Generated sites keep every tenth page in an old docs version, a small run of records as versioned sites have. */
const OLD_VERSION = '1.x';

type Built = {
  /** Each index file's JSON, as the engine reads it. */
  files: Map<string, string>;
  /** Each index file as written to disk and sent: the JSON, or gzipped (storedFiles.ts). */
  stored: Map<string, string | Uint8Array>;
  gzipped: boolean;
  pages: SearchablePage[];
  recordList: SearchRecord[];
  version?: string;
  records: number;
  docs: number;
  buildMs: number;
  bytes: number;
  shards: number;
  largestShard: number;
};

async function build(size: string): Promise<Built> {
  const documents = await documentsFor(size);
  const started = performance.now();
  const version = size === 'seed' ? undefined : OLD_VERSION;
  const pages = pagesFromDocuments(documents).map((page, index) =>
    version && index % 10 === 9 ? { ...page, version } : page,
  );
  const records = siteRecords(pages);
  const { manifest, files } = buildLocalIndex(
    records,
    options['chunk-size'] ? { chunkSize: Number(options['chunk-size']) } : {},
  );
  const all: IndexFile[] = [...files, { path: 'manifest.json', body: JSON.stringify(manifest) }];
  // A few at a time, as the site's build writes them: each gzip in flight holds its own compression state.
  const stored: (readonly [string, string | Uint8Array])[] = [];
  for (let start = 0; start < all.length; start += STORE_AT_ONCE)
    stored.push(
      ...(await Promise.all(
        all
          .slice(start, start + STORE_AT_ONCE)
          .map(
            async (file) =>
              [file.path, await storedBody(file.body, manifest.gzipped && file.path !== 'manifest.json')] as const,
          ),
      )),
    );
  // Built and stored (gzipped, for a large index), as the site's build does it.
  const buildMs = performance.now() - started;
  return {
    files: new Map(all.map((file) => [file.path, file.body])),
    stored: new Map(stored),
    gzipped: manifest.gzipped,
    pages,
    recordList: records,
    ...(version ? { version } : {}),
    records: records.length,
    docs: pages.length,
    buildMs,
    bytes: stored.reduce((sum, [, body]) => sum + Buffer.byteLength(body), 0),
    shards: manifest.keys.length,
    largestShard: (() => {
      const largest = stored
        .filter(([file]) => file.includes('/terms/'))
        .reduce((a, b) => (Buffer.byteLength(b[1]) > Buffer.byteLength(a[1]) ? b : a))[1];
      return typeof largest === 'string' ? brotli(largest) : largest.length;
    })(),
  };
}

/** Engine time per keystroke of `query`, typed letter by letter, index files already in memory. */
async function keystrokeTimes(built: Built, query: string): Promise<number[]> {
  const engine = new LocalSearchEngine(async (file) => JSON.parse(built.files.get(file) ?? 'null'));
  const times: number[] = [];
  for (let end = 1; end <= query.length; end++) {
    const started = performance.now();
    await engine.search({
      query: query.slice(0, end),
      hitsPerPage: 20,
      attributesToSnippet: ['content:10'],
      facetFilters: contextualFacetFilters(CURRENT_DOCS),
    });
    times.push(performance.now() - started);
  }
  return times;
}

/** Files and bytes of each kind of index file (the folder under the build's: terms, tiers, members, records). */
function byKind(built: Built): string {
  const kinds = new Map<string, { files: number; bytes: number }>();
  for (const [file, body] of built.stored) {
    const kind = file.split('/').at(-2) ?? file;
    const entry = kinds.get(kind) ?? { files: 0, bytes: 0 };
    entry.files += 1;
    entry.bytes += Buffer.byteLength(body);
    kinds.set(kind, entry);
  }
  return [...kinds]
    .filter(([kind]) => kind !== 'manifest.json')
    .map(([kind, { files, bytes }]) => `${kind} ${files} files, ${mb(bytes)}`)
    .join('; ');
}

/**
 * Bytes an index file costs a reader, computed once each: a gzipped file as
 * stored (no CDN compresses it again), a JSON one brotli-compressed as the CDN sends it.
 */
const compressedSizes = new Map<string, number>();
function compressedSize(built: Built, file: string): number {
  const key = `${built.docs}:${file}`;
  let size = compressedSizes.get(key);
  if (size === undefined) {
    const stored = built.stored.get(file) ?? '';
    size = typeof stored === 'string' ? brotli(stored) : stored.length;
    compressedSizes.set(key, size);
  }
  return size;
}

type WorstRun = { bytes: number; files: number; slowestMs: number; hits: number; nbHits: number };

/**
 * A worst case typed letter by letter in a new session, as the modal sends it:
 * the compressed bytes of every index file read until the whole query is
 * answered, and the engine's slowest keystroke (index in memory).
 */
async function typeWorstCase(built: Built, worst: WorstCase): Promise<WorstRun> {
  const read = new Set<string>();
  const engine = new LocalSearchEngine(async (file) => {
    read.add(file);
    return JSON.parse(built.files.get(file) ?? 'null');
  });
  const filters = contextualFacetFilters(worst.version ? docsContext(worst.version) : CURRENT_DOCS);
  let slowestMs = 0;
  let last = { hits: 0, nbHits: 0 };
  for (let end = 1; end <= worst.query.length; end++) {
    if (worst.query[end - 1] === ' ') continue;
    const started = performance.now();
    const answer = await engine.search({
      query: worst.query.slice(0, end),
      hitsPerPage: 20,
      attributesToSnippet: ['content:10'],
      facetFilters: filters,
    });
    slowestMs = Math.max(slowestMs, performance.now() - started);
    last = { hits: answer.hits.length, nbHits: answer.nbHits };
  }
  const bytes = [...read].reduce((sum, file) => sum + compressedSize(built, file), 0);
  return { bytes, files: read.size, slowestMs, ...last };
}

/** Compressed bytes of the modal's code and styles, fetched when the reader opens search. */
async function modalBytes(page: Page, origin: string): Promise<number> {
  const fetched: Promise<number>[] = [];
  await page.goto(`${origin}/api/hooks`);
  await page.getByRole('button', { name: /currently (light|dark) mode/ }).waitFor();
  await page.waitForLoadState('networkidle');
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\.(js|css)$/.test(url.pathname)) fetched.push(response.body().then(brotli));
  });
  await page.getByRole('button', { name: 'Search' }).first().click();
  await page.locator('.DocSearch-Input').waitFor();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(fetched)).reduce((sum, size) => sum + size, 0);
}

type BrowserRun = {
  bytesBeforeFirst: number;
  firstResultMs: number;
  afterIndexMs: number;
  perKeystrokeMs: number[];
  /** Durations of the main thread's long tasks (50 ms or more) while typing. */
  longTasks: number[];
  requests: number;
};

async function typeInBrowser(page: Page, origin: string, built: Built, query: string): Promise<BrowserRun> {
  // Sizes are computed after the run: compressing inside the handlers would slow the answers being timed.
  const fetched: { at: number; size: () => Promise<number> }[] = [];
  await page.route('**/search-index/**', async (route) => {
    const file = decodeURIComponent(new URL(route.request().url()).pathname.replace(/^\/search-index\//, ''));
    const stored = built.stored.get(file);
    if (stored === undefined) return route.fulfill({ status: 404, body: '' });
    const body = typeof stored === 'string' ? stored : Buffer.from(stored);
    await route.fulfill({
      status: 200,
      contentType: file.endsWith('.gz') ? 'application/gzip' : 'application/json',
      body,
    });
    fetched.push({ at: performance.now(), size: async () => compressedSize(built, file) });
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/search-index/') || !/\.(js|css)$/.test(url.pathname)) return;
    fetched.push({ at: performance.now(), size: async () => brotli(await response.body()) });
  });
  await page.goto(`${origin}/api/hooks`);
  await page.getByRole('button', { name: /currently (light|dark) mode/ }).waitFor();
  await page.waitForLoadState('networkidle');
  fetched.length = 0;

  await page.getByRole('button', { name: 'Search' }).first().click();
  const input = page.locator('.DocSearch-Input');
  await input.waitFor();
  const firstHit = page.locator('.DocSearch-Hit').first();
  // Measured by the page's own clock, so the protocol's round trips do not count: long tasks (50 ms or
  // more keep a typist waiting), and the frame in which the first hit is painted.
  await page.evaluate(() => {
    const watch = window as unknown as { longTasks: number[]; firstHitPaintedAt?: number };
    watch.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) watch.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    const hits = new MutationObserver(() => {
      if (!document.querySelector('.DocSearch-Hit')) return;
      hits.disconnect();
      requestAnimationFrame(() => {
        watch.firstHitPaintedAt = performance.now();
      });
    });
    hits.observe(document.body, { childList: true, subtree: true });
  });
  const typed = performance.now();
  const perKeystrokeMs: number[] = [];
  let firstResultMs = Number.NaN;
  let firstAt = Number.NaN;
  for (let end = 1; end <= query.length; end++) {
    const pressed = performance.now();
    await page.keyboard.type(query[end - 1] ?? '');
    // A keystroke is answered when the engine has answered this text (its User Timing mark) and the
    // next frame has painted the answer.
    await page.waitForFunction(
      ({ mark, expected }) =>
        performance.getEntriesByName(mark).some((entry) => (entry as PerformanceMark).detail?.query === expected),
      { mark: ANSWER_MARK, expected: query.slice(0, end) },
      { polling: 'raf' },
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (Number.isNaN(firstResultMs) && (await firstHit.count()) > 0) {
      firstAt = performance.now();
      firstResultMs = firstAt - typed;
    }
    perKeystrokeMs.push(performance.now() - pressed);
    await page.waitForTimeout(TYPING_DELAY_MS);
  }
  const inPage = await page.evaluate(() => {
    const watch = window as unknown as { longTasks: number[]; firstHitPaintedAt?: number };
    const painted = watch.firstHitPaintedAt ?? Number.NaN;
    const arrivals = performance
      .getEntriesByType('resource')
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
      .filter((end) => end <= painted);
    return { longTasks: watch.longTasks, afterLastFile: painted - Math.max(...arrivals) };
  });
  const before = fetched.filter((entry) => entry.at <= firstAt);
  const sizes = await Promise.all(before.map((entry) => entry.size()));
  return {
    bytesBeforeFirst: sizes.reduce((sum, size) => sum + size, 0),
    firstResultMs,
    afterIndexMs: inPage.afterLastFile,
    perKeystrokeMs,
    longTasks: inPage.longTasks,
    requests: before.length,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

try {
  readFileSync(path.resolve(import.meta.dirname, '../public/search-index/manifest.json'));
} catch {
  console.error('bench:search needs the built site in local search mode: run npm run build first.');
  process.exit(1);
}
const server = await startSiteServer(path.resolve(import.meta.dirname, '../public'));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
let failed = false;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
// Closed whatever happens, so a failed run does not leave the port taken for the next one.
try {
  const modalContext = await browser.newContext();
  const modal = await modalBytes(await modalContext.newPage(), server.origin);
  await modalContext.close();
  for (const size of options.sizes.split(',')) {
    const built = await build(size);
    console.log(
      `\n${size === 'seed' ? 'Real content' : `Generated, ${size} docs`}: ${built.docs} docs, ${built.records} records${built.version ? ` (every tenth page in version ${built.version})` : ''}; index built in ${ms(built.buildMs)}; ${built.files.size} files, ${kb(built.bytes)}; ${built.shards} shards, the largest ${kb(built.largestShard)} compressed`,
    );

    const pagefind = await pagefindIndexSize(built.pages);
    console.log(
      `  On disk: local index ${built.files.size} files, ${mb(built.bytes)}${built.gzipped ? ' (stored gzipped)' : ''}; Pagefind on the same pages ${pagefind.files} files, ${mb(pagefind.bytes)} (local/Pagefind: files ${(built.files.size / pagefind.files).toFixed(2)}, bytes ${(built.bytes / pagefind.bytes).toFixed(2)})`,
    );
    console.log(`    local index by kind: ${byKind(built)}`);
    if (size === '10000' && (built.files.size > pagefind.files || built.bytes > 2 * pagefind.bytes)) {
      console.log('    over target: more files than Pagefind, or more than twice its bytes');
      failed = true;
    }

    console.log(
      `  Worst cases, typed letter by letter in a new session (modal code and styles ${kb(modal)} included):`,
    );
    let largest = 0;
    let slowest = 0;
    for (const worst of worstCases(built.recordList, built.version)) {
      const run = await typeWorstCase(built, worst);
      const total = run.bytes + modal;
      largest = Math.max(largest, total);
      slowest = Math.max(slowest, run.slowestMs);
      console.log(
        `    "${worst.query}"${worst.version ? ` in ${worst.version}` : ''} (${worst.label}): ${kb(total)} in ${run.files} index files before the whole query is answered; slowest keystroke ${ms(run.slowestMs)} (engine in Node); ${run.hits} hits of ${run.nbHits}`,
      );
      if (size === '10000' && total > BYTES_BEFORE_FIRST_RESULT) {
        console.log(`      over target: more than ${kb(BYTES_BEFORE_FIRST_RESULT)}`);
        failed = true;
      }
    }
    console.log(`  Worst of the worst cases: ${kb(largest)} fetched; slowest keystroke ${ms(slowest)}`);
    for (const query of QUERIES) {
      const node = await keystrokeTimes(built, query);
      const context = await browser.newContext();
      const run = await typeInBrowser(await context.newPage(), server.origin, built, query);
      await context.close();
      console.log(
        `  "${query}": before the first result ${kb(run.bytesBeforeFirst)} compressed in ${run.requests} files; first result ${ms(run.firstResultMs)} after the first keystroke, ${ms(run.afterIndexMs)} after its last file arrived (page clock); per keystroke median ${ms(median(run.perKeystrokeMs))} (max ${ms(Math.max(...run.perKeystrokeMs))}) in Chromium, ${run.longTasks.length} main-thread tasks of 50 ms or more${run.longTasks.length > 0 ? ` (longest ${ms(Math.max(...run.longTasks))})` : ''}; engine ${ms(median(node))} (max ${ms(Math.max(...node))}) in Node`,
      );
      if (size === '1000' && run.afterIndexMs > FIRST_RESULTS_AFTER_INDEX_MS) {
        console.log(
          `    over target: first results more than ${FIRST_RESULTS_AFTER_INDEX_MS} ms after the index arrived`,
        );
        failed = true;
      }
      if (size === '10000' && run.bytesBeforeFirst > BYTES_BEFORE_FIRST_RESULT) {
        console.log(`    over target: more than ${kb(BYTES_BEFORE_FIRST_RESULT)} before the first result`);
        failed = true;
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
process.exitCode = failed ? 1 : 0;
