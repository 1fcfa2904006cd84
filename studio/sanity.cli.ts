import { defineCliConfig } from 'sanity/cli';
import { studioEnv } from './src/env.ts';

export default defineCliConfig({
  api: { projectId: studioEnv.projectId, dataset: studioEnv.dataset },
  // The Studio is hosted with the site on Netlify, so no Sanity-hosted studio hostname is set.
  deployment: { autoUpdates: false },
});
