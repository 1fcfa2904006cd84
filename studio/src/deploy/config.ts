/**
 * Where the Deploy tool reads the site's deploys: the site-deploys function of
 * the live site (web/netlify/functions/site-deploys.ts), at the address given
 * in SANITY_STUDIO_SITE_URL when the Studio is built. SANITY_STUDIO_* values
 * are written into the Studio's public bundle, which is fine for an address;
 * the Netlify token stays in the site's own environment and never reaches the
 * Studio.
 */
import { SITE_DEPLOYS_PATH } from '@react-redux-docs/web/deploys';

export interface DeployConfig {
  /** The live site's address, e.g. https://react-redux.js.org; undefined when not set or not a web address. */
  siteUrl: string | undefined;
  /** The function's address on it; undefined with siteUrl. */
  deploysUrl: string | undefined;
}

export interface DeployEnvironment {
  SANITY_STUDIO_SITE_URL?: string;
}

export function readDeployConfig(env: DeployEnvironment): DeployConfig {
  const given = env.SANITY_STUDIO_SITE_URL?.trim().replace(/\/+$/, '');
  if (!given || !isWebAddress(given)) return { siteUrl: undefined, deploysUrl: undefined };
  return { siteUrl: given, deploysUrl: `${given}${SITE_DEPLOYS_PATH}` };
}

function isWebAddress(value: string): boolean {
  try {
    const { protocol, search, hash } = new URL(value);
    return (protocol === 'https:' || protocol === 'http:') && !search && !hash;
  } catch {
    return false;
  }
}

// Named in full: the Studio's bundler replaces this exact expression with its value.
export const deployConfig: DeployConfig = readDeployConfig({
  SANITY_STUDIO_SITE_URL: process.env.SANITY_STUDIO_SITE_URL,
});
