import type { HeaderRule } from '../../../serve/headersFile.ts';

/** Files named by their content (Gatsby's bundles and styles, the search modal's stylesheet): cached for good. */
const CONTENT_NAMED = /^(?:[\w-]+-[0-9a-f]{20}\.js|styles\.[0-9a-f]+\.css|search-assets\/[\w-]+\.[0-9a-f]{8,}\.css)$/;

/** The Markdown twins of doc pages, and the lists of them (llms.txt, llms-full.txt) at the root and per version. */
const MARKDOWN_TWIN = /\.md$/;
const LLMS_LIST = /(?:^|\/)llms(?:-full)?\.txt$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Browser features no page uses, so nothing a page loads may ask for them. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/**
 * The site's `_headers`: security headers on every path; long caching for
 * files named by their content (listed one by one, from the build's own
 * output) and `/static/`; revalidation for page data. Pages themselves get
 * the host's default, revalidation (Netlify's, and `npm run serve`'s). No two
 * rules set the same header for one path, so hosts that merge and hosts that
 * override agree.
 */
export function siteHeaders(options: { policy: string; files: readonly string[] }): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': options.policy,
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': PERMISSIONS_POLICY,
        'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    },
    { path: '/page-data/*', headers: { 'Cache-Control': REVALIDATE } },
    { path: '/static/*', headers: { 'Cache-Control': IMMUTABLE } },
    ...options.files
      .filter((file) => CONTENT_NAMED.test(file))
      .sort()
      .map((file) => ({ path: `/${file}`, headers: { 'Cache-Control': IMMUTABLE } })),
    // One rule per file: a pattern such as `/*.md` would also match a page whose route ends in "md" (`/guides/amd`),
    // as Netlify compiles it. Search engines keep ranking the HTML pages, not their twins.
    ...options.files
      .filter((file) => MARKDOWN_TWIN.test(file))
      .sort()
      .map((file) => ({
        path: `/${file}`,
        headers: { 'Content-Type': 'text/markdown; charset=utf-8', 'X-Robots-Tag': 'noindex' },
      })),
    ...options.files
      .filter((file) => LLMS_LIST.test(file))
      .sort()
      .map((file) => ({ path: `/${file}`, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })),
  ];
}

export const DEFAULT_CACHE_CONTROL = REVALIDATE;
