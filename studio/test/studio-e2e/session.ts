/**
 * One run of the real built Studio for the end-to-end tests: built once (about 70 s; set STUDIO_E2E_DIST to reuse
 * a folder `node buildStudio.ts <dir>` built), served on loopback, signed in against the fake Sanity API seeded
 * with the site's seed content, in one Chromium. Images the Studio and the preview ask Sanity's CDN for are
 * answered from the seed's files.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeSeedDataset } from '@react-redux-docs/scripts/seed';
import { CHROMIUM_PATH, CHROMIUM_FLAGS as SITE_CHROMIUM_FLAGS } from '@react-redux-docs/web/testing/chromium';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { buildStudio, E2E_API_PORT } from './buildStudio.ts';
import { type FakeSanityApi, loadSeedDocuments, SANITY_IMAGE_CDN, startFakeSanityApi } from './fakeSanityApi.ts';
import { type SiteDeploysServer, startSiteDeploysServer } from './siteDeploysServer.ts';
import { type StudioServer, startStudioServer } from './studioServer.ts';

// As the site's tests launch it, plus accepting the fake API's self-signed certificate.
const CHROMIUM_FLAGS = [...SITE_CHROMIUM_FLAGS, '--ignore-certificate-errors'];
const VERBOSE = Boolean(process.env.STUDIO_E2E_VERBOSE);

export type StudioSession = {
  api: FakeSanityApi;
  studio: StudioServer;
  /** The site's functions (deploys list, publish webhook) against a stand-in for Netlify. */
  deploys: SiteDeploysServer;
  context: BrowserContext;
  /** Uncaught errors of every page opened, for a final check. */
  pageErrors: string[];
  /** A new tab, for a test that needs the Studio started from a link. */
  openPage: () => Promise<Page>;
  /**
   * The one running Studio every test shares, moved to `path` as the Studio's own links move it (no reload, no new
   * sign-in): starting the Studio is most of a test's work, and on a busy machine it is what ran out the clock.
   */
  visit: (path: string) => Promise<Page>;
  close: () => Promise<void>;
};

export async function startStudioSession(): Promise<StudioSession> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'studio-e2e-'));
  const [dist, ndjson] = await Promise.all([
    process.env.STUDIO_E2E_DIST
      ? buildStudio(path.resolve(process.env.STUDIO_E2E_DIST), { reuse: true })
      : buildStudio(path.join(workDir, 'dist')),
    writeSeedDataset(path.join(workDir, 'seed')),
  ]);
  const imagesDir = path.join(workDir, 'seed/images');
  const api = await startFakeSanityApi({
    documents: await loadSeedDocuments(ndjson),
    port: E2E_API_PORT,
    imagesDir,
    log: VERBOSE ? (line) => console.log(line) : undefined,
  });
  const studio = await startStudioServer(dist);
  const deploys = await startSiteDeploysServer({ studioOrigin: studio.url });
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1400, height: 900 } });
  await context.route(`${SANITY_IMAGE_CDN}/**`, async (route) => {
    const file = path.basename(new URL(route.request().url()).pathname);
    const body = await readFile(path.join(imagesDir, file)).catch(() => undefined);
    await (body
      ? route.fulfill({
          body,
          contentType: file.endsWith('.svg') ? 'image/svg+xml' : `image/${path.extname(file).slice(1)}`,
        })
      : route.fulfill({ status: 404 }));
  });
  const pageErrors: string[] = [];
  const openPage = async () => {
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    if (VERBOSE) page.on('console', (message) => console.log(`[browser ${message.type()}] ${message.text()}`));
    return page;
  };
  let shared: Page | undefined;
  const visit = async (to: string) => {
    if (shared?.url().startsWith(studio.url)) {
      await shared.evaluate((next) => {
        history.pushState(null, '', next);
        dispatchEvent(new PopStateEvent('popstate'));
      }, to);
      return shared;
    }
    shared = await openPage();
    await shared.goto(`${studio.url}${to}`);
    return shared;
  };
  return {
    api,
    studio,
    deploys,
    context,
    pageErrors,
    openPage,
    visit,
    close: async () => {
      await context.close();
      await browser.close();
      await deploys.stop();
      await studio.stop();
      await api.stop();
      const unhandled = api.unhandled();
      if (unhandled.length > 0) {
        console.log(
          `Requests the fake API did not answer: ${unhandled.map((r) => `${r.method} ${r.path}`).join(', ')}`,
        );
      }
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
