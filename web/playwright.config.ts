import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

// Ports as test/support/servedSites.ts gives them to tests (which cannot share a module with this file).
const PORT = Number(process.env.SITE_TEST_PORT ?? 9323);
const VARIANT_PORT = PORT + 1;
const MIGRATED_PORT = PORT + 2;
/** The site `npm run build` produced; SITE_DIR points elsewhere, e.g. a copy taken while rebuilding. */
const SITE_DIR = path.resolve(process.env.SITE_DIR ?? 'public');
/** The site built from the variant dataset by `npm run build:variant` (test/variant/build.ts). */
const VARIANT_DIR = path.resolve(process.env.VARIANT_SITE_DIR ?? 'public-variant');
/** The classic Docusaurus fixture migrated and built by `npm run build:migrated` (test/migrated/build.ts). */
const MIGRATED_DIR = path.resolve(process.env.MIGRATED_SITE_DIR ?? 'public-migrated');

const serve = (dir: string, port: number) => ({
  command: `node serve/server.ts --host 127.0.0.1 --port ${port} --dir ${JSON.stringify(dir)}`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  timeout: 60_000,
});

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'site', testDir: 'test/browser', use: { baseURL: `http://127.0.0.1:${PORT}` } },
    { name: 'variant', testDir: 'test/variant', use: { baseURL: `http://127.0.0.1:${VARIANT_PORT}` } },
    { name: 'migrated', testDir: 'test/migrated', use: { baseURL: `http://127.0.0.1:${MIGRATED_PORT}` } },
  ],
  // The tests never build a site themselves; they serve what the build scripts produced.
  // A site that was not built is not served, and its project's tests fail to connect.
  webServer: [
    serve(SITE_DIR, PORT),
    ...(existsSync(VARIANT_DIR) ? [serve(VARIANT_DIR, VARIANT_PORT)] : []),
    ...(existsSync(MIGRATED_DIR) ? [serve(MIGRATED_DIR, MIGRATED_PORT)] : []),
  ],
});
