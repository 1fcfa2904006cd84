import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { DocPage } from '../theme/DocPage/index.tsx';
import { Layout } from '../theme/Layout/index.tsx';
import { ContentStyles } from '../theme/RichText/ContentStyles.tsx';
import { requireDocument } from '../theme/requireDocument.ts';
import { SiteHead } from '../theme/SiteHead/index.tsx';

export const query = graphql`
  query DocPage($id: String!) {
    doc: sanityDoc(id: { eq: $id }) {
      ...DocPageFields
      keywords
      codeCss
    }
    sidebar: sanityDocsSidebar {
      ...DocSidebarFields
    }
  }
`;

export default function DocPageTemplate({ data, location }: PageProps<Queries.DocPageQuery>) {
  const doc = requireDocument(data.doc, 'doc');
  const sidebar = requireDocument(data.sidebar, 'docsSidebar');
  return (
    <Layout pathname={location.pathname} docSidebar={{ sidebar, activeDocId: doc.id }}>
      <DocPage doc={doc} sidebar={sidebar} />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.DocPageQuery>) {
  const doc = requireDocument(data.doc, 'doc');
  return (
    <>
      <SiteHead title={doc.title} description={doc.description} keywords={doc.keywords} pathname={location.pathname} />
      <ContentStyles css={doc.codeCss} />
    </>
  );
}
