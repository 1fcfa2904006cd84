import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Everything a build depends on except the content: the site's code, styles
 * and config, the packages it imports from this repository, the installed
 * dependencies, the Node version, and the environment variables the build
 * reads. Content (Sanity documents, the seed Markdown in content/) is not in
 * it: Gatsby's own cache knows which pages a content change touches.
 */
const SITE_INPUTS = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  // What gatsby-node and the plugins import from the builder (webpack settings, child processes, hashing).
  'builder',
  'package.json',
  'tsconfig.json',
  'src',
  'plugins',
  'static',
];
const REPO_INPUTS = [
  'package-lock.json',
  'tsconfig.json',
  'schemas/src',
  'scripts/src',
  'scripts/package.json',
  'schemas/package.json',
];
/** Written by the build itself, so never a reason to rebuild. */
const GENERATED = new Set(['src/gatsby-types.d.ts']);
const SKIPPED_FOLDERS = new Set(['node_modules', 'test', '.cache', 'public']);
/** Read during the build (content source, search mode); a different value can change any page. */
const ENV_PREFIXES = ['SANITY_', 'ALGOLIA_', 'SITE_', 'GATSBY_'];

export type Fingerprint = { hash: string; files: Record<string, string>; node: string; env: string };

async function filesUnder(root: string, relative: string): Promise<string[]> {
  const full = path.join(root, relative);
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(full, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return [relative];
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...(await filesUnder(root, child)));
    } else if (entry.isFile() && !GENERATED.has(child)) {
      files.push(child);
    }
  }
  return files;
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The fingerprint of the site in `siteDir` (web/), whose repository is its parent. */
export async function buildFingerprint(siteDir: string, env: NodeJS.ProcessEnv = process.env): Promise<Fingerprint> {
  const repoDir = path.dirname(siteDir);
  const files: Record<string, string> = {};
  for (const [root, inputs, prefix] of [
    [siteDir, SITE_INPUTS, 'web/'],
    [repoDir, REPO_INPUTS, ''],
  ] as const) {
    for (const input of inputs) {
      for (const file of (await filesUnder(root, input)).sort()) {
        files[`${prefix}${file}`] = sha(await readFile(path.join(root, file)));
      }
    }
  }
  const variables = Object.keys(env)
    .filter((name) => ENV_PREFIXES.some((prefix) => name.startsWith(prefix)))
    .sort()
    .map((name) => `${name}=${env[name]}`);
  // Values are hashed, never stored: some are secrets.
  const envHash = sha(variables.join('\n'));
  const hash = sha(JSON.stringify([files, process.version, envHash]));
  return { hash, files, node: process.version, env: envHash };
}

/** Why a clean build is needed, in words; undefined when the previous build was made from the same inputs. */
export function reasonToClean(previous: Fingerprint | undefined, current: Fingerprint): string | undefined {
  if (!previous) return 'no earlier build to reuse';
  if (previous.hash === current.hash) return undefined;
  if (previous.node !== current.node) return `Node changed from ${previous.node} to ${current.node}`;
  if (previous.env !== current.env) return 'the build environment variables changed';
  const changed = [
    ...Object.keys(current.files).filter((file) => previous.files[file] !== current.files[file]),
    ...Object.keys(previous.files).filter((file) => !(file in current.files)),
  ];
  const listed = changed.slice(0, 5).join(', ');
  return `${listed}${changed.length > 5 ? ` and ${changed.length - 5} more files` : ''} changed`;
}
