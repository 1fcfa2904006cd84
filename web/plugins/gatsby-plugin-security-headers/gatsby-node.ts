import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type AlgoliaSettings, resolveSearchConfig } from '@react-redux-docs/web/search/config';
import type { GatsbyNode } from 'gatsby';
import { formatHeaders } from '../../serve/headersFile.ts';
import { contentSecurityPolicy } from './src/contentSecurityPolicy.ts';
import { type PageFacts, pageFacts } from './src/pageFacts.ts';
import { siteHeaders } from './src/siteHeaders.ts';

/** Each page's facts from earlier builds, by path, with the file time they were read at. */
const FACTS_CACHE = '.cache/security-headers-pages.json';
const CONCURRENT_FILES = 16;

type CachedFacts = Record<string, { modifiedMs: number; facts: PageFacts }>;

async function readCache(): Promise<CachedFacts> {
  try {
    return JSON.parse(await readFile(FACTS_CACHE, 'utf8')) as CachedFacts;
  } catch {
    return {};
  }
}

/**
 * Every page's facts: read again from pages written since they were last
 * read (all of them after a clean build), from the cache for the rest.
 * Pages no longer in the build drop out, so the policy allows exactly what
 * the published pages hold.
 */
async function allPageFacts(
  publicDir: string,
  pages: readonly string[],
): Promise<{ facts: PageFacts[]; read: number }> {
  const cached = await readCache();
  const fresh: CachedFacts = {};
  let next = 0;
  let read = 0;
  const reader = async () => {
    while (next < pages.length) {
      const page = pages[next++] as string;
      const relative = path.relative(publicDir, page);
      const { mtimeMs } = await stat(page);
      const known = cached[relative];
      if (known && known.modifiedMs === mtimeMs) {
        fresh[relative] = known;
        continue;
      }
      fresh[relative] = { modifiedMs: mtimeMs, facts: pageFacts(await readFile(page, 'utf8')) };
      read++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_FILES }, reader));
  await writeFile(FACTS_CACHE, JSON.stringify(fresh));
  return { facts: Object.values(fresh).map((entry) => entry.facts), read };
}

/**
 * Writes `public/_headers` from what this build emitted: its pages' inline
 * scripts, frames and images, its content-named files, and whether it
 * searches with Algolia. Runs after the paint-first step, whose loader is one
 * of the inline scripts.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ getNodesByType, reporter, store }) => {
  const started = Date.now();
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, 'public');
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  // Slices are fragments Gatsby has already stitched into the pages.
  const pages = files
    .filter((file) => file.endsWith('.html') && !file.startsWith('_gatsby/'))
    .map((file) => path.join(publicDir, file));
  if (pages.length === 0) return reporter.panic('The build wrote no pages to make the Content-Security-Policy from');
  const { facts, read } = await allPageFacts(publicDir, pages);

  const [settings] = getNodesByType('SanitySiteSettings') as {
    algolia?: AlgoliaSettings | null;
    analytics?: { provider?: string | null; scriptUrl?: string | null; siteId?: string | null } | null;
  }[];
  const search = resolveSearchConfig(process.env, settings?.algolia);
  // The analytics script comes from its service's host and reports back to it.
  const analytics = settings?.analytics;
  const analyticsOrigin =
    analytics?.provider && analytics.scriptUrl && analytics.siteId ? [new URL(analytics.scriptUrl).origin] : [];
  const policy = contentSecurityPolicy({
    pages: facts,
    ...(search.mode === 'algolia' ? { algolia: { appId: search.appId, insights: search.insights } } : {}),
    extraScriptOrigins: analyticsOrigin,
    extraConnectOrigins: analyticsOrigin,
  });
  const rules = siteHeaders({ policy, files });
  await writeFile(path.join(publicDir, '_headers'), formatHeaders(rules));
  const scripts = new Set(facts.flatMap((page) => page.scriptHashes)).size;
  reporter.info(
    `Headers: a Content-Security-Policy allowing ${scripts} inline scripts by hash${search.mode === 'algolia' ? ", Algolia's hosts" : ''}${analyticsOrigin.length > 0 ? `, the analytics host ${analyticsOrigin[0]}` : ''}, from ${pages.length} pages (${read} read now); ${rules.filter((rule) => rule.headers['Cache-Control'] === 'public, max-age=31536000, immutable').length - 1} files cached for good, ${rules.filter((rule) => rule.headers['Content-Type']).length} Markdown and text files typed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
};
