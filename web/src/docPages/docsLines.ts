import type { SidebarItem } from '@react-redux-docs/schemas/sidebar';
import { CURRENT_VERSION_NAME } from '@react-redux-docs/schemas/versions';
import type { VersionForPlan } from './docPagePlan.ts';

type SidebarNode = { version: string; section?: string | null; items: readonly SidebarItem[] };
type VersionNode = { id: string; name: string; path?: string | null; section?: string | null };
type SectionNode = { id: string; name: string; path: string };

/** The nodes a site's docs lines are read from, as the source plugin makes them (references are node ids). */
export type DocsLineNodes = {
  settings: { docsVersionPath?: string | null } | undefined;
  sections: readonly SectionNode[];
  released: readonly VersionNode[];
  sidebars: readonly SidebarNode[];
};

/**
 * Every docs line with its sidebar, as the page plan takes them: the main docs' current docs and releases, then
 * each section's current docs and releases. The build (gatsby-node) and the Studio's Preview both plan pages
 * from this, so a doc's place in the Preview is the place the build gives it.
 */
export function docsLines({ settings, sections, released, sidebars }: DocsLineNodes): VersionForPlan[] {
  const byLine = new Map(
    sidebars.map((sidebar) => [`${sidebar.section ?? ''}\u0000${sidebar.version}`, sidebar.items]),
  );
  const sidebarOf = (version: string, section: string | null) => byLine.get(`${section ?? ''}\u0000${version}`) ?? [];
  const sectionNames = new Map(sections.map((section) => [section.id, section.name]));
  const lines: Omit<VersionForPlan, 'items'>[] = [
    { id: null, name: CURRENT_VERSION_NAME, path: settings?.docsVersionPath ?? '' },
    ...sections.map((section) => ({
      id: section.id,
      name: CURRENT_VERSION_NAME,
      section: section.name,
      path: section.path,
    })),
    ...released.map((version) => ({
      id: version.id,
      name: version.name,
      section: version.section ? (sectionNames.get(version.section) ?? null) : null,
      path: version.path ?? '',
    })),
  ];
  return lines.map((version) => ({ ...version, items: sidebarOf(version.name, version.section ?? null) }));
}
