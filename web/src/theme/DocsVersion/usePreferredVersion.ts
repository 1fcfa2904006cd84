import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ActiveDoc } from '../DocSidebar/activeDoc.ts';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage/index.ts';
import { type DocsVersions, useAllDocsVersions } from './useDocsVersions.ts';

/** The main docs' plugin id in Docusaurus; a docs section's is its name. */
const MAIN_DOCS_PLUGIN_ID = 'default';

/** The storage key of a docs line's chosen version: per docs plugin id, as Docusaurus keeps it. */
const keyOf = (section: string | null) => STORAGE_KEYS.preferredVersion(section ?? MAIN_DOCS_PLUGIN_ID);

/** The stored choice of a docs line, if it still names one of its versions; a removed version is forgotten. */
function readPreferred({ section, versions }: DocsVersions): string | null {
  const stored = readStorage(keyOf(section));
  if (stored === null) return null;
  if (versions.some((version) => version.name === stored)) return stored;
  removeStorage(keyOf(section));
  return null;
}

/**
 * The version a reader last chose in a docs line's version menu, kept per docs line (Docusaurus keeps it per docs
 * plugin). Null until the page has hydrated (the HTML cannot know it), and when none was chosen.
 */
export function usePreferredVersion(docsVersions: DocsVersions) {
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => setPreferred(readPreferred(docsVersions)), [docsVersions]);
  const savePreferredVersion = useCallback(
    (name: string) => {
      writeStorage(keyOf(docsVersions.section), name);
      setPreferred(name);
    },
    [docsVersions.section],
  );
  return { preferred, savePreferredVersion };
}

/** The version the reader is in, per docs line (section name; null: the main docs). */
export type ReaderVersions = ReadonlyMap<string | null, string>;

/**
 * The docs version the reader is in, in every docs line: the page's own in the line of the doc being read;
 * elsewhere the one they chose last, or else the line's latest release. Search looks in these, and the navbar's
 * links to docs lead into them. The same map from render to render until one of them changes.
 */
export function useReaderVersions(active: ActiveDoc | undefined): ReaderVersions {
  const all = useAllDocsVersions();
  const [preferred, setPreferred] = useState<ReadonlyMap<string | null, string | null>>(new Map());
  useEffect(() => setPreferred(new Map([...all].map(([section, line]) => [section, readPreferred(line)]))), [all]);
  const activeSection = active?.section ?? null;
  const activeVersion = active?.version;
  return useMemo(
    () =>
      new Map(
        [...all].map(([section, line]) => [
          section,
          (activeVersion !== undefined && section === activeSection ? activeVersion : null) ??
            preferred.get(section) ??
            line.last.name,
        ]),
      ),
    [all, preferred, activeSection, activeVersion],
  );
}
