import path from 'node:path';

/** The dataset the migrated site was built from (build.ts keeps it), for the preview test. */
export const MIGRATED_DATASET_DIR = path.resolve(import.meta.dirname, '../../migrated-dataset');
