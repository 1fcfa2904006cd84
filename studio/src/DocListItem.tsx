import { SANITY_API_VERSION } from '@react-redux-docs/schemas';
import { useEffect, useState } from 'react';
import { type PreviewProps, useClient } from 'sanity';
import { CATEGORY_OF_ROUTE_QUERY } from './queries.ts';

type Placement = { category: string; version: string | null };

/** `undefined` while loading, `null` when the doc is in no sidebar. */
function useSidebarCategory(route: string | undefined): Placement | null | undefined {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [category, setCategory] = useState<Placement | null | undefined>(undefined);
  useEffect(() => {
    if (!route) return;
    let current = true;
    client
      .fetch<Placement | null>(CATEGORY_OF_ROUTE_QUERY, { route })
      .then((placement) => current && setCategory(placement ?? null))
      .catch(() => current && setCategory(undefined));
    return () => {
      current = false;
    };
  }, [client, route]);
  return category;
}

/**
 * A doc in any list shows where it sits in the sidebar (and which docs version's sidebar) next to its route, so an
 * editor can tell "Hooks" in API Reference from a page of the same name elsewhere.
 * The schema's own preview puts the route in the subtitle as "/api/hooks".
 */
export function DocListItem(props: PreviewProps) {
  const route =
    typeof props.subtitle === 'string' && props.subtitle.startsWith('/') ? props.subtitle.slice(1) : undefined;
  const category = useSidebarCategory(route);
  if (!route || category === undefined) return props.renderDefault(props);
  const place = category ? [category.version, category.category].filter(Boolean).join(' · ') : 'Not in the sidebar';
  return props.renderDefault({ ...props, subtitle: `${place} · /${route}` });
}
