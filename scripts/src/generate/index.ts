/**
 * Synthetic docs sites for search and build benchmarks: `generateSiteDataset`
 * returns what `writeDataset` (from ../import) writes as data.ndjson and images/.
 */
export type { Asset, SanityDocument } from '../import/index.ts';
export {
  checkGenerateOptions,
  type DatasetStats,
  DEFAULT_SEED,
  datasetStats,
  type GeneratedDataset,
  type GenerateOptions,
  generateSiteDataset,
  generateSiteDatasetLazily,
} from './dataset.ts';
export { MAX_CATEGORY_SIZE, MIN_CATEGORY_SIZE } from './plan/index.ts';
