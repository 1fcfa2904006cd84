import { fileURLToPath } from 'node:url';
import { defineCliConfig } from 'sanity/cli';
import { studioEnv } from './src/env.ts';

export default defineCliConfig({
  api: { projectId: studioEnv.projectId, dataset: studioEnv.dataset },
  // The Studio is hosted with the site on Netlify, so no Sanity-hosted studio hostname is set.
  deployment: { autoUpdates: false },
  // The Preview view renders the site's own theme components, which import `gatsby` for their page queries and links.
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
      ],
    },
  }),
});
