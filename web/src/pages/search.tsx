import type { HeadProps, PageProps } from 'gatsby';
import { Layout } from '../theme/Layout/index.tsx';
import { useSearchSettings } from '../theme/SearchBar/useSearchSettings.ts';
import { SearchPage } from '../theme/SearchPage/index.tsx';
import { SiteHead } from '../theme/SiteHead/index.tsx';

export default function SearchRoute({ location }: PageProps) {
  const settings = useSearchSettings();
  return (
    <Layout pathname={location.pathname}>
      <SearchPage settings={settings} />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SiteHead title="Search the documentation" pathname={location.pathname} />;
}
