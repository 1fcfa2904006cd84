import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { type Doc, DocPage } from '../theme/DocPage/index.tsx';
import type { Sidebar } from '../theme/DocSidebar/index.tsx';
import { Layout } from '../theme/Layout/index.tsx';
import { ContentStyles } from '../theme/RichText/ContentStyles.tsx';
import { SiteHead } from '../theme/SiteHead/index.tsx';

type Data = { doc: Doc & { keywords: string[] | null; codeCss: string }; sidebar: Sidebar };

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

export default function DocPageTemplate({ data, location }: PageProps<Data>) {
  return (
    <Layout pathname={location.pathname} docSidebar={{ sidebar: data.sidebar, activeDocId: data.doc.id }}>
      <DocPage doc={data.doc} sidebar={data.sidebar} />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  return (
    <>
      <SiteHead
        title={data.doc.title}
        description={data.doc.description}
        keywords={data.doc.keywords}
        pathname={location.pathname}
      />
      <ContentStyles css={data.doc.codeCss} />
    </>
  );
}
