import { fileURLToPath } from 'node:url';
import { defineCliConfig } from 'sanity/cli';
import { studioEnv } from './src/env.ts';

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
