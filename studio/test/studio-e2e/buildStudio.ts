/**
 * Builds the real Studio for end-to-end tests as `sanity build` builds it for deploying (minified): the project's own
 * sanity.config.ts, wrapped by a generated config in a temporary folder that points the Studio's API client at a
 * loopback stand-in (`apiHost`), so the real config file needs no test-only switch. This is the suite's proof that
 * the Studio builds. Run directly (`node buildStudio.ts [outDir]`) to build once and print the folder.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_SITE_URL } from './siteDeploysServer.ts';

const run = promisify(execFile);
const STUDIO_DIR = path.resolve(import.meta.dirname, '../..');
const REPO_DIR = path.resolve(STUDIO_DIR, '..');
const SANITY_BIN = path.join(REPO_DIR, 'node_modules/.bin/sanity');

/** The project id the test Studio is built with; the fake API answers for any id. */
export const E2E_PROJECT_ID = 'e2etest';
export const E2E_DATASET = 'production';
/**
 * The API host baked into the test build. The client puts the project id in front of the host
 * (`https://e2etest.localhost:PORT/v…`), and Chromium resolves every `*.localhost` name to loopback, so the
 * fake API only has to listen on this port. A fixed port: it is compiled into the bundle. HTTPS because the fake
 * serves HTTP/2 (see fakeSanityApi.ts), which browsers only speak over TLS.
 */
export const E2E_API_PORT = Number(process.env.STUDIO_E2E_API_PORT ?? 3939);
export const E2E_API_HOST = `https://localhost:${E2E_API_PORT}`;

export const DEFAULT_STUDIO_E2E_DIST = path.join(tmpdir(), 'studio-e2e-dist');

export async function buildStudio(outDir = DEFAULT_STUDIO_E2E_DIST, options: { reuse?: boolean } = {}) {
  if (options.reuse && existsSync(path.join(outDir, 'index.html'))) return outDir;
  const srcDir = await mkdtemp(path.join(tmpdir(), 'studio-e2e-src-'));
  try {
    // The generated studio folder resolves packages from the repository's node_modules.
    await symlink(path.join(REPO_DIR, 'node_modules'), path.join(srcDir, 'node_modules'), 'dir');
    // The CLI checks the studio's manifest declares its peer dependencies (styled-components, react…).
    const manifest = JSON.parse(await readFile(path.join(STUDIO_DIR, 'package.json'), 'utf8'));
    await writeFile(
      path.join(srcDir, 'package.json'),
      JSON.stringify({ ...manifest, name: 'studio-e2e', scripts: {} }),
    );
    const realConfig = path.join(STUDIO_DIR, 'sanity.config.ts');
    const realCli = path.join(STUDIO_DIR, 'sanity.cli.ts');
    await writeFile(
      path.join(srcDir, 'sanity.config.ts'),
      `import config from ${JSON.stringify(realConfig)};\nexport default { ...config, apiHost: ${JSON.stringify(E2E_API_HOST)} };\n`,
    );
    await writeFile(path.join(srcDir, 'sanity.cli.ts'), `export { default } from ${JSON.stringify(realCli)};\n`);
    await rm(outDir, { recursive: true, force: true });
    await mkdir(path.dirname(outDir), { recursive: true });
    const env = {
      ...process.env,
      DO_NOT_TRACK: '1',
      NO_UPDATE_NOTIFIER: '1',
      CI: 'true',
      SANITY_STUDIO_PROJECT_ID: E2E_PROJECT_ID,
      SANITY_STUDIO_DATASET: E2E_DATASET,
      // The Deploy tool reads the site's deploys from its function, served on loopback by siteDeploysServer.ts.
      SANITY_STUDIO_SITE_URL: E2E_SITE_URL,
    };
    await run(SANITY_BIN, ['build', outDir, '--yes'], {
      cwd: srcDir,
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    const index = path.join(outDir, 'index.html');
    if (!existsSync(index)) throw new Error(`sanity build wrote no index.html to ${outDir}`);
    if (!/<script[^>]+src="[^"]+\.js"/.test(await readFile(index, 'utf8'))) {
      throw new Error(`sanity build wrote an index.html without the Studio's script to ${outDir}`);
    }
    return outDir;
  } finally {
    await rm(srcDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const started = Date.now();
  const dir = await buildStudio(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`Studio built into ${dir} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}
