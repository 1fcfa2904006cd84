import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { ValidationProblem } from '@react-redux-docs/schemas/validate';
import { runInChildProcess } from '../../../builder/childProcess.ts';
import type { SanityDocument } from './types.ts';

/** Below this many documents, starting workers (each loads Sanity, about three seconds) costs more than it saves. */
const WORKER_THRESHOLD = 200;

/**
 * Runs the schema's rules (standalone, see schemas/src/validate) over the
 * documents in worker processes, one per core the build leaves free: Sanity's
 * validation is about ten milliseconds of CPU per doc page, minutes for a site
 * of 10,000 docs. The workers run at the lowest CPU priority, so they use the
 * time a core would sit idle (Gatsby's webpack, node creation and search index
 * run on one core) instead of slowing the page queries, which keep every core
 * busy. Small sets are checked in this thread.
 */
export function validateInWorkers(
  documents: SanityDocument[],
  siteDir: string,
  options: { lowPriority?: boolean } = {},
): Promise<ValidationProblem[]> {
  if (documents.length === 0) return Promise.resolve([]);
  if (documents.length < WORKER_THRESHOLD) return validateHere(documents);
  const workers = Math.min(Math.max(1, availableParallelism() - 1), Math.ceil(documents.length / WORKER_THRESHOLD));
  const script = path.join(siteDir, 'plugins/gatsby-source-sanity-documents/src/validateWorker.ts');
  // Not async: nothing here holds on to the documents once they are sent to the workers.
  const running = Array.from({ length: workers }, (_, index) =>
    validateInProcess(
      script,
      documents.filter((_, at) => at % workers === index),
      options.lowPriority ?? true,
    ),
  );
  return Promise.all(running).then((results) => results.flat());
}

async function validateHere(documents: SanityDocument[]): Promise<ValidationProblem[]> {
  const { validateDocuments } = await import('@react-redux-docs/schemas/validate');
  return validateDocuments(documents, { standalone: true, only: 'rules' });
}

/**
 * One worker process over some documents, read from a temporary NDJSON file a batch at a time: handed over in a
 * message, all of them stayed in the worker's memory while it waited for idle CPU, gigabytes at 10,000 docs on top
 * of the page queries' peak.
 */
function validateInProcess(
  script: string,
  documents: SanityDocument[],
  lowPriority: boolean,
): Promise<ValidationProblem[]> {
  return runInChildProcess<ValidationProblem[]>({
    script,
    items: documents,
    what: "the schema check's worker",
    lowPriority,
  });
}
