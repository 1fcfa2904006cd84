import { graphql, useStaticQuery } from 'gatsby';

/** The names of the docs sections beside the main docs, whose pages every search takes in, as Docusaurus's does. */
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
  return data.sections.nodes.map((section) => section.name);
}
