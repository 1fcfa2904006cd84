import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A short hash of every file under some folders. Results cached across builds
 * (renders, schema checks) are keyed by the hash of the code that made them,
 * so a `gatsby build` run without a clean after that code changed (the build
 * script cleans, a hand-run build may not) never reuses a stale result.
 */
export async function hashSourceFolders(folders: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const root of folders) {
    const files = (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(path.relative(root, file)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}
