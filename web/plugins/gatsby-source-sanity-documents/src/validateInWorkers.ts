import { fork } from 'node:child_process';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { availableParallelism, constants, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import type { ValidationProblem } from '@react-redux-docs/schemas/validate';
import type { SanityDocument } from './types.ts';

/** Below this many documents, starting workers (each loads Sanity, about three seconds) costs more than it saves. */
const WORKER_THRESHOLD = 200;
const LINES_PER_WRITE = 500;

/**
 * Runs the schema's rules (standalone, see schemas/src/validate) over the
 * documents in worker processes, one per core the build leaves free: Sanity's
 * validation is about ten milliseconds of CPU per doc page, minutes for a site
 * of 10,000 docs. The workers run at the lowest CPU priority, so they use the
 * time a core would sit idle (Gatsby's webpack, node creation and search index
 * run on one core) instead of slowing the page queries, which keep every core
 * busy. Small sets are checked in this thread.
 */
export function validateInWorkers(documents: SanityDocument[], siteDir: string): Promise<ValidationProblem[]> {
  if (documents.length < WORKER_THRESHOLD) return validateHere(documents);
  const workers = Math.min(Math.max(1, availableParallelism() - 1), Math.ceil(documents.length / WORKER_THRESHOLD));
  // A path, not import.meta.url: Gatsby bundles this plugin's gatsby-node into .cache.
  const script = path.join(siteDir, 'plugins/gatsby-source-sanity-documents/src/validateWorker.ts');
  // Not async: nothing here holds on to the documents once they are sent to the workers.
  const running = Array.from({ length: workers }, (_, index) =>
    validateInProcess(
      script,
      documents.filter((_, at) => at % workers === index),
    ),
  );
  return Promise.all(running).then((results) => results.flat());
}

async function validateHere(documents: SanityDocument[]): Promise<ValidationProblem[]> {
  const { validateDocuments } = await import('@react-redux-docs/schemas/validate');
  return validateDocuments(documents, { standalone: true, only: 'rules' });
}

/**
 * One worker process over some documents. They travel through a temporary NDJSON file that the worker reads a
 * batch at a time: handed over in a message, all of them stayed in the worker's memory while it waited for idle
 * CPU, gigabytes at 10,000 docs on top of the page queries' peak.
 */
async function validateInProcess(script: string, documents: SanityDocument[]): Promise<ValidationProblem[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'schema-check-'));
  const file = path.join(folder, 'documents.ndjson');
  try {
    const handle = await open(file, 'w');
    try {
      for (let start = 0; start < documents.length; start += LINES_PER_WRITE)
        await handle.write(
          documents
            .slice(start, start + LINES_PER_WRITE)
            .map((document) => `${JSON.stringify(document)}\n`)
            .join(''),
        );
    } finally {
      await handle.close();
    }
    documents = [];
    return await answerOf(script, file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function answerOf(script: string, file: string): Promise<ValidationProblem[]> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [file], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, constants.priority.PRIORITY_LOW);
      } catch {
        // Not allowed here (some containers): the check still runs, at normal priority.
      }
    }
    let problems: ValidationProblem[] | undefined;
    child.once('message', (message) => {
      problems = message as ValidationProblem[];
      child.disconnect();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (problems && code === 0) resolve(problems);
      else reject(new Error(`the schema check's worker stopped with exit code ${code} before it answered`));
    });
  });
}
