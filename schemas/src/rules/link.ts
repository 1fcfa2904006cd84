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

type RouteClaim = { doc: { _id: string; title?: string } | null; rule: string | null };

/**
 * What already sends readers from `/route` elsewhere, in words for the editor: another doc's old route (published or
 * draft), or an exact rule of the Redirects list. A page there would take those readers. Undefined when nothing does.
 */
export async function routeClaimProblem(route: string, context: ValidationContext): Promise<string | undefined> {
  const id = (context.document?._id ?? '').replace(/^drafts\./, '');
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  const claim = await client.fetch<RouteClaim | null>(
    `{
      "doc": *[_type == "doc" && !(_id in [$id, "drafts." + $id]) && count(previousRoutes[lower(@) == lower($route)]) > 0][0]{_id, title},
      "rule": *[_id == "redirects"][0].rules[lower(from) in [lower("/" + $route), lower("/" + $route + "/")]][0].from
    }`,
    { route, id },
  );
  if (claim?.doc) {
    const owner = claim.doc.title ? `"${claim.doc.title}"` : claim.doc._id;
    return `/${route} is an old route of the doc ${owner}: readers following it are sent there. Remove it from that doc's Old routes first, or choose another route.`;
  }
  if (claim?.rule) {
    return `/${route} is redirected by the Redirects list (the rule from ${claim.rule}). Remove that rule first, or choose another route.`;
  }
  return undefined;
}

/**
 * A link's address: a full address (https://, http://, mailto:) or a path of this site that is not a doc, like
 * "/" for the home page ("/search", an old address that redirects). Docs are linked as docs, so their links follow
 * a renamed route.
 */
export function linkAddressProblem(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//'))
    return /\s/.test(value) ? 'A path cannot contain spaces.' : undefined;
  if (/^(https?:\/\/[^\s/]+|mailto:)\S*$/i.test(value)) return undefined;
  return 'Enter a full address starting with https://, or a path of this site starting with "/".';
}
