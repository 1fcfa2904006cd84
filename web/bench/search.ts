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
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './browser.ts';
import { BenchScope, runBench } from './lifetime.ts';
import { pagefindIndexSize } from './pagefindIndex.ts';
import { modalBytes, typeInBrowser } from './search/browserTyping.ts';
import { filesByKind } from './search/fileKinds.ts';
import { keystrokeTimes } from './search/nodeKeystrokes.ts';
import * as report from './search/report.ts';
import { buildSite } from './search/sites.ts';
import { overPagefind, tooManyBytes, tooSlowAfterIndex } from './search/targets.ts';
import { typeWorstCase } from './search/worstCaseRun.ts';
import { startSiteServer } from './siteServer.ts';
import { worstCases } from './worstCases.ts';

const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string', default: 'seed,1000,10000' },
    query: { type: 'string', multiple: true },
    /** Records per chunk file, to measure the trade-off between files on disk and bytes per query. */
    'chunk-size': { type: 'string' },
    /** The built site to serve. */
    site: { type: 'string', default: path.resolve(import.meta.dirname, '../public') },
    /** Where to serve it; 0 picks a free port. */
    port: { type: 'string', default: '9555' },
  },
});
const QUERIES = options.query ?? ['useSelector', 'store', 'selector', 'connect provider'];

await runBench('bench:search', async () => {
  const site = path.resolve(options.site);
  if (!existsSync(path.join(site, 'search-index/manifest.json')))
    throw new Error(`no built site in local search mode in ${site}: run npm run build first.`);
  await using scope = new BenchScope();
  const server = scope.use(await startSiteServer(site, Number(options.port)));
  console.log(`Serving ${site} at ${server.origin}`);
  const browser = scope.adopt(await launchChromium(), (browser) => browser.close());
  let failed = false;
  const modalContext = await browser.newContext();
  const modal = await modalBytes(await modalContext.newPage(), server.origin);
  await modalContext.close();
  for (const size of options.sizes.split(',')) {
    const built = await buildSite(size, options['chunk-size'] ? Number(options['chunk-size']) : undefined);
    console.log(report.siteHeading(size, built));

    const pagefind = await pagefindIndexSize(built.pages);
    console.log(report.onDisk(built, pagefind));
    console.log(report.byKind(filesByKind(built)));
    if (overPagefind(size, built, pagefind)) {
      console.log(report.OVER_PAGEFIND);
      failed = true;
    }

    console.log(report.worstCasesHeading(modal));
    let largest = 0;
    let slowest = 0;
    for (const worst of worstCases(built.recordList, built.version)) {
      const run = await typeWorstCase(built, worst);
      const total = run.bytes + modal;
      largest = Math.max(largest, total);
      slowest = Math.max(slowest, run.slowestMs);
      console.log(report.worstCase(worst, total, run));
      if (tooManyBytes(size, total)) {
        console.log(report.WORST_CASE_TOO_LARGE);
        failed = true;
      }
    }
    console.log(report.worstOfWorst(largest, slowest));
    for (const query of QUERIES) {
      const node = await keystrokeTimes(built, query);
      const context = await browser.newContext();
      const run = await typeInBrowser(await context.newPage(), server.origin, built, query);
      await context.close();
      console.log(report.query(query, run, node));
      if (tooSlowAfterIndex(size, run.afterIndexMs)) {
        console.log(report.FIRST_RESULTS_TOO_SLOW);
        failed = true;
      }
      if (tooManyBytes(size, run.bytesBeforeFirst)) {
        console.log(report.TOO_MANY_BYTES_BEFORE_FIRST);
        failed = true;
      }
    }
  }
  return failed;
});
