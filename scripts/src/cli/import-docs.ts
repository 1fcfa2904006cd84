#!/usr/bin/env node
/**
 * Converts a Docusaurus site into a Sanity dataset folder (data.ndjson +
 * images/) for `sanity dataset import`: a whole website folder, or a docs
 * folder, sidebars file and site.json.
 *
 *   npx node scripts/src/cli/import-docs.ts [--website DIR] [--docs DIR] [--sidebars FILE] [--site FILE] [--config FILE] [--version NAME]... [--out DIR]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  displayPath,
  formatProblem,
  ImportError,
  importDocusaurusSite,
  notCarriedLines,
  writeDataset,
} from '../import/index.ts';
import { SEED_CONTENT } from '../seed.ts';

const USAGE = `Usage: import-docs [--website DIR] [--docs DIR] [--sidebars FILE] [--site FILE] [--config FILE]
                   [--version NAME]... [--out DIR]

  --website DIR     a Docusaurus website folder: its docusaurus.config, docs/,
                    sidebars file, static/ and released versions (versions.json,
                    versioned_docs/, versioned_sidebars/) are found in it
  --docs DIR        Docusaurus docs folder            (default: content/docs)
  --sidebars FILE   sidebars .ts/.js/.mjs/.cjs/.json  (default: content/sidebars.js)
  --site FILE       site settings JSON                (default: content/site.json)
  --config FILE     docusaurus.config.ts/.js: site settings, navbar, footer and
                    announcement bar come from it when --site is not given
  --version NAME    import only this docs version: a name from versions.json, or
                    "current" for the docs folder; repeat it for several
                    (default: every version the config builds). Versions keep
                    their addresses. Without "current", the newest version
                    given takes the current docs' place
  --out DIR         dataset folder to (re)create      (default: build/dataset)

Without --website or --config, the defaults import the seed content.
Writes DIR/data.ndjson and DIR/images/, ready for \`sanity dataset import DIR/data.ndjson\`.
Relative paths are resolved against the directory the command was started from.`;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function main(argv: string[]): Promise<number> {
  let values: {
    website?: string;
    docs?: string;
    sidebars?: string;
    site?: string;
    config?: string;
    version?: string[];
    out?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        website: { type: 'string' },
        docs: { type: 'string' },
        sidebars: { type: 'string' },
        site: { type: 'string' },
        config: { type: 'string' },
        version: { type: 'string', multiple: true },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    process.stderr.write(`import-docs: ${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }

  // npm sets INIT_CWD to where `npm run` was typed; workspace scripts run in scripts/.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const resolve = (value: string | undefined) => (value === undefined ? undefined : path.resolve(cwd, value));
  // A Docusaurus website (or config) brings its own inputs; otherwise the seed content is the default.
  const migrating = values.website !== undefined || values.config !== undefined;
  const options = {
    websiteDir: resolve(values.website),
    configFile: resolve(values.config),
    docsDir: resolve(values.docs) ?? (migrating ? undefined : SEED_CONTENT.docsDir),
    sidebarsFile: resolve(values.sidebars) ?? (migrating ? undefined : SEED_CONTENT.sidebarsFile),
    siteFile: resolve(values.site) ?? (migrating ? undefined : SEED_CONTENT.siteFile),
    versions: values.version,
  };
  const outDir = resolve(values.out) ?? path.join(repoRoot, 'build/dataset');

  try {
    const result = await importDocusaurusSite(options);
    for (const warning of result.warnings) process.stderr.write(`${formatProblem(warning, cwd)}\n`);
    for (const line of notCarriedLines(result.notCarried)) process.stderr.write(`${line}\n`);
    await writeDataset(outDir, result.documents, result.assets);
    const ofType = (type: string) => result.documents.filter((document) => document._type === type).length;
    const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    const pages = ofType('page');
    const snippets = ofType('snippet');
    const parts = [
      count(ofType('doc'), 'doc'),
      ...(pages > 0 ? [count(pages, 'standalone page')] : []),
      ...(snippets > 0 ? [count(snippets, 'snippet')] : []),
    ];
    process.stdout.write(
      `Imported ${parts.join(', ')}, ${count(result.assets.length, 'image')}, ${count(result.warnings.length, 'warning')} → ${displayPath(outDir, cwd)}\n`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof ImportError)) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      process.stderr.write(`import-docs: ${message}\nImport failed; nothing was written.\n`);
      return 1;
    }
    for (const warning of error.warnings) process.stderr.write(`${formatProblem(warning, cwd)}\n`);
    for (const problem of error.problems) process.stderr.write(`${formatProblem(problem, cwd)}\n`);
    const n = error.problems.length;
    process.stderr.write(`Import failed with ${n} error${n === 1 ? '' : 's'}; nothing was written.\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
