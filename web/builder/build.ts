#!/usr/bin/env node
/**
 * `npm run build`: a clean `gatsby build` when anything but the content
 * changed since the last successful build (code, styles, config,
 * dependencies, Node, build variables), and an incremental one when only the
 * content did, which is what a publish triggers. Gatsby's incremental builds
 * reuse HTML whose page data did not change, which is only right while the
 * code that rendered it is the same; hence the fingerprint (fingerprint.ts).
 *
 *   npm run build -w web [-- --clean]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { buildFingerprint, type Fingerprint, reasonToClean } from './fingerprint.ts';

const SITE_DIR = process.cwd();
const GATSBY_CLI = path.resolve(import.meta.dirname, '../../node_modules/gatsby/cli.js');
const FINGERPRINT_FILE = path.join(SITE_DIR, '.cache', 'build-fingerprint.json');

function readPrevious(): Fingerprint | undefined {
  // A build without its output is nothing to build on.
  if (!existsSync(path.join(SITE_DIR, 'public', 'index.html'))) return undefined;
  try {
    return JSON.parse(readFileSync(FINGERPRINT_FILE, 'utf8')) as Fingerprint;
  } catch {
    return undefined;
  }
}

const current = await buildFingerprint(SITE_DIR);
const reason = process.argv.includes('--clean') ? 'asked for with --clean' : reasonToClean(readPrevious(), current);
if (reason) {
  console.log(`Clean build: ${reason}.`);
  for (const folder of ['.cache', 'public']) rmSync(path.join(SITE_DIR, folder), { recursive: true, force: true });
} else {
  console.log('Incremental build: only the content can have changed since the last build.');
  // Until this build succeeds, the next one must not build on its half-written output.
  rmSync(FINGERPRINT_FILE, { force: true });
}

// Gatsby runs page queries and HTML in one worker per core but one, keeping a core for its main process,
// which waits during those phases; one worker per core uses the machine (with 10,000 docs, minutes saved).
const workers = process.env.GATSBY_CPU_COUNT ?? String(availableParallelism() + 1);
const result = spawnSync(process.execPath, [GATSBY_CLI, 'build'], {
  cwd: SITE_DIR,
  stdio: 'inherit',
  env: { ...process.env, GATSBY_CPU_COUNT: workers },
});
if (result.status !== 0) {
  rmSync(FINGERPRINT_FILE, { force: true });
  process.exit(result.status ?? 1);
}
writeFileSync(FINGERPRINT_FILE, JSON.stringify(current));
