import { graphql, useStaticQuery } from 'gatsby';
import { useMemo } from 'react';

/**
 * The names of the docs sections beside the main docs, whose pages every search takes in, as Docusaurus's does.
 * The same array from render to render: searches and the modal are made anew when it changes.
 */
export function useDocsSectionNames(): readonly string[] {
  const data = useStaticQuery<Queries.DocsSectionNamesQuery>(graphql`
    query DocsSectionNames {
      sections: allSanityDocsSection(sort: { name: ASC }) {
        nodes {
          name
        }
      }
    }
  `);
  return useMemo(() => data.sections.nodes.map((section) => section.name), [data]);
}
