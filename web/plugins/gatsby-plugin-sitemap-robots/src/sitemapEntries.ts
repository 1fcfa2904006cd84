/** A page as Gatsby lists it: its path, and the context the page was created with. */
export type BuiltPage = { path: string; context?: { id?: unknown } | null };

export type SitemapEntry = { url: string; lastmod?: string };

type Options = {
  /** The site's public address, without a trailing slash. */
  siteUrl: string;
  /** When each page's content last changed (ISO dates), by page node id as doc pages carry it, or by path. */
  updatedAt: (page: BuiltPage) => string | undefined;
  /** Routes asked not to be indexed, and the not-found pages. */
  excluded: (route: string) => boolean;
};

/**
 * The sitemap's entries: every page that may be indexed, at its absolute address, with the date its content
 * last changed when known. In route order, so the file changes only when the site does.
 */
export function sitemapEntries(pages: readonly BuiltPage[], { siteUrl, updatedAt, excluded }: Options): SitemapEntry[] {
  const base = siteUrl.replace(/\/+$/, '');
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const page of [...pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    if (excluded(page.path) || seen.has(page.path)) continue;
    seen.add(page.path);
    const lastmod = updatedAt(page);
    entries.push({ url: page.path === '/' ? `${base}/` : `${base}${page.path}`, ...(lastmod ? { lastmod } : {}) });
  }
  return entries;
}

/** robots.txt: everything may be crawled, and here is the list of pages. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
