import { CURRENT_VERSION_NAME } from '@react-redux-docs/schemas/versions';
import { graphql, useStaticQuery } from 'gatsby';
import { useMemo } from 'react';

/** A docs version as the version menu, banner and search see it; `mainDocRoute`: its first doc, like `/docs/intro`. */
export type DocsVersion = { name: string; label: string; path: string; isLast: boolean; mainDocRoute: string };

export type DocsVersions = {
  /** The current docs first, then the released versions in menu order. */
  versions: DocsVersion[];
  /** The latest release, or the current docs when no version is marked so: what readers get by default. */
  last: DocsVersion;
  byName: (name: string | null | undefined) => DocsVersion | undefined;
};

/** Every docs version with the few fields the menu needs (not their sidebars), from one small static query. */
export function useDocsVersions(): DocsVersions {
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
      released: allSanityDocsVersion(sort: { order: ASC }) {
        nodes {
          name
          label
          path
          isLast
        }
      }
    }
  `);
  return useMemo(() => {
    // The main docs' versions only: other docs sections have no version menu.
    const mainDocRoutes = new Map(
      data.sidebars.nodes
        .filter((sidebar) => !sidebar.section)
        .map((sidebar) => [sidebar.version, sidebar.mainDocRoute]),
    );
    const released = data.released.nodes.map((version) => ({
      name: version.name,
      label: version.label,
      path: version.path ?? '',
      isLast: version.isLast,
      mainDocRoute: mainDocRoutes.get(version.name) ?? `/${version.path ?? ''}`,
    }));
    const currentPath = data.settings?.docsVersionPath ?? '';
    const current: DocsVersion = {
      name: CURRENT_VERSION_NAME,
      label: data.settings?.docsVersionLabel ?? 'Next',
      path: currentPath,
      isLast: !released.some((version) => version.isLast),
      mainDocRoute: mainDocRoutes.get(CURRENT_VERSION_NAME) ?? `/${currentPath}`,
    };
    const versions = [current, ...released];
    const last = versions.find((version) => version.isLast) ?? current;
    const byName = (name: string | null | undefined) => versions.find((version) => version.name === name);
    return { versions, last, byName };
  }, [data]);
}
