import { fileURLToPath } from 'node:url';
import { defineCliConfig } from 'sanity/cli';
import { studioEnv } from './src/env.ts';

const WEB_SOURCE = fileURLToPath(new URL('../web/src/', import.meta.url));
const EMPTY_STYLESHEET = '\0site-stylesheet-for-the-frame';

/**
 * The site's stylesheets that its components import for Gatsby (global rules, the content blocks', DocSearch's
 * button) would restyle the Studio itself: here they are empty, and the Preview puts them in its frame instead
 * (web/src/preview/styles.ts imports them as text). CSS modules stay: their class names are scoped.
 */
const siteStylesInTheFrameOnly = {
  name: 'site-styles-in-the-frame-only',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    const plainStylesheet = source.endsWith('.css') && !source.endsWith('.module.css');
    return plainStylesheet && importer?.startsWith(WEB_SOURCE) ? EMPTY_STYLESHEET : null;
  },
  load: (id: string) => (id === EMPTY_STYLESHEET ? '' : null),
};

export default defineCliConfig({
  api: { projectId: studioEnv.projectId, dataset: studioEnv.dataset },
  // `sanity deploy` publishes the Studio at https://<studioHost>.sanity.studio (see docs/operators.md).
  ...(process.env.SANITY_STUDIO_HOSTNAME ? { studioHost: process.env.SANITY_STUDIO_HOSTNAME } : {}),
  // The deployed Studio runs the Sanity version in package-lock.json, the one the tests ran, not the latest.
  deployment: { autoUpdates: false },
  // The Preview view renders the site's own theme components, which import `gatsby` for their page queries and links.
  // Pasted Markdown goes through the importer's converter, whose few path functions pathe gives the browser.
  vite: (config) => ({
    ...config,
    plugins: [...(config.plugins ?? []), siteStylesInTheFrameOnly],
    resolve: {
      ...config.resolve,
      alias: [
        ...(Array.isArray(config.resolve?.alias)
          ? config.resolve.alias
          : Object.entries(config.resolve?.alias ?? {}).map(([find, replacement]) => ({
              find,
              replacement: replacement as string,
            }))),
        { find: /^gatsby$/, replacement: fileURLToPath(new URL('./src/preview/gatsbyShim.tsx', import.meta.url)) },
        { find: /^node:path$/, replacement: 'pathe' },
      ],
    },
  }),
});
