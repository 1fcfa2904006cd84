import { SANITY_API_VERSION } from '@react-redux-docs/schemas';
import type { PasteDoc } from '@react-redux-docs/scripts/paste';
import { useEffect, useMemo, useState } from 'react';
import { useClient } from 'sanity';
import { loadPasteDocs } from '../paste/pasteDocs.ts';

type PasteModule = typeof import('@react-redux-docs/scripts/paste');

/**
 * What the grid needs to write cells as Markdown and read them back: the importer's converter (loaded when a table
 * is opened) and the docs links may lead to, by route. Undefined until both are here.
 */
export function useCellConverter():
  | { paste: PasteModule; docs: PasteDoc[]; routeOf: (id: string) => string | undefined }
  | undefined {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [loaded, setLoaded] = useState<{ paste: PasteModule; docs: PasteDoc[] }>();
  useEffect(() => {
    let current = true;
    Promise.all([import('@react-redux-docs/scripts/paste'), loadPasteDocs(client).catch(() => [])]).then(
      ([paste, docs]) => current && setLoaded({ paste, docs }),
    );
    return () => {
      current = false;
    };
  }, [client]);
  return useMemo(() => {
    if (!loaded) return undefined;
    const routes = new Map(loaded.docs.map((doc) => [doc.documentId, doc.route]));
    return { ...loaded, routeOf: (id: string) => routes.get(id) };
  }, [loaded]);
}
