import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { copySite } from '../../../builder/siteCopy.ts';

const SITE_DIR = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(path.join(SITE_DIR, 'package.json'));
// Gatsby's own entries for the Parcel run that compiles gatsby-node.ts and gatsby-config.ts files.
const { gatsbyFileRegex } = require('gatsby/dist/utils/parcel/compile-gatsby-files.js') as { gatsbyFileRegex: string };
const resolveOptions = (
  require('@parcel/core/lib/resolveOptions.js') as {
    default: (options: { entries: string[]; cacheDir: string }) => Promise<{ projectRoot: string }>;
  }
).default;

/** The folder Parcel walks on every build, for a site in `siteDir`, found as Parcel finds it. */
async function parcelProjectRoot(siteDir: string): Promise<string> {
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'parcel-root-'));
  try {
    const entries = [`${siteDir}/${gatsbyFileRegex}`, `${siteDir}/plugins/**/${gatsbyFileRegex}`];
    return (await resolveOptions({ entries, cacheDir })).projectRoot;
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
}

test('Parcel takes the site folder as its project root, not the monorepo with its node_modules (web/.hg)', async () => {
  assert.equal(await parcelProjectRoot(SITE_DIR), SITE_DIR);
  // The copies the build bench and the incremental-build test make are measured the same way.
  const copy = copySite('.test-site-parcel-root');
  try {
    assert.equal(await parcelProjectRoot(copy), copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
