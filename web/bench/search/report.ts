/** The search bench's tables: the lines it prints for what it measured. */
import type { WorstCase } from '../worstCases.ts';
import { BYTES_BEFORE_FIRST_RESULT, FIRST_RESULTS_AFTER_INDEX_MS } from './targets.ts';
import type { BrowserRun, BuiltIndex, FileTally, WorstRun } from './types.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export function siteHeading(size: string, built: BuiltIndex): string {
  return `\n${size === 'seed' ? 'Real content' : `Generated, ${size} docs`}: ${built.docs} docs, ${built.records} records${built.version ? ` (every tenth page in version ${built.version})` : ''}; index built in ${ms(built.buildMs)}; ${built.files.size} files, ${kb(built.bytes)}; ${built.shards} shards, the largest ${kb(built.largestShard)} compressed`;
}

export function onDisk(built: BuiltIndex, pagefind: FileTally): string {
  return `  On disk: local index ${built.files.size} files, ${mb(built.bytes)}${built.gzipped ? ' (stored gzipped)' : ''}; Pagefind on the same pages ${pagefind.files} files, ${mb(pagefind.bytes)} (local/Pagefind: files ${(built.files.size / pagefind.files).toFixed(2)}, bytes ${(built.bytes / pagefind.bytes).toFixed(2)})`;
}

export function byKind(kinds: ReadonlyMap<string, FileTally>): string {
  const each = [...kinds].map(([kind, { files, bytes }]) => `${kind} ${files} files, ${mb(bytes)}`);
  return `    local index by kind: ${each.join('; ')}`;
}

export const OVER_PAGEFIND = '    over target: more files than Pagefind, or more than twice its bytes';

export function worstCasesHeading(modalBytes: number): string {
  return `  Worst cases, typed letter by letter in a new session (modal code and styles ${kb(modalBytes)} included):`;
}

export function worstCase(worst: WorstCase, total: number, run: WorstRun): string {
  return `    "${worst.query}"${worst.version ? ` in ${worst.version}` : ''} (${worst.label}): ${kb(total)} in ${run.files} index files before the whole query is answered; slowest keystroke ${ms(run.slowestMs)} (engine in Node); ${run.hits} hits of ${run.nbHits}`;
}

export const WORST_CASE_TOO_LARGE = `      over target: more than ${kb(BYTES_BEFORE_FIRST_RESULT)}`;

export function worstOfWorst(largest: number, slowestMs: number): string {
  return `  Worst of the worst cases: ${kb(largest)} fetched; slowest keystroke ${ms(slowestMs)}`;
}

/** A query typed in Chromium, beside the engine's own time per keystroke in Node (`node`). */
export function query(text: string, run: BrowserRun, node: number[]): string {
  return `  "${text}": before the first result ${kb(run.bytesBeforeFirst)} compressed in ${run.requests} files; first result ${ms(run.firstResultMs)} after the first keystroke, ${ms(run.afterIndexMs)} after its last file arrived (page clock); per keystroke median ${ms(median(run.perKeystrokeMs))} (max ${ms(Math.max(...run.perKeystrokeMs))}) in Chromium, ${run.longTasks.length} main-thread tasks of 50 ms or more${run.longTasks.length > 0 ? ` (longest ${ms(Math.max(...run.longTasks))})` : ''}; engine ${ms(median(node))} (max ${ms(Math.max(...node))}) in Node`;
}

export const FIRST_RESULTS_TOO_SLOW = `    over target: first results more than ${FIRST_RESULTS_AFTER_INDEX_MS} ms after the index arrived`;

export const TOO_MANY_BYTES_BEFORE_FIRST = `    over target: more than ${kb(BYTES_BEFORE_FIRST_RESULT)} before the first result`;
