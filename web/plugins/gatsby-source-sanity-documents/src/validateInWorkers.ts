import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ValidationProblem } from '@react-redux-docs/schemas/validate';
import type { SanityDocument } from './types.ts';

/** Below this many documents, starting workers (each loads Sanity, about three seconds) costs more than it saves. */
const WORKER_THRESHOLD = 200;

/**
 * Runs the schema's rules (standalone, see schemas/src/validate) over the
 * documents in worker threads, one per core the build leaves free (Gatsby's
 * own work is mostly on one core): Sanity's validation is about ten
 * milliseconds of CPU per doc page, minutes for a site of 10,000 docs. Small
 * sets are checked in this thread.
 */
export async function validateInWorkers(documents: SanityDocument[], siteDir: string): Promise<ValidationProblem[]> {
  const workers = Math.min(Math.max(1, availableParallelism() - 1), Math.ceil(documents.length / WORKER_THRESHOLD));
  if (documents.length < WORKER_THRESHOLD) {
    const { validateDocuments } = await import('@react-redux-docs/schemas/validate');
    return validateDocuments(documents, { standalone: true, only: 'rules' });
  }
  // A path, not import.meta.url: Gatsby bundles this plugin's gatsby-node into .cache.
  const script = path.join(siteDir, 'plugins/gatsby-source-sanity-documents/src/validateWorker.ts');
  const shares = Array.from({ length: workers }, (_, index) => documents.filter((_, at) => at % workers === index));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<ValidationProblem[]>((resolve, reject) => {
          const worker = new Worker(script, { workerData: share });
          worker.once('message', (problems: ValidationProblem[]) => {
            resolve(problems);
            void worker.terminate();
          });
          worker.once('error', reject);
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`the schema check's worker stopped with exit code ${code}`));
          });
        }),
    ),
  );
  return results.flat();
}
