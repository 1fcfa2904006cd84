import { existsSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

/** Folders (as file URL prefixes) whose modules may import packages this project lacks, which then get a stub. */
const stubbedFolders = new Set<string>();
/** Named imports of each bare specifier, seen in the config's source: an ES module stub must export those names. */
const namedImports = new Map<string, Set<string>>();
let hooksRegistered = false;

/**
 * Loads a `docusaurus.config` file and returns its value (a config function
 * is called). The config imports packages of the migrated site (the theme,
 * `prism-react-renderer`, remark plugins) that this project does not
 * install; those resolve to a stub whose every property is the stub again,
 * so loading works while the plain values the importer reads stay intact.
 * Only modules inside the website folder get stubs; a missing package
 * anywhere else fails as usual.
 */
export async function loadDocusaurusConfig(file: string): Promise<unknown> {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    fail(file, 'Docusaurus config file not found');
  }
  const folder = pathToFileURL(`${path.dirname(file)}${path.sep}`).href;
  stubbedFolders.add(folder);
  collectNamedImports(source);
  registerStubHooks();
  const exported = await importModuleFile(file, source, 'the Docusaurus config');
  try {
    return typeof exported === 'function' ? await (exported as () => unknown)() : exported;
  } catch (error) {
    fail(file, `the Docusaurus config's function failed: ${(error as Error).message}`);
  }
}

function collectNamedImports(source: string): void {
  const pattern = /import\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(pattern)) {
    const [, list = '', specifier = ''] = match;
    const names = namedImports.get(specifier) ?? new Set<string>();
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && /^[\w$]+$/.test(name)) names.add(name);
    }
    namedImports.set(specifier, names);
  }
}

function registerStubHooks(): void {
  if (hooksRegistered) return;
  hooksRegistered = true;
  registerHooks({
    load(url, context, nextLoad) {
      const format = moduleFormatInTypelessPackage(url);
      if (!format) return nextLoad(url, context);
      return { format, source: readFileSync(new URL(url)), shortCircuit: true };
    },
    resolve(specifier, context, nextResolve) {
      try {
        return nextResolve(specifier, context);
      } catch (error) {
        const code = (error as { code?: string }).code;
        const parent = context.parentURL ?? '';
        const inWebsite = [...stubbedFolders].some((folder) => parent.startsWith(folder));
        if (!inWebsite || parent.includes('/node_modules/') || !isBareSpecifier(specifier)) throw error;
        if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw error;
        if (context.conditions.includes('require')) return { url: STUB_FILE, shortCircuit: true };
        return { url: esmStubUrl(specifier), shortCircuit: true, format: 'module' };
      }
    },
  });
}

/**
 * A migrated site's `package.json` seldom says `"type"`, and its TypeScript or JavaScript files are ES modules:
 * Node would try them as CommonJS first and warn on every import. Files of the website written with `import` or
 * `export` load as ES modules straight away.
 */
function moduleFormatInTypelessPackage(url: string): 'module' | 'module-typescript' | undefined {
  if (!url.startsWith('file:') || ![...stubbedFolders].some((folder) => url.startsWith(folder))) return undefined;
  if (url.includes('/node_modules/')) return undefined;
  const file = fileURLToPath(url.replace(/[?#].*$/, ''));
  const extension = path.extname(file);
  if (extension !== '.ts' && extension !== '.js') return undefined;
  if (packageType(path.dirname(file)) !== undefined) return undefined;
  const source = readFileSync(file, 'utf8');
  if (!/^\s*(?:import\s[^(]|export\s)/m.test(source)) return undefined;
  return extension === '.ts' ? 'module-typescript' : 'module';
}

/** The `type` of the nearest package.json, or undefined when it sets none (or there is none). */
function packageType(dir: string): string | undefined {
  for (let current = dir; ; current = path.dirname(current)) {
    const file = path.join(current, 'package.json');
    if (existsSync(file)) {
      try {
        const type = (JSON.parse(readFileSync(file, 'utf8')) as { type?: unknown }).type;
        return typeof type === 'string' ? type : undefined;
      } catch {
        return undefined;
      }
    }
    if (path.dirname(current) === current) return undefined;
  }
}

function isBareSpecifier(specifier: string): boolean {
  return !/^(?:\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);
}

/** An ES module, as a data: URL, exporting the stub as default and under every name the config imports. */
function esmStubUrl(specifier: string): string {
  const names = [...(namedImports.get(specifier) ?? [])].filter((name) => name !== 'default');
  const source = [
    `import stub from ${JSON.stringify(STUB_FILE)};`,
    'export default stub;',
    ...names.map((name) => `export const ${name} = stub;`),
  ].join('\n');
  return `data:text/javascript,${encodeURIComponent(source)}`;
}
