import { MAIN_SECTION_NAME } from '@react-redux-docs/schemas';
import type { ConfigContext } from '../config/types.ts';
import type { SiteContext } from '../siteContext.ts';
import type { VersionImport } from '../versions/types.ts';

/**
 * What mapping the config needs of the imported docs: where its links lead and where the docs without a version
 * live. Links outside the docs (navbar, home page) lead to the latest release, as in Docusaurus, else to the
 * current docs.
 */
/** The route of the first doc of a sidebar that readers can open: a draft has its place but no page yet. */
function firstDocRoute(version: VersionImport): string | undefined {
  const published = new Map(version.docs.filter((doc) => !doc.draft).map((doc) => [doc.documentId, doc]));
  const firstDocId = [...(version.sidebar?.docPlaces.keys() ?? [])].find((id) => published.has(id));
  return firstDocId === undefined ? undefined : published.get(firstDocId)?.route;
}

export function configContext(
  configFile: string | undefined,
  versions: readonly VersionImport[],
  unversioned: VersionImport,
  shared: SiteContext,
  /** The docs plugin imported as the main docs, when the config has none of its own. */
  mainDocsPluginId?: string,
): ConfigContext {
  const main = versions.filter((version) => !version.source.section);
  const linked = main.find((version) => version.source.isLast) ?? unversioned;
  const byPreference = [
    linked,
    unversioned,
    ...main.filter((version) => version !== linked && version !== unversioned),
  ];
  // A navbar item names another docs section by its plugin id (`docsPluginId`); the main docs are "default". Its
  // links lead to the section's latest release, else its current docs, as the main docs' do.
  const sectionOf = (pluginId: string | undefined) => {
    if (pluginId === undefined || pluginId === MAIN_SECTION_NAME || pluginId === mainDocsPluginId) return undefined;
    const own = versions.filter((version) => version.source.section?.name === pluginId);
    return own.find((version) => version.source.isLast) ?? own.find((version) => version.source.unversioned) ?? null;
  };
  const docById = (docId: string, pluginId?: string) => {
    const section = sectionOf(pluginId);
    if (section !== undefined) return section?.index.byDocId.get(docId);
    return byPreference.map((version) => version.index.byDocId.get(docId)).find((target) => target !== undefined);
  };
  const firstDocRouteOf = (pluginId: string | undefined) => {
    const section = sectionOf(pluginId);
    return section === null ? undefined : firstDocRoute(section ?? linked);
  };
  return {
    file: configFile ?? '',
    docs: shared.site,
    docById,
    firstDocRoute: firstDocRoute(linked),
    firstDocRouteOf,
    currentDocs: { label: unversioned.source.label, path: unversioned.source.path },
    ...(mainDocsPluginId ? { mainDocsPluginId } : {}),
    diagnostics: shared.diagnostics,
  };
}
