export { isInternal } from '../render/links.ts';

/**
 * A link's target as the site queries it: a doc on this site, resolved to its route (plus anchor), or a URL; a doc
 * link may know the same page's route in each docs version. (What the content model stores, a reference, is
 * schemas' LinkTarget.)
 */
export type ResolvedLinkTarget = {
  doc: {
    readonly route: { readonly current: string };
    /** The same page in each version of its docs line; `section`: the docs section's name, null for the main docs. */
    readonly inVersions?: readonly {
      readonly version: string;
      readonly section?: string | null;
      readonly route: string;
    }[];
  } | null;
  anchor: string | null;
  url: string | null;
};

/**
 * Where a link leads. Given the version the reader is in per docs line (section name; null: the main docs), a link
 * to a doc leads to the same page in that version of its line where it has one (navbar links follow the version
 * the reader is in, as Docusaurus's do).
 */
export function hrefFor(target: ResolvedLinkTarget, versions?: ReadonlyMap<string | null, string>): string | undefined {
  const route = target.doc?.route.current;
  if (!route) return target.url ?? undefined;
  const inVersion =
    versions && target.doc?.inVersions?.find((entry) => entry.version === versions.get(entry.section ?? null))?.route;
  return `${inVersion || `/${route}`}${target.anchor ? `#${target.anchor}` : ''}`;
}
