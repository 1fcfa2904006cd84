/**
 * The Studio reads its project from SANITY_STUDIO_* variables (Sanity exposes only
 * that prefix to the browser bundle). Without them it still builds, so CI can check
 * the schema, but it cannot load content until a real project id is set.
 */
const UNCONFIGURED_PROJECT_ID = 'unconfigured';

export const studioEnv = {
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || UNCONFIGURED_PROJECT_ID,
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
};
