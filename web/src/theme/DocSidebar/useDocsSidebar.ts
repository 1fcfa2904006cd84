import type { SidebarItem } from '@react-redux-docs/schemas/sidebar';
import { graphql, useStaticQuery } from 'gatsby';
import { requireDocument } from '../requireDocument.ts';

/**
 * The sidebar of a docs version (the current docs', or a released version's) or of a docs section, from a static query: Gatsby
 * writes its result once and every doc page shares it (the browser fetches it once), instead of a copy in
 * each page's data, which would grow with the square of the number of docs. It holds every version's sidebar;
 * sites keep few versions, and the current docs alone are what a site of 10,000 docs has.
 */
export function useDocsSidebar(version: string, section: string | null): readonly SidebarItem[] {
  const data = useStaticQuery<Queries.DocsSidebarQuery>(graphql`
    query DocsSidebar {
      sidebars: allSanityDocsSidebar {
        nodes {
          version
          section
          items
        }
      }
    }
  `);
  const sidebar =
    data.sidebars.nodes.find((candidate) => candidate.version === version && (candidate.section ?? null) === section) ??
    null;
  const what =
    section === null ? `the docs version named ${version}` : `version ${version} of the docs section named ${section}`;
  return requireDocument(sidebar, `sidebar of ${what}`).items as unknown as SidebarItem[];
}
