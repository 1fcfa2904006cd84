import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SiteContext } from '../siteContext.ts';
import type { SanityDocument } from '../types.ts';
import type { VersionImport } from '../versions/types.ts';
import { publishedId } from './publishedId.ts';

const run = promisify(execFile);

/** `_updatedAt` of each committed doc, and of each standalone page (`pageFiles`: document id → its file), from git. */
export async function addGitDates(
  documents: SanityDocument[],
  versions: readonly VersionImport[],
  shared: SiteContext,
  pageFiles: ReadonlyMap<string, string> = new Map(),
): Promise<void> {
  const dates = await lastCommitDates([
    ...versions.flatMap((version) => version.docs.map((doc) => doc.file)),
    ...pageFiles.values(),
  ]);
  for (const document of documents) {
    const file = shared.byDocumentId.get(publishedId(document._id))?.file ?? pageFiles.get(document._id);
    const date = file && dates.get(file);
    if (date) document._updatedAt = date;
  }
}

/**
 * Commit dates (`git log -1 --format=%cI`) of files, for `_updatedAt`.
 * Files that are not committed, or not in a git repository, are left out.
 */
export async function lastCommitDates(files: readonly string[]): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  const first = files[0];
  if (first === undefined) return dates;
  try {
    await run('git', ['rev-parse', '--is-inside-work-tree'], { cwd: path.dirname(first) });
  } catch {
    return dates;
  }
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      try {
        const { stdout } = await run('git', ['log', '-1', '--format=%cI', '--', path.basename(file)], {
          cwd: path.dirname(file),
        });
        const date = stdout.trim();
        if (date !== '') dates.set(file, date);
      } catch {
        // Outside the repository or git failed: no date.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, files.length) }, worker));
  return dates;
}
