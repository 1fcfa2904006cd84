import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { validateDocuments } from '@react-redux-docs/schemas/validate';
import { generateSiteDatasetLazily } from '@react-redux-docs/scripts/generate';
import type { SanityDocument } from '../src/types.ts';
import { validateInWorkers } from '../src/validateInWorkers.ts';

const SITE_DIR = path.resolve(import.meta.dirname, '../../..');

test("the schema's rules in worker processes give the verdicts of the rules in one thread", {
  timeout: 120_000,
}, async () => {
  const documents = [...generateSiteDatasetLazily({ docs: 240 }).documents] as SanityDocument[];
  // Some breakage, so there is something to agree on.
  const broken = documents.map((document, index) =>
    document._type === 'doc' && index % 40 === 0 ? { ...document, title: index % 80 === 0 ? 42 : '' } : document,
  );
  const line = (problem: { documentId: string; path: string; message: string }) =>
    `${problem.documentId} ${problem.path}: ${problem.message}`;
  // At their normal priority: what is checked here is the verdicts, and at the lowest the workers would wait for
  // whatever else the machine runs (the other test suites, in CI), which is scheduling, not validation.
  const inWorkers = (await validateInWorkers(broken, SITE_DIR, { lowPriority: false })).map(line).sort();
  const inThread = (await validateDocuments(broken, { standalone: true, only: 'rules' })).map(line).sort();
  assert.deepEqual(inWorkers, inThread);
  assert.ok(inWorkers.some((entry) => entry.endsWith('title: Required')));
});
