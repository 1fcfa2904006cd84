import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fail } from '../diagnostics.ts';
import { importModuleFile } from '../moduleFile.ts';

/** Config file names Docusaurus looks for, in its order. */
export const CONFIG_FILES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

const STUB_FILE = pathToFileURL(path.join(import.meta.dirname, 'missingPackageStub.cjs')).href;

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
  const exported = await importModuleFile(file, 'the Docusaurus config');
  try {
    return typeof exported === 'function' ? await (exported as () => unknown)() : exported;
  } catch (error) {
    fail(file, `the Docusaurus config's function failed: ${(error as Error).message}`);
  }
}

/** True when `file` is the stand-in a missing package resolved to (e.g. `require.resolve('some-theme')`). */
export function isMissingPackageStub(file: unknown): boolean {
  return typeof file === 'string' && pathToFileURL(file).href === STUB_FILE;
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
        return { url: STUB_FILE, shortCircuit: true };
      }
    },
  });
}

function isBareSpecifier(specifier: string): boolean {
  return !/^(?:\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);
}
