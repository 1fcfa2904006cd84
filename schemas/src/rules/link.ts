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

/** The kinds of document that have a page at their route; they share one set of routes. */
export const ROUTED_TYPES = ['doc', 'page'] as const;

/**
 * What another document (published or draft, other than this one) with the route is, in words for the editor
 * ("Another doc", "A standalone page"), or undefined when the route is free. In any letter case: `api/Hooks` and
 * `api/hooks` would be one folder on case-insensitive disks.
 */
export async function routeOwner(route: string, context: ValidationContext): Promise<string | undefined> {
  const id = (context.document?._id ?? '').replace(/^drafts\./, '');
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  const query =
    '*[_type in $types && lower(route.current) == lower($route) && !(_id in [$id, "drafts." + $id])][0]._type';
  const type = await client.fetch<string | null>(query, { route, id, types: ROUTED_TYPES });
  if (!type) return undefined;
  return type === 'page' ? 'A standalone page' : context.document?._type === 'doc' ? 'Another doc' : 'A doc';
}

type RouteClaim = { doc: { _id: string; _type: string; title?: string } | null; rule: string | null };

/**
 * What already sends readers from `/route` elsewhere, in words for the editor: another doc's old route (published or
 * draft), or an exact rule of the Redirects list. A page there would take those readers. Undefined when nothing does.
 */
export async function routeClaimProblem(route: string, context: ValidationContext): Promise<string | undefined> {
  const id = (context.document?._id ?? '').replace(/^drafts\./, '');
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  const claim = await client.fetch<RouteClaim | null>(
    `{
      "doc": *[_type in $types && !(_id in [$id, "drafts." + $id]) && count(previousRoutes[lower(@) == lower($route)]) > 0][0]{_id, _type, title},
      "rule": *[_id == "redirects"][0].rules[lower(from) in [lower("/" + $route), lower("/" + $route + "/")]][0].from
    }`,
    { route, id, types: ROUTED_TYPES },
  );
  if (claim?.doc) {
    const owner = claim.doc.title ? `"${claim.doc.title}"` : claim.doc._id;
    const kind = claim.doc._type === 'page' ? 'page' : 'doc';
    return `/${route} is an old route of the ${kind} ${owner}: readers following it are sent there. Remove it from that ${kind}'s Old routes first, or choose another route.`;
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
