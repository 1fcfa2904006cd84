/**
 * `npm run build:variant`: imports the seed content, changes the site settings
 * (variantDataset.ts), runs the real `gatsby build` on that dataset and keeps
 * the result in public-variant/, which the Playwright project "variant" serves.
 * Like build:migrated, it fails if the build prints an error line, even when it
 * succeeds (buildOutput.ts). Run it before the main build: both use web/public
 * while building.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeSeedDataset } from '@react-redux-docs/scripts/seed';
import { gatsbyBuild } from '../build/buildOutput.ts';
import { toVariant, VARIANT_SECTION_DOCUMENTS } from './variantDataset.ts';

const WEB = path.resolve(import.meta.dirname, '../..');
const REPO = path.resolve(WEB, '..');
const WORK = path.join(WEB, '.variant');
const OUT = path.join(WEB, 'public-variant');

rmSync(WORK, { recursive: true, force: true });
await writeSeedDataset(WORK);

const datasetFile = path.join(WORK, 'data.ndjson');
const lines = readFileSync(datasetFile, 'utf8').split('\n').filter(Boolean);
const changed = [
  ...lines.map((line) => JSON.stringify(toVariant(JSON.parse(line)))),
  ...VARIANT_SECTION_DOCUMENTS.map((document) => JSON.stringify(document)),
];
writeFileSync(datasetFile, `${changed.join('\n')}\n`);

const gatsby = path.join(REPO, 'node_modules/gatsby/cli.js');
execFileSync(process.execPath, [gatsby, 'clean'], { cwd: WEB, stdio: 'inherit' });
await gatsbyBuild({
  cwd: WEB,
  env: { ...process.env, SANITY_DATASET_FILE: datasetFile, GATSBY_TELEMETRY_DISABLED: '1' },
  what: 'The variant build',
});
rmSync(OUT, { recursive: true, force: true });
renameSync(path.join(WEB, 'public'), OUT);
console.log(`Variant site built in ${path.relative(REPO, OUT)}`);
