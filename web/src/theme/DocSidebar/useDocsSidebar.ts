import type { SidebarItem } from '@react-redux-docs/schemas/sidebar';
import { graphql, useStaticQuery } from 'gatsby';
import { requireDocument } from '../requireDocument.ts';

/**
 * The sidebar of a docs version (the current docs', or a released version's), from a static query: Gatsby
 * writes its result once and every doc page shares it (the browser fetches it once), instead of a copy in
 * each page's data, which would grow with the square of the number of docs. It holds every version's sidebar;
 * sites keep few versions, and the current docs alone are what a site of 10,000 docs has.
 */
export function useDocsSidebar(version: string): readonly SidebarItem[] {
  const data = useStaticQuery<Queries.DocsSidebarQuery>(graphql`
    query DocsSidebar {
      sidebars: allSanityDocsSidebar {
        nodes {
          version
          items
        }
      }
    }
  `);
  const sidebar = data.sidebars.nodes.find((candidate) => candidate.version === version) ?? null;
  return requireDocument(sidebar, `sidebar of the docs version named ${version}`).items as unknown as SidebarItem[];
}
