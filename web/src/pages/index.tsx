import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Landing, type LandingPageContent } from '../theme/Landing/index.tsx';
import { Layout } from '../theme/Layout/index.tsx';
import { SiteHead } from '../theme/SiteHead/index.tsx';

type Data = { landing: LandingPageContent };

export const query = graphql`
  query LandingPage {
    landing: sanityLandingPage {
      ...LandingPageFields
    }
  }
`;

export default function LandingPage({ data, location }: PageProps<Data>) {
  return (
    <Layout pathname={location.pathname}>
      <Landing content={data.landing} />
    </Layout>
  );
}

export function Head({ location }: HeadProps<Data>) {
  return <SiteHead pathname={location.pathname} />;
}
