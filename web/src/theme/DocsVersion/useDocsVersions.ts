import { CURRENT_VERSION_NAME } from '@react-redux-docs/schemas/versions';
import { graphql, useStaticQuery } from 'gatsby';
import { useMemo } from 'react';

/** A docs version as the version menu, banner and search see it; `mainDocRoute`: its first doc, like `/docs/intro`. */
export type DocsVersion = { name: string; label: string; path: string; isLast: boolean; mainDocRoute: string };

/** The versions of one docs line: the main docs (`section` null) or a docs section beside them. */
export type DocsVersions = {
  section: string | null;
  /** The docs section's label, like "Community"; null for the main docs. */
  sectionLabel: string | null;
  /** The current docs first, then the released versions in menu order. */
  versions: DocsVersion[];
  /** The latest release, or the current docs when no version is marked so: what readers get by default. */
  last: DocsVersion;
  byName: (name: string | null | undefined) => DocsVersion | undefined;
};

/** Every docs line's versions, keyed by section name (null: the main docs). */
export type AllDocsVersions = ReadonlyMap<string | null, DocsVersions>;

type VersionEntry = Omit<DocsVersion, 'isLast' | 'mainDocRoute'> & { isLast: boolean | null };

function docsLine(
  section: { name: string; label: string } | null,
  current: { label: string; path: string },
  released: readonly VersionEntry[],
  mainDocRoutes: ReadonlyMap<string, string | null>,
): DocsVersions {
  const routeOf = (name: string, path: string) => mainDocRoutes.get(name) ?? `/${path}`;
  const releases = released.map((version) => ({
    name: version.name,
    label: version.label,
    path: version.path,
    isLast: version.isLast === true,
    mainDocRoute: routeOf(version.name, version.path),
  }));
  const currentVersion: DocsVersion = {
    name: CURRENT_VERSION_NAME,
    label: current.label,
    path: current.path,
    isLast: !releases.some((version) => version.isLast),
    mainDocRoute: routeOf(CURRENT_VERSION_NAME, current.path),
  };
  const versions = [currentVersion, ...releases];
  const last = versions.find((version) => version.isLast) ?? currentVersion;
  return {
    section: section?.name ?? null,
    sectionLabel: section?.label ?? null,
    versions,
    last,
    byName: (name) => versions.find((version) => version.name === name),
  };
}

/** Every docs line's versions with the few fields the menus need (not their sidebars), from one small static query. */
export function useAllDocsVersions(): AllDocsVersions {
  const data = useStaticQuery<Queries.DocsVersionsQuery>(graphql`
    query DocsVersions {
      settings: sanitySiteSettings {
        docsVersionLabel
        docsVersionPath
      }
      sidebars: allSanityDocsSidebar {
        nodes {
          version
          section
          mainDocRoute
        }
      }
      sections: allSanityDocsSection(sort: { name: ASC }) {
        nodes {
          name
          label
          path
          currentLabel
        }
      }
      released: allSanityDocsVersion(sort: { order: ASC }) {
        nodes {
          name
          label
          path
          isLast
          section {
            name
          }
        }
      }
    }
  `);
  return useMemo(() => {
    const routesOf = (section: string | null) =>
      new Map(
        data.sidebars.nodes
          .filter((sidebar) => (sidebar.section ?? null) === section)
          .map((sidebar) => [sidebar.version, sidebar.mainDocRoute]),
      );
    const releasedOf = (section: string | null) =>
      data.released.nodes
        .filter((version) => (version.section?.name ?? null) === section)
        .map((version) => ({ ...version, path: version.path ?? '' }));
    const lines = new Map<string | null, DocsVersions>();
    const main = { label: data.settings?.docsVersionLabel ?? 'Next', path: data.settings?.docsVersionPath ?? '' };
    lines.set(null, docsLine(null, main, releasedOf(null), routesOf(null)));
    for (const section of data.sections.nodes) {
      const current = { label: section.currentLabel ?? 'Next', path: section.path ?? '' };
      lines.set(section.name, docsLine(section, current, releasedOf(section.name), routesOf(section.name)));
    }
    return lines;
  }, [data]);
}

/** The versions of the main docs, or of the docs section named `section`. */
export function useDocsVersions(section: string | null = null): DocsVersions {
  const all = useAllDocsVersions();
  return all.get(section) ?? (all.get(null) as DocsVersions);
}
