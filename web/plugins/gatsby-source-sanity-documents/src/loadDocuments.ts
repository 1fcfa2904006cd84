import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { fetchHostedDataset } from './fetchHostedDataset.ts';
import { loadDatasetFile } from './loadDatasetFile.ts';
import type { SanityDocument, SourceConfig } from './types.ts';
import { SanitySourceError } from './types.ts';

const run = promisify(execFile);

/** The only place the two modes differ: where the documents come from. */
export async function loadDocuments(
  config: SourceConfig,
  options: { workDir: string; repoRoot: string },
): Promise<SanityDocument[]> {
  switch (config.mode) {
    case 'hosted':
      return fetchHostedDataset(config);
    case 'file':
      return loadDatasetFile(config.path, { extractDir: path.join(options.workDir, 'export') });
    case 'seed':
      return loadDatasetFile(await buildSeedDataset(config.contentDir, options), {
        extractDir: path.join(options.workDir, 'export'),
      });
  }
}

/** Runs the importer on the repository's content/ folder, giving the same files `sanity dataset import` takes. */
async function buildSeedDataset(contentDir: string, options: { workDir: string; repoRoot: string }) {
  const out = path.join(options.workDir, 'seed-dataset');
  const cli = path.join(options.repoRoot, 'scripts', 'src', 'cli', 'import-docs.ts');
  const args = [
    cli,
    '--docs',
    path.join(contentDir, 'docs'),
    '--sidebars',
    path.join(contentDir, 'sidebars.js'),
    '--site',
    path.join(contentDir, 'site.json'),
    '--out',
    out,
  ];
  try {
    await run(process.execPath, args, { cwd: options.repoRoot, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new SanitySourceError(
      `Importing the seed content in ${contentDir} failed:\n${stderr || stdout || (error as Error).message}`,
      { cause: error },
    );
  }
  return path.join(out, 'data.ndjson');
}
