/**
 * What the search button does when the modal's code cannot be loaded. After a
 * deploy, the page's webpack runtime asks for chunk files the new build no
 * longer has; as Gatsby does for pages, a page of an older build then reloads
 * into the new one, and here the search reopens there with what the reader
 * typed. Any other failure (the network is down) leaves the page as it is.
 */
const REOPEN_KEY = 'docs-search-reopen';
const APP_DATA_URL = '/page-data/app-data.json';

declare global {
  interface Window {
    ___webpackCompilationHash?: string;
  }
}

/** Whether the server now has a build other than the one this page runs (Gatsby's app-data names it). */
async function deployedSinceLoad(): Promise<boolean> {
  try {
    const response = await fetch(APP_DATA_URL, { cache: 'no-cache' });
    if (!response.ok) return false;
    const { webpackCompilationHash } = (await response.json()) as { webpackCompilationHash?: unknown };
    return typeof webpackCompilationHash === 'string' && webpackCompilationHash !== window.___webpackCompilationHash;
  } catch {
    return false;
  }
}

/** Reloads the page into the new build, to reopen search with `query`, if there is one; else resolves false. */
export async function reloadIntoNewBuild(query: string): Promise<boolean> {
  if (!(await deployedSinceLoad())) return false;
  try {
    sessionStorage.setItem(REOPEN_KEY, JSON.stringify({ path: location.pathname, query }));
  } catch {
    // Storage refused: the reload still brings the new build; the reader opens search again.
  }
  location.reload();
  return true;
}

/** The search a reload into a new build asked to reopen on this page, taken once. */
export function takeReopenRequest(): { query: string } | null {
  try {
    const stored = sessionStorage.getItem(REOPEN_KEY);
    if (stored === null) return null;
    sessionStorage.removeItem(REOPEN_KEY);
    const request = JSON.parse(stored) as { path?: unknown; query?: unknown };
    if (request.path !== location.pathname) return null;
    return { query: typeof request.query === 'string' ? request.query : '' };
  } catch {
    return null;
  }
}
