import { CURRENT_VERSION_NAME } from '@react-redux-docs/schemas/versions';
import { graphql, useStaticQuery } from 'gatsby';
import { requireDocument } from '../requireDocument.ts';

export type Sidebar = { categories: readonly Queries.DocSidebarCategoryFieldsFragment[] };

/**
 * The sidebar of a docs version (the current docs', or a released
 * version's), from a static query: Gatsby writes its result once and every
 * doc page shares it (the browser fetches it once), instead of a copy in each
 * page's data, which would grow with the square of the number of docs. It
 * holds every version's sidebar; sites keep few versions, and the current
 * docs alone are what a site of 10,000 docs has.
 */
export function useDocsSidebar(version: string): Sidebar {
  const data = useStaticQuery<Queries.DocsSidebarQuery>(graphql`
    query DocsSidebar {
      sidebar: sanityDocsSidebar {
        categories {
          ...DocSidebarCategoryFields
        }
      }
      released: allSanityDocsVersion {
        nodes {
          name
          categories {
            ...DocSidebarCategoryFields
          }
        }
      }
    }
  `);
  if (version === CURRENT_VERSION_NAME) return requireDocument(data.sidebar, 'docsSidebar');
  return requireDocument(
    data.released.nodes.find((candidate) => candidate.name === version) ?? null,
    `docsVersion named ${version}`,
  );
}
