import type { BuiltIndex, FileTally } from './types.ts';

/** Files and bytes of each kind of index file (by folder: terms, tiers, members, heads, records). */
export function filesByKind(built: BuiltIndex): Map<string, FileTally> {
  const kinds = new Map<string, FileTally>();
  for (const [file, body] of built.stored) {
    const kind = file.split('/').at(-2) ?? file;
    const entry = kinds.get(kind) ?? { files: 0, bytes: 0 };
    entry.files += 1;
    entry.bytes += Buffer.byteLength(body);
    kinds.set(kind, entry);
  }
  kinds.delete('manifest.json');
  return kinds;
}
