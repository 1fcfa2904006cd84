import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';

/** Every page a built site holds: the route of each index.html, not-found pages left out. */
async function builtPages(publicDir: string): Promise<string[]> {
  const files = await readdir(publicDir, { recursive: true });
  return files
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => `/${path.dirname(file)}`.replace(/^\/\.$/, '/'))
    .filter((route) => !/^\/(404|dev-404-page)$/.test(route));
}

const isNoindex = (html: string) => /<meta[^>]*name="robots"[^>]*content="[^"]*noindex/i.test(html);

/**
 * Reads the served sitemap.xml and checks it against the pages on disk: it lists exactly the built pages without a
 * noindex tag, each at the site's address, and each lastmod equals the last-update time the page shows.
 */
export async function checkSitemap(request: APIRequestContext, publicDir: string, siteUrl: string) {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?><urlset xmlns="http:\/\/www\.sitemaps\.org\//);
  const listed = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    ([, loc, lastmod]) => ({ loc: loc as string, lastmod }),
  );
  expect(listed.length).toBe(xml.match(/<url>/g)?.length);
  const indexable: string[] = [];
  const shownDates = new Map<string, string | undefined>();
  for (const route of await builtPages(publicDir)) {
    const html = await readFile(path.join(publicDir, route, 'index.html'), 'utf8');
    if (isNoindex(html)) continue;
    indexable.push(route);
    shownDates.set(route, /Last updated on (?:<!-- -->)?<time datetime="([^"]+)"/i.exec(html)?.[1]);
  }
  const routeOf = (loc: string) => {
    expect(loc.startsWith(siteUrl), loc).toBe(true);
    // Addresses are percent-encoded in the sitemap (`/notes/%E7%A6%85`), as sitemaps must write them.
    return decodeURI(loc.slice(siteUrl.length)) || '/';
  };
  expect(listed.map(({ loc }) => routeOf(loc)).sort()).toEqual(indexable.sort());
  for (const { loc, lastmod } of listed) {
    const shown = shownDates.get(routeOf(loc));
    if (shown) expect(lastmod, loc).toBe(new Date(shown).toISOString());
  }
  return { listed, indexable };
}
