import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fail } from '../diagnostics.ts';
import { importModuleFile } from './moduleFile.ts';

/** Config file names Docusaurus looks for, in its order. */
export const CONFIG_FILES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

const STUB_PATH = path.join(import.meta.dirname, 'missingPackageStub.cjs');

/** Folders (as file URL prefixes) whose modules may require packages this project lacks, which then get a stub. */
const stubbedFolders = new Set<string>();
let hooksRegistered = false;

/**
 * Loads a `docusaurus.config` file as Docusaurus does (moduleFile.ts) and
 * returns its value (a config function is called). The config requires
 * packages of the migrated site (the theme, `prism-react-renderer`, remark
 * plugins) that are not installed when the site's dependencies are not;
 * those resolve to a stub whose every property is the stub again, so loading
 * works while the plain values the importer reads stay intact (a
 * `require.resolve` of one gives the stub's path). Only modules of the
 * website folder get stubs; a missing package anywhere else fails as usual.
 */
export async function loadDocusaurusConfig(file: string): Promise<unknown> {
  if (!existsSync(file)) fail(file, 'Docusaurus config file not found');
  stubbedFolders.add(pathToFileURL(`${path.dirname(file)}${path.sep}`).href);
  registerStubHooks();
  // Read as the site's deploy reads it: build services set CI, and some configs turn options on only there
  // (Redux Toolkit's runs transpileCodeblocks only in CI).
  const ci = process.env.CI;
  process.env.CI ??= 'true';
  try {
    const exported = await importModuleFile(file, 'the Docusaurus config');
    try {
      return typeof exported === 'function' ? await (exported as () => unknown)() : exported;
    } catch (error) {
      fail(file, `the Docusaurus config's function failed: ${(error as Error).message}`);
    }
  } finally {
    if (ci === undefined) delete process.env.CI;
  }
}

/** Per package, a file that loads the stub: `require.resolve('some-theme')` gives its path, which names the package. */
let stubDir: string | undefined;
const STUB_SUFFIX = '.missing-package.cjs';

function stubFileFor(specifier: string): string {
  if (stubDir === undefined) {
    const dir = mkdtempSync(path.join(tmpdir(), 'docusaurus-config-'));
    // A config may require a stub at any time while the process runs, so the folder goes only when it ends.
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    stubDir = dir;
  }
  const file = path.join(stubDir, `${encodeURIComponent(specifier)}${STUB_SUFFIX}`);
  if (!existsSync(file))
    writeFileSync(
      file,
      `module.exports = require(${JSON.stringify(STUB_PATH)}).stubFor(${JSON.stringify(specifier)});\n`,
    );
  return pathToFileURL(file).href;
}

/**
 * The package a value of the config stands for when it was not installed: `require.resolve('some-theme')` gives
 * a stand-in's path, here read back as "some-theme". Undefined for anything else.
 */
export function missingPackageName(value: unknown): string | undefined {
  if (typeof value !== 'string' || stubDir === undefined || !value.startsWith(stubDir)) return undefined;
  const base = path.basename(value);
  return base.endsWith(STUB_SUFFIX) ? decodeURIComponent(base.slice(0, -STUB_SUFFIX.length)) : undefined;
}

const STUB_PATH_KEY = Symbol.for('react-redux-docs.missingPackagePath');

/**
 * What a value of the config stands for when its package was not installed: the package and the members read
 * off it (`remark-typescript-tools.transpileCodeblocks`). Undefined for anything else.
 */
export function missingPackageMember(value: unknown): string | undefined {
  if (typeof value !== 'function') return undefined;
  const path = (value as unknown as Record<symbol, unknown>)[STUB_PATH_KEY];
  return typeof path === 'string' ? path : undefined;
}

function registerStubHooks(): void {
  if (hooksRegistered) return;
  hooksRegistered = true;
  // jiti resolves through Node's resolver, so `require`, `require.resolve` and `import` all pass here.
  registerHooks({
    resolve(specifier, context, nextResolve) {
      try {
        return nextResolve(specifier, context);
      } catch (error) {
        const code = (error as { code?: string }).code;
        const parent = context.parentURL ?? '';
        const inWebsite = [...stubbedFolders].some((folder) => parent.startsWith(folder));
        if (!inWebsite || parent.includes('/node_modules/') || !isBareSpecifier(specifier)) throw error;
        if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw error;
        return { url: stubFileFor(specifier), shortCircuit: true };
      }
    },
  });
}

function isBareSpecifier(specifier: string): boolean {
  return !/^(?:\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);
}
