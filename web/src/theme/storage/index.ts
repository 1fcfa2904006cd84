/**
 * localStorage that never throws: in private windows or with storage blocked,
 * preferences are simply not remembered, and the maintainer gets one warning.
 */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismissed: 'announcement-dismiss',
  announcementId: 'announcement-id',
  preferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
} as const;

let warned = false;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch (error) {
    warnOnce(error);
    return undefined;
  }
}

function warnOnce(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn('Browser storage is unavailable; settings such as the colour mode will not be remembered.', error);
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch (error) {
    warnOnce(error);
  }
}

export function removeStorage(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch (error) {
    warnOnce(error);
  }
}
