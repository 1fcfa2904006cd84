import type { ValidationContext } from '@sanity/types';

export const SANITY_API_VERSION = '2025-02-19';

export type LinkTarget = { doc?: { _ref?: string }; url?: string };

/** A link target is either a doc on this site or an external URL, never both or neither. */
export function linkTargetProblem(value: LinkTarget | undefined): string | undefined {
  if (!value) return undefined;
  const hasDoc = Boolean(value.doc?._ref);
  const hasUrl = Boolean(value.url);
  if (hasDoc && hasUrl) return 'Choose either a doc or a web address, not both.';
  if (!hasDoc && !hasUrl) return 'Choose a doc on this site or enter a web address.';
  return undefined;
}

/**
 * True when no other doc (published or draft, other than this one) has the route, in any letter case:
 * `api/Hooks` and `api/hooks` would be one folder on case-insensitive disks.
 */
export async function routeIsFree(route: string, context: ValidationContext): Promise<boolean> {
  const id = (context.document?._id ?? '').replace(/^drafts\./, '');
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  const query = 'count(*[_type == "doc" && lower(route.current) == lower($route) && !(_id in [$id, "drafts." + $id])])';
  return (await client.fetch<number>(query, { route, id })) === 0;
}
