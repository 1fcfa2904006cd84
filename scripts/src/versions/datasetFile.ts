/**
 * A dataset folder's `data.ndjson` (the importer's output) as the place a version job reads from and writes to:
 * the mutations are applied to the documents in memory and the file is replaced whole, so a failed job leaves it
 * as it was.
 */
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StoredDocument, VersionMutation } from '@react-redux-docs/schemas/version-jobs';

/** `DIR` (a dataset folder) or `DIR/data.ndjson` → the NDJSON file. */
export async function ndjsonFileOf(target: string): Promise<string> {
  const info = await stat(target).catch(() => undefined);
  if (!info)
    throw new Error(`${target}: no such file or folder. Give a dataset folder the importer wrote, or its data.ndjson.`);
  return info.isDirectory() ? path.join(target, 'data.ndjson') : target;
}

export async function readDatasetFile(file: string): Promise<StoredDocument[]> {
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line.trim() !== '')
    .map(({ line, number }) => {
      try {
        const document = JSON.parse(line) as StoredDocument;
        if (typeof document._id !== 'string' || typeof document._type !== 'string') throw new Error('no _id or _type');
        return document;
      } catch (error) {
        throw new Error(`${file}:${number}: not a Sanity document (${(error as Error).message}).`);
      }
    });
}

/** Applies create, delete and patch (set, inc) mutations, as Sanity would in one transaction. */
export function applyToDocuments(documents: readonly StoredDocument[], mutations: readonly VersionMutation[]) {
  const byId = new Map(documents.map((document) => [document._id, document]));
  for (const mutation of mutations) {
    if ('create' in mutation) {
      if (byId.has(mutation.create._id)) throw new Error(`A document "${mutation.create._id}" already exists.`);
      byId.set(mutation.create._id, mutation.create);
    } else if ('delete' in mutation) {
      byId.delete(mutation.delete.id);
    } else {
      const { id, set, inc } = mutation.patch;
      const before = byId.get(id);
      if (!before) throw new Error(`No document "${id}" to change.`);
      const after: StoredDocument = { ...before, ...set };
      for (const [field, by] of Object.entries(inc ?? {})) after[field] = Number(before[field] ?? 0) + by;
      byId.set(id, after);
    }
  }
  return [...byId.values()];
}

export async function writeDatasetFile(file: string, documents: readonly StoredDocument[]) {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, documents.map((document) => `${JSON.stringify(document)}\n`).join(''));
  await rename(temporary, file);
}
