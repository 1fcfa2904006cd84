import { useCallback, useEffect, useState } from 'react';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage/index.ts';
import type { DocsVersions } from './useDocsVersions.ts';

/** The docs plugin this site has; preferences are stored per plugin, as a site with several would need. */
export const DOCS_PLUGIN_ID = 'default';

/**
 * The version a reader last chose in the version menu, kept per docs plugin;
 * a stored version that no longer exists (removed in a later release) is
 * forgotten. Null until the page has hydrated (the HTML cannot know it), and
 * when none was chosen.
 */
export function usePreferredVersion({ versions }: DocsVersions) {
  const key = STORAGE_KEYS.preferredVersion(DOCS_PLUGIN_ID);
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => {
    const stored = readStorage(key);
    if (stored === null) return;
    if (versions.some((version) => version.name === stored)) setPreferred(stored);
    else removeStorage(key);
  }, [key, versions]);
  const savePreferredVersion = useCallback(
    (name: string) => {
      writeStorage(key, name);
      setPreferred(name);
    },
    [key],
  );
  return { preferred, savePreferredVersion };
}

/**
 * The docs version the reader is in: the page's own on a doc page; elsewhere
 * the one they chose last, or else the latest release. Search looks in it and
 * the navbar's links to docs lead into it.
 */
export function useReaderVersion(docsVersions: DocsVersions, pageVersion: string | undefined): string {
  const { preferred } = usePreferredVersion(docsVersions);
  return pageVersion ?? preferred ?? docsVersions.last.name;
}
