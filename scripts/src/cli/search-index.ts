#!/usr/bin/env node
/**
 * `npm run search:index`: pushes the search records of the last site build
 * (web/.search/records.json) to Algolia. Meant to run right after the build
 * of a deploy; without ALGOLIA_ADMIN_API_KEY it says so and does nothing, so
 * the same build command serves sites with and without Algolia.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AlgoliaPushError, pushToAlgolia } from '../search/pushToAlgolia.ts';

const DEFAULT_RECORDS = path.resolve(import.meta.dirname, '../../../web/.search/records.json');

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { records: { type: 'string' } } });
  const env = process.env;
  const adminApiKey = env.ALGOLIA_ADMIN_API_KEY?.trim();
  if (!adminApiKey) {
    console.log(
      'search:index: ALGOLIA_ADMIN_API_KEY is not set, so no records were pushed (the site uses its built-in search unless Algolia is configured).',
    );
    return 0;
  }
  const missing = ['ALGOLIA_APP_ID', 'ALGOLIA_INDEX_NAME'].filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    console.error(
      `search:index: ALGOLIA_ADMIN_API_KEY is set but ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not.`,
    );
    return 1;
  }
  const file = path.resolve(values.records ?? DEFAULT_RECORDS);
  let records: Record<string, unknown>[];
  try {
    records = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    console.error(
      `search:index: cannot read the search records in ${file} (${(error as Error).message}). Run the site build first: npm run build.`,
    );
    return 1;
  }
  if (!Array.isArray(records) || records.length === 0) {
    console.error(`search:index: ${file} holds no records; refusing to empty the Algolia index.`);
    return 1;
  }
  const started = performance.now();
  try {
    const hosts = env.ALGOLIA_HOST ? [{ url: env.ALGOLIA_HOST, protocol: 'http' as const }] : undefined;
    await pushToAlgolia(
      { appId: env.ALGOLIA_APP_ID ?? '', adminApiKey, indexName: env.ALGOLIA_INDEX_NAME ?? '', hosts },
      records,
    );
  } catch (error) {
    console.error(`search:index: ${error instanceof AlgoliaPushError ? error.message : String(error)}`);
    return 1;
  }
  console.log(
    `search:index: ${records.length} records pushed to Algolia index "${env.ALGOLIA_INDEX_NAME}" in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return 0;
}

process.exitCode = await main();
