#!/usr/bin/env node
/**
 * Writes a synthetic docs site of N docs as a Sanity dataset folder
 * (data.ndjson + images/), for search and build benchmarks.
 *
 *   npm run generate:site -w scripts -- --docs 10000 --out /tmp/site-10k [--seed 1]
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkGenerateOptions, DEFAULT_SEED, datasetStats, generateSiteDatasetLazily } from '../generate/index.ts';
import { writeDataset } from '../import/dataset/writeDataset.ts';
// Not from ../import/index.ts: that loads all of Sanity for its schema check, three seconds this command never needs.
import { displayPath, formatProblem, ImportError } from '../import/diagnostics.ts';

const USAGE = `Usage: generate-site --docs N --out DIR [--seed S] [--stats]

  --docs N    number of doc pages, e.g. 1000 or 10000 (the sidebar's categories and links and the site's
              singletons come on top)
  --out DIR   dataset folder to (re)create: DIR/data.ndjson and DIR/images/
  --seed S    generator seed, 0 to 4294967295 (default ${DEFAULT_SEED}); the same N and S give the same bytes
  --stats     also report the average words and blocks per doc (generates every body a second time)

Relative paths are resolved against the directory the command was started from.`;

const WHOLE_NUMBER = /^\d+$/;

type Arguments = { docs: number; seed: number; out: string; stats: boolean };

/** The arguments, or a message saying what is wrong with them. */
function readArguments(argv: string[]): Arguments | { help: true } | { error: string } {
  let values: { docs?: string; out?: string; seed?: string; stats?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        docs: { type: 'string' },
        out: { type: 'string' },
        seed: { type: 'string' },
        stats: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (values.help) return { help: true };
  if (values.docs === undefined) return { error: '--docs is required' };
  if (values.out === undefined || values.out.trim() === '') return { error: '--out is required' };
  if (!WHOLE_NUMBER.test(values.docs)) return { error: `--docs must be a whole number, not "${values.docs}"` };
  if (values.seed !== undefined && !WHOLE_NUMBER.test(values.seed)) {
    return { error: `--seed must be a whole number, not "${values.seed}"` };
  }
  try {
    const { docs, seed } = checkGenerateOptions({
      docs: Number(values.docs),
      seed: values.seed === undefined ? undefined : Number(values.seed),
    });
    // npm sets INIT_CWD to where `npm run` was typed; workspace scripts run in scripts/.
    const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
    return { docs, seed, out, stats: values.stats === true };
  } catch (error) {
    return { error: (error as Error).message.replace(/^(docs|seed)/, '--$1') };
  }
}

const count = (n: number, word: string, plural = `${word}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? word : plural}`;

async function main(argv: string[]): Promise<number> {
  const args = readArguments(argv);
  if ('help' in args) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if ('error' in args) {
    process.stderr.write(`generate-site: ${args.error}\n\n${USAGE}\n`);
    return 2;
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const started = performance.now();
  const { documents, assets } = generateSiteDatasetLazily({ docs: args.docs, seed: args.seed });
  try {
    await writeDataset(args.out, documents, assets);
  } catch (error) {
    if (error instanceof ImportError) {
      for (const problem of error.problems) process.stderr.write(`generate-site: ${formatProblem(problem, cwd)}\n`);
    } else if (error instanceof RangeError && /string length/i.test(error.message)) {
      // writeDataset builds data.ndjson as one string, and V8 strings stop at about 512 MB.
      process.stderr.write(
        `generate-site: ${count(args.docs, 'doc')} make a data.ndjson larger than writeDataset can build in memory (about 500 MB, some 16,000 docs); generate fewer docs.\n`,
      );
    } else {
      throw error;
    }
    process.stderr.write('Nothing was written.\n');
    return 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const bytes = statSync(path.join(args.out, 'data.ndjson')).size;
  const ofType = (type: string) => documents.filter((document) => document._type === type);
  const categories = ofType('sidebarCategory');
  const nested = categories.filter((category) => (category.sidebar as { category?: unknown } | undefined)?.category);
  const links = ofType('sidebarLink').length;
  const others = documents.length - args.docs - categories.length - links;
  process.stdout.write(
    `Generated ${count(args.docs, 'doc')}, ${count(categories.length, 'category', 'categories')}` +
      (nested.length > 0 ? ` (${nested.length.toLocaleString('en-US')} nested)` : '') +
      ` and ${count(links, 'sidebar link')} (+ ${count(others, 'site document')}, ${count(assets.length, 'image')}),` +
      ` seed ${args.seed}` +
      ` → ${displayPath(args.out, cwd)}\n` +
      `data.ndjson: ${count(bytes, 'byte')} (${(bytes / 2 ** 20).toFixed(1)} MiB) in ${seconds.toFixed(1)} s\n`,
  );
  if (args.stats) {
    const stats = datasetStats(documents);
    process.stdout.write(
      `per doc on average: ${Math.round(stats.words / stats.docs).toLocaleString('en-US')} words, ` +
        `${(stats.blocks / stats.docs).toFixed(1)} blocks, ${(stats.codeBlocks / stats.docs).toFixed(1)} code blocks, ` +
        `${(stats.internalLinks / stats.docs).toFixed(1)} links to docs\n`,
    );
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
