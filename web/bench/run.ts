/**
 * `npm run bench`: serves the built site and prints, per page, the requests and
 * bytes a first visit costs (gzip, as a CDN sends them) and Lighthouse scores on
 * mobile and desktop, run with Debian's Chromium. It exits 1 when a page breaks
 * a budget: JavaScript over 100 KB, a Lighthouse score under 100 or any layout shift.
 *
 * Options: `--page /api/hooks` (repeatable; default: the four pages below) and
 * `--runs 9` (Lighthouse runs per page and form factor; default 3).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Browser } from 'playwright-core';
import { CHROMIUM_PATH as CHROMIUM, CHROMIUM_FLAGS as FLAGS } from '../chromium.ts';
import { launchChromium } from './browser.ts';
import { BenchScope, runBench, stopProcess } from './lifetime.ts';
import { startSiteServer } from './siteServer.ts';

const NOT_FOUND_PAGE = '/not-a-page';
const { values: options } = parseArgs({
  options: {
    page: {
      type: 'string',
      multiple: true,
      default: ['/', '/introduction/getting-started', '/api/hooks', NOT_FOUND_PAGE],
    },
    runs: { type: 'string', default: '3' },
  },
});
const PAGES = options.page;
/** Lighthouse runs per page and form factor; the median run is judged and printed. */
const RUNS = Math.max(1, Number.parseInt(options.runs, 10) || 3);
const PORT = 9555;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The docs-page budget: all JavaScript of a first visit, gzip. */
const JS_BUDGET_BYTES = 100 * 1024;

type Kind = 'html' | 'js' | 'css' | 'font' | 'data' | 'image' | 'other';

function kindOf(url: string, contentType: string): Kind {
  if (contentType.includes('text/html')) return 'html';
  if (/\.m?js$/.test(new URL(url).pathname)) return 'js';
  if (contentType.includes('css')) return 'css';
  if (contentType.includes('font') || /\.(woff2?|ttf|otf)$/.test(url)) return 'font';
  if (contentType.includes('json')) return 'data';
  if (contentType.startsWith('image/')) return 'image';
  return 'other';
}

async function measureTransfer(browser: Browser, page: string) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const totals: Record<Kind, number> = { html: 0, js: 0, css: 0, font: 0, data: 0, image: 0, other: 0 };
  let requests = 0;
  const pending: Promise<void>[] = [];
  tab.on('response', (response) => {
    pending.push(
      (async () => {
        const body = await response.body().catch(() => undefined);
        if (!body) return;
        requests++;
        totals[kindOf(response.url(), response.headers()['content-type'] ?? '')] += gzipSync(body).length;
      })(),
    );
  });
  await tab.goto(`${ORIGIN}${page}`, { waitUntil: 'networkidle' });
  // Scripts start after the first paint, so network idle can come before them: wait for hydration too.
  await tab.getByRole('button', { name: /currently (light|dark) mode/ }).waitFor();
  await tab.waitForTimeout(1000);
  await Promise.all(pending);
  await context.close();
  return { requests, totals };
}

async function lighthouseScores(page: string, formFactor: 'mobile' | 'desktop', port: number) {
  const result = await lighthouse(
    `${ORIGIN}${page}`,
    {
      port,
      output: 'json',
      logLevel: 'error',
      // The not-found page is measured too; it answers 404 on purpose.
      ignoreStatusCode: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const categories = result?.lhr.categories ?? {};
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const audits = result?.lhr.audits ?? {};
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  const cls = audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
  // Audits that cost points outside performance, so a score below 100 says why.
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  const error = result?.lhr.runtimeError;
  return {
    /** Why Lighthouse could not measure the page this time (it then scores 0), or undefined. */
    runtimeError: error ? `${error.code}: ${error.message}` : result ? undefined : 'Lighthouse returned no result',
    failing,
    metrics: `FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, SI ${ms('speed-index')} ms`,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls,
  };
}

type Scores = Awaited<ReturnType<typeof lighthouseScores>>;

/**
 * Every page must score 100 in all four categories with no layout shift. The
 * not-found page is spared best practices and SEO: it answers 404 as it must, which
 * Lighthouse counts as a console error and as a page search engines cannot index.
 */
function missedTargets(page: string, scores: Scores): string[] {
  const targets: [string, number][] = [
    ['performance', scores.performance],
    ['accessibility', scores.accessibility],
    ...(page === NOT_FOUND_PAGE
      ? []
      : ([
          ['best practices', scores.bestPractices],
          ['SEO', scores.seo],
        ] as [string, number][])),
  ];
  const missed = targets.filter(([, score]) => score < 100).map(([name, score]) => `${name} ${score}`);
  if (!(scores.cls === 0)) missed.push(`CLS ${scores.cls.toFixed(3)}`);
  return missed;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints what a first visit to each page costs; true when a docs page is over the JavaScript budget. */
async function printTransfer(): Promise<boolean> {
  await using scope = new BenchScope();
  const browser = scope.adopt(await launchChromium(), (browser) => browser.close());
  let failed = false;
  console.log('Transfer on a first visit (gzip):');
  console.log(
    'page'.padEnd(32),
    'requests',
    'HTML'.padStart(9),
    'JS'.padStart(9),
    'CSS'.padStart(9),
    'fonts'.padStart(9),
    'data'.padStart(9),
    'images'.padStart(9),
  );
  for (const page of PAGES) {
    const { requests, totals } = await measureTransfer(browser, page);
    console.log(
      page.padEnd(32),
      String(requests).padStart(8),
      ...[totals.html, totals.js, totals.css, totals.font, totals.data, totals.image].map((bytes) =>
        kb(bytes).padStart(9),
      ),
    );
    if (page !== NOT_FOUND_PAGE && page !== '/' && totals.js > JS_BUDGET_BYTES) {
      console.log(`  over budget: ${kb(totals.js)} of JavaScript, budget ${kb(JS_BUDGET_BYTES)}`);
      failed = true;
    }
  }
  return failed;
}

/** Prints each page's Lighthouse scores; true when a page misses a target. */
async function printLighthouse(): Promise<boolean> {
  await using scope = new BenchScope();
  let failed = false;
  // chrome-launcher's own Ctrl+C handler would exit before the bench stops the rest (lifetime.ts).
  const chrome = scope.adopt(
    await launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, handleSIGINT: false }),
    (chrome) => {
      chrome.kill();
      return stopProcess(chrome.process);
    },
  );
  console.log(
    `\nLighthouse, median of ${RUNS} runs (performance / accessibility / best practices / SEO, CLS; metrics):`,
  );
  for (const page of PAGES) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      // Lighthouse varies from run to run on a shared machine; its authors advise the median of several.
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await lighthouseScores(page, formFactor, chrome.port));
      for (const [index, run] of runs.entries()) {
        if (run.runtimeError)
          console.log(`${page} ${formFactor} run ${index + 1} measured nothing: ${run.runtimeError}`);
      }
      runs.sort((a, b) => a.performance - b.performance);
      const s = runs[Math.floor(RUNS / 2)] as (typeof runs)[number];
      const range = RUNS > 1 ? ` (runs ${runs[0]?.performance}–${runs.at(-1)?.performance})` : '';
      console.log(
        `${page.padEnd(32)} ${formFactor.padEnd(8)} ${s.performance}${range} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}, CLS ${s.cls.toFixed(3)}; ${s.metrics}`,
      );
      if (s.failing.length > 0) console.log(`${''.padEnd(41)} failing: ${s.failing.join(', ')}`);
      const missed = missedTargets(page, s);
      if (missed.length > 0) {
        console.log(`${''.padEnd(41)} below target: ${missed.join(', ')}`);
        failed = true;
      }
    }
  }
  return failed;
}

await runBench('bench', async () => {
  await using scope = new BenchScope();
  scope.use(await startSiteServer(path.resolve(import.meta.dirname, '../public'), PORT));
  const overBudget = await printTransfer();
  const belowTarget = await printLighthouse();
  return overBudget || belowTarget;
});
