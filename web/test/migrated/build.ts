/**
 * `npm run build:migrated`: migrates the classic Docusaurus fixture site
 * (scripts/test/fixtures/classic-site, laid out as `create-docusaurus`
 * makes it) with the importer's one command, then runs the real `gatsby
 * build` on the dataset it wrote, offline, and keeps the result in
 * public-migrated/, which the Playwright project "migrated" serves. The
 * build fails if it prints an error line, even when Gatsby succeeds
 * (buildOutput.ts). The fixture's remote image is served from loopback while
 * it imports (classicSite.ts). Run it before the main build: both use web/public.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveClassicSite } from '@react-redux-docs/scripts/testing/classic-site';
import { gatsbyBuild } from '../build/buildOutput.ts';
import { MIGRATED_DATASET_DIR } from './paths.ts';

const WEB = path.resolve(import.meta.dirname, '../..');
const REPO = path.resolve(WEB, '..');
const OUT = path.join(WEB, 'public-migrated');
const work = mkdtempSync(path.join(tmpdir(), 'migrated-site-'));
const dataset = path.join(work, 'dataset');

const site = await serveClassicSite(work);
try {
  // Not execFileSync: the image server answers from this process, which must stay free to run it.
  const importer = spawn(
    process.execPath,
    [
      fileURLToPath(import.meta.resolve('@react-redux-docs/scripts/cli/import-docs')),
      '--website',
      site.dir,
      '--out',
      dataset,
    ],
    { stdio: 'inherit' },
  );
  const [code] = (await once(importer, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the import failed (exit ${code})`);
} finally {
  await site.close();
}

const gatsby = path.join(REPO, 'node_modules/gatsby/cli.js');
execFileSync(process.execPath, [gatsby, 'clean'], { cwd: WEB, stdio: 'inherit' });
await gatsbyBuild({
  cwd: WEB,
  env: {
    ...process.env,
    SANITY_DATASET_FILE: path.join(dataset, 'data.ndjson'),
    GATSBY_TELEMETRY_DISABLED: '1',
  },
  what: 'The migrated site build',
});
rmSync(OUT, { recursive: true, force: true });
renameSync(path.join(WEB, 'public'), OUT);
rmSync(MIGRATED_DATASET_DIR, { recursive: true, force: true });
cpSync(dataset, MIGRATED_DATASET_DIR, { recursive: true });
rmSync(work, { recursive: true, force: true });
console.log(`Migrated site built in ${path.relative(REPO, OUT)}`);
