/**
 * The search index step in a process of its own (buildInChildProcess.ts):
 * reads the searchable pages from the NDJSON file named by its first argument,
 * turns them into records and writes the records file and the local index.
 * Answers with what it wrote.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { type SearchablePage, siteRecords } from '@react-redux-docs/web/search/records';
import { writeSearchIndex } from './writeSearchIndex.ts';

const [file, recordsFile, publicDir, mode, stateDir] = process.argv.slice(2);
if (!file || !recordsFile || !publicDir || !mode || !stateDir)
  throw new Error('searchIndexWorker needs: pages file, records file, public folder, mode, state folder');

let started = performance.now();
const seconds = () => {
  const now = performance.now();
  const elapsed = (now - started) / 1000;
  started = now;
  return elapsed;
};
const pages: SearchablePage[] = [];
// A page's records are made from its line alone: its digest tells the index whether the page changed.
const pageDigests = new Map<string, string>();
for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY }))
  if (line) {
    const page = JSON.parse(line) as SearchablePage;
    pages.push(page);
    pageDigests.set(page.path, createHash('sha1').update(line).digest('hex'));
  }
const reading = seconds();
const records = siteRecords(pages);
if (pages.length > 0 && records.length === 0) throw new Error('The search index came out empty.');
pages.length = 0;
const making = seconds();
const written = await writeSearchIndex({
  records,
  recordsFile,
  publicDir,
  local: mode === 'local',
  stateDir,
  pageDigests,
});
process.send?.({ records: records.length, ...written, seconds: { reading, records: making, ...written.seconds } });
