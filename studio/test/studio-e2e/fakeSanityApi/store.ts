/** The in-memory dataset: the seed documents, and each committed change's new revision. */
import { randomUUID } from 'node:crypto';
import type { Change, CommittedChange, DocumentStore, SanityDocument } from './types.ts';
import { FAKE_USER } from './user.ts';

const nowIso = () => new Date().toISOString();

export function createDocumentStore(documents: SanityDocument[]): DocumentStore {
  const docs = new Map<string, SanityDocument>();
  const seededAt = nowIso();
  for (const doc of documents) {
    docs.set(doc._id, {
      _createdAt: seededAt,
      _updatedAt: seededAt,
      ...structuredClone(doc),
      _rev: (doc._rev as string | undefined) ?? randomUUID().slice(0, 22),
    });
  }
  const commit = (changes: Change[], transactionId: string, identity = FAKE_USER.id) => {
    // The transaction's id is the revision every document it writes ends up at, as in Sanity.
    const resultRev = transactionId;
    const timestamp = nowIso();
    const committed: CommittedChange[] = [];
    for (const change of changes) {
      if (change.after) {
        change.after = { ...change.after, _rev: resultRev, _updatedAt: timestamp };
        docs.set(change.id, change.after);
      } else docs.delete(change.id);
      committed.push({ change, previousRev: change.before?._rev, resultRev: change.after ? resultRev : undefined });
    }
    return { transactionId, timestamp, identity, changes: committed };
  };
  return { docs, seededAt, commit };
}
