import { siteConfig } from './siteConfig.ts';

/** `@docusaurus/useDocusaurusContext`: the site's config, as the importer loaded it. */
export default function useDocusaurusContext() {
  return {
    siteConfig: siteConfig(),
    siteMetadata: { docusaurusVersion: '3' },
    globalData: {},
    i18n: { currentLocale: 'en', locales: ['en'], defaultLocale: 'en' },
  };
}
