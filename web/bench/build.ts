/**
 * `npm run bench:build`: builds generated sites of 1,000 and 10,000 docs
 * (scripts/src/generate) in a copy of the site folder and prints, per size,
 * the wall time and peak memory (RSS of the whole process tree) of a cold
 * build, the size of its output, and the same for a rebuild after one doc's
 * text changed with the cache kept (what a publish triggers), after checking
 * that the change reached the page. For the rebuild it also prints where its
 * time went (buildPhases.ts) and the output files that differ from the cold
 * build's, what a deploy uploads (outputChanges.ts). Exits 1 when the largest
 * size misses a target: cold build over 10 minutes or 8 GiB, rebuild over 25%
 * of the cold time; at 10,000 docs, a rebuild over 60 s or changing over 1% of
 * the output files.
 *
 *   npm run bench:build -w web [-- --sizes 1000,10000]
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { treeRss } from '../builder/processTree.ts';
import { BUILD_SCRIPT, copySite } from '../builder/siteCopy.ts';
import { buildPhases, type PhaseTime } from './buildPhases.ts';
import { BenchScope, runBench, stopProcess } from './lifetime.ts';
import { compareOutput, type OutputChanges, snapshotOutput } from './outputChanges.ts';

const { values: options } = parseArgs({ options: { sizes: { type: 'string', default: '1000,10000' } } });
const SIZES = options.sizes.split(',').map(Number);
const REPO = path.resolve(import.meta.dirname, '../..');
const GENERATE = path.join(REPO, 'scripts/src/cli/generate-site.ts');
const COLD_LIMIT_MS = 10 * 60 * 1000;
const MEMORY_LIMIT_BYTES = 8 * 1024 ** 3;
const REBUILD_SHARE = 0.25;
const REBUILD_LIMIT_MS = 60 * 1000;
const CHANGED_FILES_SHARE = 0.01;

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

type Run = { ms: number; peakRss: number; log: string; logFile: string };

/**
 * Runs a command, logging its output with times and memory, and resolves when it exits 0. It leads its own
 * process group, so that stopping it (the bench failed or was interrupted) stops the site build's workers too.
 */
async function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  logFile: string,
): Promise<Run> {
  await using scope = new BenchScope();
  const started = performance.now();
  const log = scope.adopt(createWriteStream(logFile), (log) => {
    log.end();
  });
  const child = scope.adopt(spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true }), (child) =>
    stopProcess(child, true),
  );
  let output = '';
  let peakRss = 0;
  let peakAt = 0;
  let rss = 0;
  let lineStart = true;
  // Each line of the log says when it came and the memory then, so a phase's time and peak can be read off it.
  const stamp = () => `[${((performance.now() - started) / 1000).toFixed(1)} s, ${mb(rss)}] `;
  const collect = (chunk: Buffer) => {
    // Output can still come between the exit and the end of the pipes, after the log is closed.
    if (log.writableEnded) return;
    const text = chunk.toString();
    log.write(
      text.replace(/[^\n]*\n|[^\n]+$/g, (line) => {
        const stamped = lineStart ? stamp() + line : line;
        lineStart = line.endsWith('\n');
        return stamped;
      }),
    );
    output += text;
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const sampler = setInterval(() => {
    if (!child.pid) return;
    rss = treeRss(child.pid);
    if (rss > peakRss) {
      peakRss = rss;
      peakAt = performance.now() - started;
    }
  }, 250);
  scope.defer(() => clearInterval(sampler));
  const [code] = await once(child, 'exit');
  log.write(`[peak ${mb(peakRss)} at ${seconds(peakAt)}]\n`);
  if (code !== 0) throw new Error(`${path.basename(args[0] ?? command)} exited with ${code}; see ${logFile}`);
  return { ms: performance.now() - started, peakRss, log: output, logFile };
}

function folderSize(folder: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
    files++;
  }
  return { bytes, files };
}

/** Changes the text of one doc's first paragraph in the dataset file; returns its route and the new text. */
function changeOneDoc(datasetFile: string): { route: string; marker: string } {
  const lines = readFileSync(datasetFile, 'utf8').split('\n').filter(Boolean);
  const docs = lines.map((line, index) => ({ index, doc: JSON.parse(line) })).filter(({ doc }) => doc._type === 'doc');
  const target = docs[Math.floor(docs.length / 2)];
  if (!target) throw new Error('the generated dataset has no docs');
  const marker = `Changed for the rebuild benchmark ${Date.now()}`;
  const block = target.doc.body.find((item: { _type: string }) => item._type === 'block');
  block.children = [{ _type: 'span', _key: 'benchspan', text: marker, marks: [] }];
  block.markDefs = [];
  lines[target.index] = JSON.stringify(target.doc);
  writeFileSync(datasetFile, `${lines.join('\n')}\n`);
  return { route: target.doc.route.current, marker };
}

type Result = {
  size: number;
  cold: Run;
  output: { bytes: number; files: number };
  rebuild: Run;
  phases: PhaseTime[];
  changes: OutputChanges;
};

async function benchSize(size: number): Promise<Result> {
  await using scope = new BenchScope();
  const datasetDir = scope.adopt(mkdtempSync(path.join(tmpdir(), `react-redux-docs-bench-${size}-`)), (dir) =>
    rmSync(dir, { recursive: true, force: true }),
  );
  console.log(`\n${size} docs: generating the dataset in ${datasetDir}`);
  const site = copySite('.bench-site');
  await run(
    process.execPath,
    [GENERATE, '--docs', String(size), '--out', datasetDir],
    REPO,
    {},
    path.join(site, 'generate.log'),
  );
  const env = { SANITY_DATASET_FILE: path.join(datasetDir, 'data.ndjson'), CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' };
  console.log(`${size} docs: cold build (log in ${path.relative(REPO, site)}/cold.log)`);
  const cold = await run(process.execPath, [BUILD_SCRIPT, '--clean'], site, env, path.join(site, 'cold.log'));
  const output = folderSize(path.join(site, 'public'));
  const before = snapshotOutput(path.join(site, 'public'));
  const { route, marker } = changeOneDoc(env.SANITY_DATASET_FILE);
  console.log(`${size} docs: rebuild after /${route} changed (log in ${path.relative(REPO, site)}/rebuild.log)`);
  const rebuild = await run(process.execPath, [BUILD_SCRIPT], site, env, path.join(site, 'rebuild.log'));
  if (!rebuild.log.includes('Incremental build')) throw new Error('the rebuild was not incremental');
  const html = readFileSync(path.join(site, 'public', route, 'index.html'), 'utf8');
  if (!html.includes(marker)) throw new Error(`the rebuild did not put the changed text on /${route}`);
  const changes = compareOutput(before, snapshotOutput(path.join(site, 'public')));
  const phases = buildPhases(readFileSync(rebuild.logFile, 'utf8'), rebuild.ms / 1000);
  console.log(
    `${size} docs: cold ${seconds(cold.ms)}, peak ${mb(cold.peakRss)}; rebuild ${seconds(rebuild.ms)}, peak ${mb(rebuild.peakRss)}`,
  );
  return { size, cold, output, rebuild, phases, changes };
}

await runBench('bench:build', async () => {
  const results: Result[] = [];
  for (const size of SIZES) results.push(await benchSize(size));

  console.log(
    '\n| Docs | Cold build | Peak memory | Output | Per doc | Rebuild after one doc changed | Rebuild peak memory |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const { size, cold, output, rebuild } of results) {
    console.log(
      `| ${size.toLocaleString('en')} | ${seconds(cold.ms)} | ${mb(cold.peakRss)} | ${mb(output.bytes)} in ${output.files.toLocaleString('en')} files | ${(cold.ms / size).toFixed(1)} ms | ${seconds(rebuild.ms)} (${((rebuild.ms / cold.ms) * 100).toFixed(0)}% of cold) | ${mb(rebuild.peakRss)} |`,
    );
  }
  for (const { size, phases, changes } of results) {
    console.log(`\nRebuild of ${size.toLocaleString('en')} docs after one doc changed, by phase:\n`);
    console.log('| Phase | Time |\n|---|---|');
    for (const phase of phases) console.log(`| ${phase.name} | ${phase.seconds.toFixed(1)} s |`);
    const share = (files: number) => `${((files / changes.total) * 100).toFixed(2)}%`;
    console.log(
      `\nOutput files that differ from the cold build's (what a deploy uploads): ${changes.uploaded.files.toLocaleString('en')} of ${changes.total.toLocaleString('en')} (${share(changes.uploaded.files)}), ${kb(changes.uploaded.bytes)}; ${changes.changed} changed, ${changes.added} new, ${changes.removed} removed\n`,
    );
    console.log('| Kind | Files | Bytes |\n|---|---|---|');
    for (const kind of changes.byKind)
      console.log(`| ${kind.kind} | ${kind.files.toLocaleString('en')} | ${kb(kind.bytes)} |`);
  }
  const largest = results.at(-1);
  const failures: string[] = [];
  if (largest && largest.size >= 10_000) {
    if (largest.cold.ms > COLD_LIMIT_MS) failures.push(`cold build took ${seconds(largest.cold.ms)} (limit 600 s)`);
    if (largest.cold.peakRss > MEMORY_LIMIT_BYTES)
      failures.push(`cold build peaked at ${mb(largest.cold.peakRss)} (limit 8 GiB)`);
    if (largest.rebuild.ms > REBUILD_SHARE * largest.cold.ms)
      failures.push('the rebuild took over 25% of the cold build');
    if (largest.rebuild.ms > REBUILD_LIMIT_MS)
      failures.push(`the rebuild took ${seconds(largest.rebuild.ms)} (limit 60 s)`);
    const { uploaded, total } = largest.changes;
    if (uploaded.files > CHANGED_FILES_SHARE * total)
      failures.push(`the rebuild changed ${uploaded.files} of ${total} output files (limit 1%)`);
  }
  if (failures.length > 0) console.error(`\nMissed at ${largest?.size} docs: ${failures.join('; ')}`);
  return failures.length > 0;
});
