export { isInternal } from '../render/links.ts';

/**
 * A link's target as the site queries it: a doc on this site, resolved to its route (plus anchor), or a URL; a doc
 * link may know the same page's route in each docs version. (What the content model stores, a reference, is
 * schemas' LinkTarget.)
 */
export type ResolvedLinkTarget = {
  doc: {
    readonly route: { readonly current: string };
    readonly inVersions?: readonly { readonly version: string; readonly route: string }[];
  } | null;
  anchor: string | null;
  url: string | null;
};

/**
 * Where a link leads. Given a docs version, a link to a doc leads to the same
 * page in that version where it has one (navbar links follow the version the
 * reader is in, as Docusaurus's do).
 */
export function hrefFor(target: ResolvedLinkTarget, version?: string): string | undefined {
  const route = target.doc?.route.current;
  if (!route) return target.url ?? undefined;
  const inVersion = version && target.doc?.inVersions?.find((entry) => entry.version === version)?.route;
  return `${inVersion || `/${route}`}${target.anchor ? `#${target.anchor}` : ''}`;
}
