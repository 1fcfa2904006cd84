import path from 'node:path';
import { writeSeedDataset } from '@react-redux-docs/scripts/seed';
import { fetchHostedDataset } from './fetchHostedDataset.ts';
import { loadDatasetFile } from './loadDatasetFile.ts';
import type { SanityDocument, SourceConfig } from './types.ts';
import { SanitySourceError } from './types.ts';

/** The only place the sources differ: where the documents come from. */
export async function loadDocuments(config: SourceConfig, options: { workDir: string }): Promise<SanityDocument[]> {
  const extractDir = path.join(options.workDir, 'export');
  switch (config.mode) {
    case 'hosted':
      return fetchHostedDataset(config);
    case 'file':
      return loadDatasetFile(config.path, { extractDir });
    case 'seed':
      return loadDatasetFile(await importSeed(path.join(options.workDir, 'seed-dataset')), { extractDir });
  }
}

/** The importer's seed step, in-process: the same files `sanity dataset import` takes. */
async function importSeed(outDir: string): Promise<string> {
  try {
    return await writeSeedDataset(outDir);
  } catch (error) {
    throw new SanitySourceError((error as Error).message, { cause: error });
  }
}
