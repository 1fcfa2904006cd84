/**
 * Where a failed build's problem list is kept: a site-wide Netlify Blobs
 * store, one entry per deploy (its DEPLOY_ID). Netlify keeps no output of a
 * failed build, and its deploy record holds only a one-line error, so the
 * build writes its list here before it stops, and the site-deploys function
 * reads it back for the Studio.
 *
 * Netlify gives builds and functions the store's address and a token
 * (NETLIFY_BLOBS_CONTEXT, or the functions' own context); builds without it
 * use SITE_ID and NETLIFY_API_TOKEN, which the publish webhook needs anyway. Elsewhere
 * (a local build) there is no store, and nothing is written.
 */
import { getStore, type Store } from '@netlify/blobs';
import { isRecord } from '@react-redux-docs/schemas/is-record';
import { type BuildProblemsReport, readBuildProblemsReport } from './report.ts';

export const BUILD_PROBLEMS_STORE = 'site-build-problems';

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The store, or undefined when this environment has no Netlify Blobs.
 * `inBuild`: a build may also reach it with the site's API token.
 */
export function buildProblemsStore(env: Environment = process.env, { inBuild = false } = {}): Store | undefined {
  const context = blobsContext(env);
  if (context) return getStore({ name: BUILD_PROBLEMS_STORE, ...context });
  // A function's context, which Netlify puts in the global scope rather than the environment.
  if ((globalThis as { netlifyBlobsContext?: unknown }).netlifyBlobsContext) return getStore(BUILD_PROBLEMS_STORE);
  const siteID = env.SITE_ID?.trim();
  const token = env.NETLIFY_API_TOKEN?.trim();
  if (!inBuild || !siteID || !token) return undefined;
  return getStore({ name: BUILD_PROBLEMS_STORE, siteID, token });
}

type BlobsAccess = { siteID: string; token: string; apiURL?: string; edgeURL?: string; uncachedEdgeURL?: string };

/** NETLIFY_BLOBS_CONTEXT (base64 JSON) read from the given environment, so tests need not change process.env. */
function blobsContext(env: Environment): BlobsAccess | undefined {
  const encoded = env.NETLIFY_BLOBS_CONTEXT?.trim();
  if (!encoded) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(value) || typeof value.siteID !== 'string' || typeof value.token !== 'string') return undefined;
  const address = (name: string) => (typeof value[name] === 'string' ? { [name]: value[name] } : {});
  return {
    siteID: value.siteID,
    token: value.token,
    ...address('apiURL'),
    ...address('edgeURL'),
    ...address('uncachedEdgeURL'),
  };
}

/** Written by the build as it stops: the list, keyed by the deploy it belongs to. */
export async function saveBuildProblems(store: Store, deployId: string, report: BuildProblemsReport): Promise<void> {
  await store.setJSON(deployId, report);
}

/** The list a deploy's build left, or undefined when it left none. */
export async function readBuildProblems(store: Store, deployId: string): Promise<BuildProblemsReport | undefined> {
  let value: unknown;
  try {
    // A function reads right after the build wrote: through the uncached address when Netlify gives one.
    value = await store.get(deployId, { type: 'json', consistency: 'strong' });
  } catch (error) {
    if ((error as Error)?.name !== 'BlobsConsistencyError') throw error;
    value = await store.get(deployId, { type: 'json' });
  }
  return value === null ? undefined : readBuildProblemsReport(value);
}
