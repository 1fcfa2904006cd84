/**
 * The site-deploys function's settings, read from its environment on every
 * request: the same NETLIFY_API_TOKEN and SITE_ID the publish webhook uses,
 * NETLIFY_API_URL for tests, and STUDIO_ORIGIN, the Studio's address.
 */
import { type NetlifyAccess, readNetlifyAccess } from '../netlifyApi.ts';

export type DeploysEnvironment = Readonly<Record<string, string | undefined>>;

export type DeploysConfig = Pick<NetlifyAccess, 'token' | 'siteId' | 'apiUrl'>;

export type DeploysConfigResult = { ok: true; config: DeploysConfig } | { ok: false; problem: string };

export function readDeploysConfig(env: DeploysEnvironment): DeploysConfigResult {
  const read = readNetlifyAccess(env);
  if (!read.ok) {
    const { missing } = read;
    return {
      ok: false,
      problem: `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set in the site's environment variables.`,
    };
  }
  return { ok: true, config: read.access };
}

/**
 * Who may read the answer from a browser. The list is a read-only status of
 * the site's builds, much like a public deploy log: it holds no secret and no
 * link to Netlify's admin, so without STUDIO_ORIGIN any page may read it
 * (`*`). With STUDIO_ORIGIN (one origin, or several separated by commas, such
 * as the hosted Studio and http://localhost:3333), only those may: the
 * request's Origin when it is one of them, else the first.
 */
export function allowedOrigin(env: DeploysEnvironment, requestOrigin: string | null): string {
  const origins = (env.STUDIO_ORIGIN ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (origins.length === 0) return '*';
  return requestOrigin && origins.includes(requestOrigin) ? requestOrigin : (origins[0] as string);
}

/** Values never written to the log. */
export function deploysSecretValues(env: DeploysEnvironment): string[] {
  const token = env.NETLIFY_API_TOKEN?.trim();
  return token ? [token] : [];
}
