import { SANITY_API_VERSION, SINGLETON_IDS } from '@react-redux-docs/schemas';
import { useEffect, useState } from 'react';
import { type PreviewProps, useClient } from 'sanity';
import { CATEGORY_OF_ROUTE_QUERY } from './queries.ts';

/** `undefined` while loading, `null` when the doc is in no category. */
function useSidebarCategory(route: string | undefined): string | null | undefined {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [category, setCategory] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!route) return;
    let current = true;
    client
      .fetch<string | null>(CATEGORY_OF_ROUTE_QUERY, { sidebarId: SINGLETON_IDS.docsSidebar, route })
      .then((label) => current && setCategory(label ?? null))
      .catch(() => current && setCategory(undefined));
    return () => {
      current = false;
    };
  }, [client, route]);
  return category;
}

/**
 * A doc in any list shows where it sits in the sidebar next to its route, so an
 * editor can tell "Hooks" in API Reference from a page of the same name elsewhere.
 * The schema's own preview puts the route in the subtitle as "/api/hooks".
 */
export function DocPreview(props: PreviewProps) {
  const route =
    typeof props.subtitle === 'string' && props.subtitle.startsWith('/') ? props.subtitle.slice(1) : undefined;
  const category = useSidebarCategory(route);
  if (!route || category === undefined) return props.renderDefault(props);
  return props.renderDefault({ ...props, subtitle: `${category ?? 'Not in the sidebar'} · /${route}` });
}
