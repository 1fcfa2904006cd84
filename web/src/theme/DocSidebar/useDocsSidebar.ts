import { graphql, useStaticQuery } from 'gatsby';
import { requireDocument } from '../requireDocument.ts';

export type Sidebar = Queries.DocSidebarFieldsFragment;

/**
 * The docs sidebar, from a static query: Gatsby writes its result once and
 * every doc page shares it (the browser fetches it once), instead of a copy in
 * each page's data, which would grow with the square of the number of docs.
 */
export function useDocsSidebar(): Sidebar {
  const data = useStaticQuery<Queries.DocsSidebarQuery>(graphql`
    query DocsSidebar {
      sidebar: sanityDocsSidebar {
        ...DocSidebarFields
      }
    }
  `);
  return requireDocument(data.sidebar, 'docsSidebar');
}
