import type { GatsbyConfig } from 'gatsby';

const config: GatsbyConfig = {
  // Routes are exact paths without a trailing slash, e.g. /api/hooks.
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    'gatsby-transformer-portable-text',
    // Search records and the local index from the rendered docs; which search the navbar opens.
    'gatsby-plugin-search-index',
    // Links inside rendered content are plain anchors; this makes those to our own routes navigate in the browser.
    'gatsby-plugin-catch-links',
    'gatsby-plugin-paint-first',
    // Each doc's Markdown twin, llms.txt and llms-full.txt; before the headers step, which gives them their types.
    'gatsby-plugin-markdown-twins',
    // sitemap.xml with every indexable page, and robots.txt naming it.
    'gatsby-plugin-sitemap-robots',
    // After paint-first, whose loader is one of the inline scripts the Content-Security-Policy allows by hash.
    'gatsby-plugin-security-headers',
    // Last, because plugins take their turn after the build in this order: the source plugin ends the build by
    // waiting for the schema's rules (run on idle CPU), and the search index and paint-first step go first, on one
    // core, while the rules use the other.
    'gatsby-source-sanity-documents',
  ],
};

export default config;
