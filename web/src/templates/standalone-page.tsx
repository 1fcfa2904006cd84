import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { markdownTwinPath } from '../docPages/markdownTwin.ts';
import { Layout } from '../theme/Layout/index.tsx';
import { ContentStyles } from '../theme/RichText/ContentStyles.tsx';
import { requireDocument } from '../theme/requireDocument.ts';
import { SiteHead } from '../theme/SiteHead/index.tsx';
import { StandalonePage } from '../theme/StandalonePage/index.tsx';

export const query = graphql`
  query StandalonePage($id: String!) {
    page: sanityPage(id: { eq: $id }) {
      ...StandalonePageFields
    }
  }
`;

export default function StandalonePageTemplate({ data, location }: PageProps<Queries.StandalonePageQuery>) {
  return (
    <Layout pathname={location.pathname}>
      <StandalonePage page={requireDocument(data.page, 'page')} />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.StandalonePageQuery>) {
  const page = requireDocument(data.page, 'page');
  return (
    <>
      <SiteHead
        title={page.browserTitle || page.title}
        description={page.description}
        keywords={page.keywords}
        pathname={location.pathname}
        markdownTwin={markdownTwinPath(page.route.current)}
      />
      <ContentStyles css={page.codeCss} />
    </>
  );
}
