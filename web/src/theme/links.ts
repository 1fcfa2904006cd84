export { isInternal } from '../render/links.ts';

/** A link target as the content model stores it: a doc on this site (plus anchor) or a URL. */
export type LinkTarget = Pick<Queries.LinkTargetFieldsFragment, 'doc' | 'anchor' | 'url'>;

export function hrefFor(target: LinkTarget): string | undefined {
  const route = target.doc?.route.current;
  if (route) return `/${route}${target.anchor ? `#${target.anchor}` : ''}`;
  return target.url ?? undefined;
}
