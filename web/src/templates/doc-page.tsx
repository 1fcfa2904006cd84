import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { DocPageContext } from '../docPages/docPagePlan.ts';
import { markdownTwinPath } from '../docPages/markdownTwin.ts';
import { BreadcrumbsStructuredData } from '../theme/DocBreadcrumbs/StructuredData.tsx';
import { DocPage } from '../theme/DocPage/index.tsx';
import { activeDocOf } from '../theme/DocSidebar/activeDoc.ts';
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
  }
`;

export default function DocPageTemplate({
  data,
  location,
  pageContext,
}: PageProps<Queries.DocPageQuery, DocPageContext>) {
  const doc = requireDocument(data.doc, 'doc');
  const active = activeDocOf(location.pathname, pageContext);
  return (
    <Layout pathname={location.pathname} activeDoc={active}>
      <DocPage doc={doc} active={active} position={pageContext} cards={pageContext.cards} />
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.DocPageQuery, DocPageContext>) {
  const doc = requireDocument(data.doc, 'doc');
  return (
    <>
      <SiteHead
        title={doc.browserTitle || doc.title}
        description={doc.description}
        keywords={doc.keywords}
        pathname={location.pathname}
        docsVersion={pageContext.version}
        docsSection={pageContext.section}
        markdownTwin={markdownTwinPath(doc.route.current)}
      />
      <ContentStyles css={doc.codeCss} />
      <BreadcrumbsStructuredData crumbs={pageContext.breadcrumbs} />
    </>
  );
}
