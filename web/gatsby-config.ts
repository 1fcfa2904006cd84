import type { GatsbyConfig } from 'gatsby';

const config: GatsbyConfig = {
  // Routes are exact paths without a trailing slash, e.g. /api/hooks.
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  plugins: ['gatsby-source-sanity-documents', 'gatsby-plugin-image', 'gatsby-plugin-paint-first'],
};

export default config;
