import type { GatsbyConfig } from 'gatsby';

const config: GatsbyConfig = {
  // Routes are exact paths without a trailing slash, e.g. /api/hooks.
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    'gatsby-source-sanity-documents',
    'gatsby-transformer-portable-text',
    // Search records and the local index from the rendered docs; which search the navbar opens.
    'gatsby-plugin-search-index',
    // Links inside rendered content are plain anchors; this makes those to our own routes navigate in the browser.
    'gatsby-plugin-catch-links',
    'gatsby-plugin-paint-first',
  ],
};

export default config;
