/** One share of the schema check (validateInWorkers.ts), in a worker thread. */
import { parentPort, workerData } from 'node:worker_threads';
import { validateDocuments } from '@react-redux-docs/schemas/validate';

parentPort?.postMessage(await validateDocuments(workerData, { standalone: true, only: 'rules' }));
