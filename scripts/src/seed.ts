/**
 * The seed content this repository carries (content/ at its root): the docs,
 * sidebars and site.json the site builds from when no Sanity project is
 * configured, and the dataset the README imports into a new project.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));

export const SEED_CONTENT = {
  contentDir,
  docsDir: path.join(contentDir, 'docs'),
  sidebarsFile: path.join(contentDir, 'sidebars.js'),
  siteFile: path.join(contentDir, 'site.json'),
} as const;

export class SeedImportError extends Error {
  override name = 'SeedImportError';
}

/**
 * Imports the seed content into `outDir` (data.ndjson and images/, as
 * `sanity dataset import` takes them) and returns the NDJSON file's path.
 * Fails listing every problem, each with its file and field or line.
 */
export async function writeSeedDataset(outDir: string, options: { reportBase?: string } = {}): Promise<string> {
  // Loaded here, not above: the site's build imports this module for SEED_CONTENT in its main process and in every
  // query worker, and the importer (Markdown parser and all) took over three seconds to load in each.
  const { formatProblem, ImportError, importDocusaurusSite, writeDataset } = await import('./import/index.ts');
  try {
    const result = await importDocusaurusSite(SEED_CONTENT);
    await writeDataset(outDir, result.documents, result.assets);
    return path.join(outDir, 'data.ndjson');
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    const base = options.reportBase ?? process.cwd();
    const lines = [...error.problems, ...error.warnings].map((problem) => `  ${formatProblem(problem, base)}`);
    throw new SeedImportError(`The seed content in ${contentDir} cannot be imported:\n${lines.join('\n')}`, {
      cause: error,
    });
  }
}
