import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const SITE_DIR = path.resolve(import.meta.dirname, '../..');
const GATSBY_CLI = path.resolve(SITE_DIR, '../node_modules/gatsby/cli.js');
const SOURCE_VARIABLES = ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_READ_TOKEN', 'SANITY_DATASET_FILE', 'SITE_CONTENT'];

/**
 * Runs the real `gatsby build` of the site with these environment variables
 * (and none of the content source ones from the caller's environment); returns
 * its exit code and its output with whitespace runs collapsed.
 */
export async function runGatsbyBuild(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !SOURCE_VARIABLES.includes(name) && name !== 'NETLIFY' && name !== 'CONTEXT'),
  );
  const child = spawn(process.execPath, [GATSBY_CLI, 'build'], {
    cwd: SITE_DIR,
    env: { ...inherited, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output: output.replace(/\s+/g, ' ') };
}
