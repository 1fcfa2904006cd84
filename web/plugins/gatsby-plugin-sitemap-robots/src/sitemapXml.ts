import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise } from 'sitemap';
import type { SitemapEntry } from './sitemapEntries.ts';

/** The most addresses one sitemap file may list (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

/** sitemap.xml for the entries, written (and checked: absolute addresses, W3C dates) by the `sitemap` package. */
export async function sitemapXml(entries: readonly SitemapEntry[]): Promise<string> {
  if (entries.length > SITEMAP_URL_LIMIT) {
    throw new Error(
      `${entries.length} pages to list, more than the ${SITEMAP_URL_LIMIT} one sitemap may hold: split it into a sitemap index`,
    );
  }
  const stream = new SitemapStream({ xmlns: { news: false, video: false, image: false, xhtml: false } });
  return (await streamToPromise(Readable.from(entries).pipe(stream))).toString('utf8');
}
