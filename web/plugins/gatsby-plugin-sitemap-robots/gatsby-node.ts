import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isNotFoundRoute, NOINDEX_ROUTES } from '@react-redux-docs/web/site-head/robots';
import type { GatsbyNode } from 'gatsby';
import { type BuiltPage, robotsTxt, sitemapEntries } from './src/sitemapEntries.ts';
import { sitemapXml } from './src/sitemapXml.ts';

type Updated = { _updatedAt?: string | null };

/**
 * Writes sitemap.xml (every page but the not-found pages and those asked not to be indexed, each with the date its
 * doc last changed) and robots.txt naming it. Runs after every build, incremental ones too: both files are small.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ getNodesByType, getNode, reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, 'public');
  const [settings] = getNodesByType('SanitySiteSettings') as unknown as { url?: string | null }[];
  if (!settings?.url) return reporter.panic('Site settings have no site address: sitemap.xml needs it');
  const [landing] = getNodesByType('SanityLandingPage') as unknown as Updated[];
  const pages = getNodesByType('SitePage') as unknown as BuiltPage[];
  const updatedAt = (page: BuiltPage) => {
    if (page.path === '/') return landing?._updatedAt ?? undefined;
    const id = page.context?.id;
    return typeof id === 'string' ? ((getNode(id) as Updated | undefined)?._updatedAt ?? undefined) : undefined;
  };
  const entries = sitemapEntries(pages, {
    siteUrl: settings.url,
    updatedAt,
    excluded: (route) => isNotFoundRoute(route) || NOINDEX_ROUTES.includes(route),
  });
  try {
    await writeFile(path.join(publicDir, 'sitemap.xml'), await sitemapXml(entries));
  } catch (error) {
    return reporter.panic(`Could not write sitemap.xml: ${(error as Error).message}`);
  }
  await writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(settings.url));
  reporter.info(`Sitemap: ${entries.length} pages in sitemap.xml`);
};
