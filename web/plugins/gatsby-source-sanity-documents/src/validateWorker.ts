/** One share of the schema check (validateInWorkers.ts), in a worker process: documents in, problems out. */
import { validateDocuments } from '@react-redux-docs/schemas/validate';
import type { SanityDocument } from './types.ts';

process.once('message', async (documents: SanityDocument[]) => {
  process.send?.(await validateDocuments(documents, { standalone: true, only: 'rules' }));
});
