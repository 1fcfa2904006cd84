import { SANITY_API_VERSION } from '@react-redux-docs/schemas';
import { useEffect, useState } from 'react';
import { type PreviewProps, useClient } from 'sanity';
import { SIDEBAR_PLACE_OF_ROUTE_QUERY, type SidebarPlaceOfRoute } from './queries.ts';
import { describeSidebarPlace } from './sidebar/describePlace.ts';

/** `undefined` while loading or when no doc has the route (yet). */
function useSidebarPlace(route: string | undefined): SidebarPlaceOfRoute | undefined {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [place, setPlace] = useState<SidebarPlaceOfRoute | undefined>(undefined);
  useEffect(() => {
    if (!route) return;
    let current = true;
    // Drafts first, as the lists show them: a doc moved but not yet published shows its new place.
    client
      .fetch<SidebarPlaceOfRoute | null>(SIDEBAR_PLACE_OF_ROUTE_QUERY, { route }, { perspective: 'drafts' })
      .then((found) => current && setPlace(found ?? undefined))
      .catch(() => current && setPlace(undefined));
    return () => {
      current = false;
    };
  }, [client, route]);
  return place;
}

/**
 * A doc in any list shows where it sits in the sidebar (and which docs version's sidebar) next to its route, so an
 * editor can tell "Hooks" in API Reference from a page of the same name elsewhere.
 * The schema's own preview puts the route in the subtitle as "/api/hooks".
 */
export function DocListItem(props: PreviewProps) {
  const route =
    typeof props.subtitle === 'string' && props.subtitle.startsWith('/') ? props.subtitle.slice(1) : undefined;
  const place = useSidebarPlace(route);
  if (!route || !place) return props.renderDefault(props);
  return props.renderDefault({ ...props, subtitle: `${describeSidebarPlace(place)} · /${route}` });
}
