/**
 * What a deploy of a rebuild uploads: the output files whose bytes differ
 * from the build before (Netlify asks only for files whose digest it does not
 * have), the new ones, and what went away. Files are told apart by a SHA-1
 * of their bytes, the digest Netlify's deploy API takes.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type OutputSnapshot = Map<string, { bytes: number; digest: string }>;

export function snapshotOutput(folder: string): OutputSnapshot {
  const files: OutputSnapshot = new Map();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    files.set(path.relative(folder, file), {
      bytes: body.length,
      digest: createHash('sha1').update(body).digest('hex'),
    });
  }
  return files;
}

/** Changed or new files of one kind, and their bytes. */
export type KindChanges = { kind: string; files: number; bytes: number };

export type OutputChanges = {
  /** Files after the rebuild. */
  total: number;
  /** Changed or new: what a deploy uploads. */
  uploaded: { files: number; bytes: number };
  changed: number;
  added: number;
  removed: number;
  byKind: KindChanges[];
};

/** Which kind of output a file is, by where it lives: a page's HTML, its page data, the search index, … */
export function outputKind(file: string): string {
  const parts = file.split(path.sep);
  if (parts[0] === 'search-index') return `search index: ${parts.length > 2 ? parts.at(-2) : 'manifest'}`;
  if (parts[0] === 'page-data') return 'page data';
  if (parts[0] === '_gatsby') return "Gatsby's slices";
  if (file.endsWith('.html')) return 'pages (HTML)';
  if (file.endsWith('.md')) return 'Markdown twins';
  if (file.startsWith('llms')) return 'llms files';
  if (/\.(js|css|map)$/.test(file)) return 'scripts and styles';
  return 'other';
}

export function compareOutput(before: OutputSnapshot, after: OutputSnapshot): OutputChanges {
  const kinds = new Map<string, KindChanges>();
  let changed = 0;
  let added = 0;
  let bytes = 0;
  for (const [file, now] of after) {
    const was = before.get(file);
    if (was?.digest === now.digest) continue;
    if (was) changed++;
    else added++;
    bytes += now.bytes;
    const kind = outputKind(file);
    const entry = kinds.get(kind) ?? { kind, files: 0, bytes: 0 };
    entry.files++;
    entry.bytes += now.bytes;
    kinds.set(kind, entry);
  }
  const removed = [...before.keys()].filter((file) => !after.has(file)).length;
  return {
    total: after.size,
    uploaded: { files: changed + added, bytes },
    changed,
    added,
    removed,
    byKind: [...kinds.values()].sort((a, b) => b.files - a.files),
  };
}
