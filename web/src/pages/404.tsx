import type { HeadProps, PageProps } from 'gatsby';
import { Layout } from '../theme/Layout/index.tsx';
import { NotFound } from '../theme/NotFound/index.tsx';
import { SiteHead } from '../theme/SiteHead/index.tsx';

export default function NotFoundPage({ location }: PageProps) {
  return (
    <Layout pathname={location.pathname}>
      <NotFound />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SiteHead title="Page Not Found" pathname={location.pathname} notFound />;
}
