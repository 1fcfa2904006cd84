import { useCallback, useEffect } from 'react';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage/index.ts';

export type DocsVersion = { name: string; label: string; path: string };

/** The docs plugin this site has; preferences are stored per plugin, as a site with several would need. */
export const DOCS_PLUGIN_ID = 'default';

/**
 * The version a reader last chose, kept per docs plugin; a stored version that
 * no longer exists (removed in a later release) is forgotten on the next visit.
 */
export function usePreferredVersion(pluginId: string, versions: DocsVersion[]) {
  const key = STORAGE_KEYS.preferredVersion(pluginId);
  useEffect(() => {
    const stored = readStorage(key);
    if (stored !== null && !versions.some((version) => version.name === stored)) removeStorage(key);
  }, [key, versions]);
  const savePreferredVersion = useCallback((name: string) => writeStorage(key, name), [key]);
  return { savePreferredVersion };
}
