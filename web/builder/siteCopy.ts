import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

const SITE_DIR = path.resolve(import.meta.dirname, '..');
/** Build output and local state: a copy starts without them. */
const LEFT_OUT = new Set([
  'node_modules',
  'public',
  'public-variant',
  'public-migrated',
  '.cache',
  '.variant',
  '.search',
  'test-results',
]);

/**
 * A copy of the site folder next to web/ (the plugins find the repository's
 * packages and node_modules one level up), for builds that must not touch
 * web/public: the build benchmark and the incremental-build test.
 */
export function copySite(name: string): string {
  const target = path.resolve(SITE_DIR, '..', name);
  rmSync(target, { recursive: true, force: true });
  cpSync(SITE_DIR, target, {
    recursive: true,
    filter: (source) => !LEFT_OUT.has(path.basename(source)) || path.dirname(source) !== SITE_DIR,
  });
  return target;
}

/** Runs `npm run build`'s script in a site folder, with the given environment on top of this one. */
export const BUILD_SCRIPT = path.join(SITE_DIR, 'builder', 'build.ts');
