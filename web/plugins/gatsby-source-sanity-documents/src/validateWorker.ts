/**
 * One share of the schema check (validateInWorkers.ts), in a worker process: reads the documents from the NDJSON
 * file named by its argument a batch at a time, and answers with every problem found.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { type ValidationProblem, validateDocuments } from '@react-redux-docs/schemas/validate';
import type { SanityDocument } from './types.ts';

const BATCH = 100;
const file = process.argv[2];
if (!file) throw new Error('validateWorker needs the documents file as its argument');

const problems: ValidationProblem[] = [];
let batch: SanityDocument[] = [];
const check = async () => {
  problems.push(...(await validateDocuments(batch, { standalone: true, only: 'rules' })));
  batch = [];
};
for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY })) {
  if (!line) continue;
  batch.push(JSON.parse(line) as SanityDocument);
  if (batch.length === BATCH) await check();
}
if (batch.length > 0) await check();
process.send?.(problems);
