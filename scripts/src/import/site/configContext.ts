import type { ConfigContext } from '../config/types.ts';
import type { SiteContext } from '../siteContext.ts';
import type { VersionImport } from '../versions/types.ts';

/**
 * What mapping the config needs of the imported docs: where its links lead and where the docs without a version
 * live. Links outside the docs (navbar, home page) lead to the latest release, as in Docusaurus, else to the
 * current docs.
 */
export function configContext(
  configFile: string | undefined,
  versions: readonly VersionImport[],
  unversioned: VersionImport,
  shared: SiteContext,
): ConfigContext {
  const linked = versions.find((version) => version.source.isLast) ?? unversioned;
  // The sidebar's first doc readers can open: a draft has its place but no page yet.
  const published = new Map(linked.docs.filter((doc) => !doc.draft).map((doc) => [doc.documentId, doc]));
  const firstDocId = [...(linked.sidebar?.docPlaces.keys() ?? [])].find((id) => published.has(id));
  const firstDocRoute = firstDocId === undefined ? undefined : published.get(firstDocId)?.route;
  const byPreference = [
    linked,
    unversioned,
    ...versions.filter((version) => version !== linked && version !== unversioned),
  ];
  const docById = (docId: string) =>
    byPreference.map((version) => version.index.byDocId.get(docId)).find((target) => target !== undefined);
  return {
    file: configFile ?? '',
    docs: shared.site,
    docById,
    firstDocRoute,
    currentDocs: { label: unversioned.source.label, path: unversioned.source.path },
    diagnostics: shared.diagnostics,
  };
}
