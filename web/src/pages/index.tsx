import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Landing } from '../theme/Landing/index.tsx';
import { Layout } from '../theme/Layout/index.tsx';
import { requireDocument } from '../theme/requireDocument.ts';
import { SiteHead } from '../theme/SiteHead/index.tsx';

export const query = graphql`
  query LandingPage {
    landing: sanityLandingPage {
      ...LandingPageFields
    }
  }
`;

export default function LandingPage({ data, location }: PageProps<Queries.LandingPageQuery>) {
  return (
    <Layout pathname={location.pathname}>
      <Landing content={requireDocument(data.landing, 'landingPage')} />
    </Layout>
  );
}

export function Head({ location }: HeadProps<Queries.LandingPageQuery>) {
  return <SiteHead pathname={location.pathname} />;
}
