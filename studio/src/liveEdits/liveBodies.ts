import { useSyncExternalStore } from 'react';

/**
 * A body as the editor is typing it, ahead of the document: the body editor hands its changes to the form in
 * batches (a quarter second after typing stops, or each second while it goes on), and the document the Preview
 * gets trails that by a few hundred milliseconds more. The body input notes each keystroke's body here, and the
 * Preview draws it at once.
 */
export type LiveBody = {
  body: readonly unknown[];
  /** When the body was last edited, and when the editor last handed its edits to the form (performance.now()). */
  editedAt: number;
  flushedAt: number;
};

const bodies = new Map<string, LiveBody>();
const listeners = new Set<() => void>();
const publishedId = (id: string) => id.replace(/^drafts\./, '');

function changed() {
  for (const listener of listeners) listener();
}

/** `editedAt`: when the edit was made (its patch), which may be before the body was read. */
export function noteBodyEdit(documentId: string, body: readonly unknown[], editedAt: number) {
  const id = publishedId(documentId);
  bodies.set(id, { body, editedAt, flushedAt: bodies.get(id)?.flushedAt ?? 0 });
  changed();
}

export function noteBodyHandedToForm(documentId: string) {
  const live = bodies.get(publishedId(documentId));
  if (!live) return;
  bodies.set(publishedId(documentId), { ...live, flushedAt: performance.now() });
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The body being typed in the document `documentId` (draft or published id), if it is being edited here. */
export function useLiveBody(documentId: string | undefined): LiveBody | undefined {
  return useSyncExternalStore(subscribe, () => (documentId ? bodies.get(publishedId(documentId)) : undefined));
}

/**
 * The body to draw: the one being typed while it has edits the form has not got yet, or got but not yet passed
 * on as the document (`documentAt`: when the Preview last got the document); else the document's own.
 */
export function bodyToDraw(live: LiveBody | undefined, documentAt: number): readonly unknown[] | undefined {
  if (!live) return undefined;
  const ahead = live.editedAt > live.flushedAt || documentAt < live.flushedAt;
  return ahead ? live.body : undefined;
}
