import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The code a render depends on: the rendering module, and the schema package's heading anchors and languages. */
const sources = (siteDir: string) => [path.join(siteDir, 'src/render'), path.join(siteDir, '../schemas/src/content')];

/**
 * A hash of the renderer's source files. Stored renders are keyed by it, so a
 * `gatsby build` run without a clean after the renderer changed (the build
 * script cleans, a hand-run build may not) never serves HTML of the old renderer.
 */
export async function rendererVersion(siteDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const root of sources(siteDir)) {
    const files = (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(path.relative(root, file)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}
