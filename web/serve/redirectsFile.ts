/**
 * Redirects in Netlify's `_redirects` format (`/from /to 301`, one a line),
 * written by the build into the published folder. Netlify reads that file;
 * `npm run serve` reads the same file, so both redirect alike.
 */

export interface Redirect {
  /** A path, decoded: `/guides/what is new`. */
  from: string;
  to: string;
}

/** Paths as a URL carries them: spaces and other characters percent-encoded, so a line splits on whitespace. */
function encodePath(pathname: string): string {
  return encodeURI(pathname).replace(/#/g, '%23').replace(/\?/g, '%3F');
}

export function formatRedirects(redirects: readonly Redirect[]): string {
  const header = "# Written by the build from the docs' old routes (previousRoutes); do not edit.\n";
  return header + redirects.map(({ from, to }) => `${encodePath(from)} ${encodePath(to)} 301\n`).join('');
}

/** The redirects of a `_redirects` file, keyed by decoded path (comments and blank lines skipped). */
export function parseRedirects(text: string): Map<string, string> {
  const redirects = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to) continue;
    redirects.set(decodePath(from), to);
  }
  return redirects;
}

export function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname).replace(/%23/gi, '#').replace(/%3F/gi, '?');
  } catch {
    return pathname;
  }
}
