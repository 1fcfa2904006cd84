/**
 * Publishes pressed in this browser tab, so the document's publish status can
 * say "waiting for the build to start" for the editor who just pressed
 * Publish. Other documents' status shows only once a build carries their
 * last publish. Kept in sessionStorage, so a reload keeps following.
 */
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'react-redux-docs:published';
/** A publish older than this is no longer followed from the press alone. */
const FOLLOW_FOR_MS = 15 * 60_000;

/** When Publish was pressed, and the published revision then: publishing is done once the revision changes. */
export type PublishPress = { at: number; revisionBefore: string | null };

type Noted = Readonly<Record<string, PublishPress>>;

let noted: Noted = readStored();
const listeners = new Set<() => void>();

/** The Publish action calls this as it publishes `id` (the published id). */
export function notePublishPressed(id: string, revisionBefore: string | null, at = Date.now()) {
  noted = { ...noted, [id]: { at, revisionBefore } };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(noted));
  } catch {
    // Private mode or no storage: following lasts until the tab reloads.
  }
  for (const listener of listeners) listener();
}

/** When Publish was pressed on this document in this tab, if recently. */
export function usePublishPress(id: string): PublishPress | undefined {
  const press = useSyncExternalStore(subscribe, () => noted[id]);
  return press !== undefined && Date.now() - press.at < FOLLOW_FOR_MS ? press : undefined;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readStored(): Noted {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, PublishPress] =>
          typeof entry[1]?.at === 'number' &&
          (entry[1].revisionBefore === null || typeof entry[1].revisionBefore === 'string'),
      ),
    );
  } catch {
    return {};
  }
}
