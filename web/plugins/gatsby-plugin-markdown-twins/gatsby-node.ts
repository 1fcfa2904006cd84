import path from 'node:path';
import type { SidebarItem } from '@react-redux-docs/schemas/sidebar';
import { CURRENT_VERSION_NAME } from '@react-redux-docs/schemas/versions';
import { markdownTwinPath } from '@react-redux-docs/web/doc-pages/markdown-twin';
import type { PortableTextValue } from '@react-redux-docs/web/render';
import { rendererVersion, tabPairStore } from '@react-redux-docs/web/render/cache';
import { shareTabPairs, withJavaScriptTabs } from '@react-redux-docs/web/render/javascript-tabs';
import { STANDALONE_PAGES_GROUP } from '@react-redux-docs/web/search/records';
import { sidebarGroups } from '@react-redux-docs/web/search/records/from-documents';
import type { GatsbyNode } from 'gatsby';
import { docToMarkdown } from './src/docToMarkdown.ts';
import { inSidebarOrder, type ListedDoc, llmsFullTxt, llmsTxt } from './src/llmsTxt.ts';
import { cachedTwins, saveTwinKeys, type TwinKeys } from './src/twinCache.ts';
import { writeChangedFiles } from './src/writeChangedFiles.ts';

type DocNode = {
  id: string;
  _id: string;
  title: string;
  route: { current: string };
  description?: string | null;
  body?: PortableTextValue | null;
  /** The node id of the doc's docs version; none for the current docs. */
  version?: string | null;
  section?: string | null;
  internal: { contentDigest: string };
};
type VersionNode = { id: string; name: string; path: string; section?: string | null };
type SidebarNode = { version: string; section?: string | null; items: SidebarItem[] };
type SectionNode = { id: string; name: string; path: string };
type SettingsNode = { title?: string | null; tagline?: string | null; url?: string | null };

/** The plugin that renders Portable Text, whose store holds the pages' JavaScript tabs. */
const RENDERER_PLUGIN = 'gatsby-transformer-portable-text';

const listedDoc = (doc: DocNode): ListedDoc => ({
  id: doc._id,
  title: doc.title,
  route: doc.route.current,
  description: doc.description,
});

/**
 * Writes every doc page's and standalone page's Markdown twin next to it (`/api/hooks` → `/api/hooks.md`), from the
 * same Portable Text the page renders, then `llms.txt` and `llms-full.txt` for the current docs (and the standalone
 * pages) at the root and for each released version under its path. Runs before the headers step, which gives these
 * files their content types. A twin is rendered again only when its doc changed, and a file is written only when its
 * text did (src/twinCache.ts, src/writeChangedFiles.ts).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ getNodesByType, getCache, cache, reporter, store }) => {
  const started = Date.now();
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, 'public');
  // The pages' query workers made the JavaScript tabs already; they are taken from the renderer's store.
  shareTabPairs(tabPairStore(getCache(RENDERER_PLUGIN)), await rendererVersion(program.directory));
  const [settings] = getNodesByType('SanitySiteSettings') as unknown as SettingsNode[];
  const siteUrl = settings?.url ?? '';
  const docs = (getNodesByType('SanityDoc') as unknown as DocNode[]).filter((doc) => doc.route?.current);
  const standalone = (getNodesByType('SanityPage') as unknown as DocNode[])
    .filter((page) => page.route?.current)
    .sort((a, b) => (a.route.current < b.route.current ? -1 : 1));

  // By Sanity id, as the sidebars name docs.
  let twins: Map<string, string>;
  let rendered: number;
  let keys: TwinKeys;
  try {
    ({ twins, rendered, keys } = await cachedTwins([...docs, ...standalone], {
      cache,
      publicDir,
      siteUrl,
      fileOf: (doc) => markdownTwinPath(doc.route.current).slice(1),
      render: async (doc) => {
        try {
          // TypeScript shown as JavaScript too is both, as on the page.
          const body = doc.body ? await withJavaScriptTabs(doc.body) : doc.body;
          return docToMarkdown({ title: doc.title, body }, { siteUrl, route: doc.route.current });
        } catch (error) {
          throw new Error(
            `Could not write the Markdown of doc "${doc._id}" (/${doc.route.current}): ${(error as Error).message}`,
          );
        }
      },
    }));
  } catch (error) {
    return reporter.panic((error as Error).message);
  }
  const files: [string, string][] = [...docs, ...standalone].map((doc) => [
    markdownTwinPath(doc.route.current).slice(1),
    twins.get(doc._id) ?? '',
  ]);

  const sidebarNodes = getNodesByType('SanityDocsSidebar') as unknown as SidebarNode[];
  const sidebarOf = (version: string, section: string | null) =>
    sidebarNodes.find((sidebar) => sidebar.version === version && (sidebar.section ?? null) === section)?.items ?? [];
  const versions = getNodesByType('SanityDocsVersion') as unknown as VersionNode[];
  const sections = getNodesByType('SanityDocsSection') as unknown as SectionNode[];
  const sectionNames = new Map(sections.map((section) => [section.id, section.name]));
  // The main current docs at the root; each version (of the main docs or of a section) and each other docs section
  // under its own path.
  const lists = [
    {
      dir: '',
      docs: docs.filter((doc) => !doc.version && !doc.section),
      sidebar: sidebarOf(CURRENT_VERSION_NAME, null),
    },
    ...versions.map((version) => ({
      dir: version.path,
      docs: docs.filter((doc) => doc.version === version.id),
      sidebar: sidebarOf(version.name, sectionNames.get(version.section ?? '') ?? null),
    })),
    ...sections.map((section) => ({
      dir: section.path,
      docs: docs.filter((doc) => doc.section === section.id && !doc.version),
      sidebar: sidebarOf(CURRENT_VERSION_NAME, section.name),
    })),
  ];
  for (const list of lists) {
    if (list.dir === '' && list !== lists[0]) {
      reporter.warn(`Docs version at the site's root has no llms.txt of its own: the current docs' list is there`);
      continue;
    }
    const listed: ListedDoc[] = list.docs.map(listedDoc);
    const groups = inSidebarOrder(listed, sidebarGroups([list.sidebar]));
    // Standalone pages belong to no docs version; the root's lists name them after the current docs.
    if (list === lists[0] && standalone.length > 0) {
      groups.push({ label: STANDALONE_PAGES_GROUP, docs: standalone.map(listedDoc) });
    }
    const prefix = list.dir === '' ? '' : `${list.dir}/`;
    files.push([
      `${prefix}llms.txt`,
      llmsTxt({ title: settings?.title ?? '', tagline: settings?.tagline, siteUrl, groups }),
    ]);
    files.push([
      `${prefix}llms-full.txt`,
      llmsFullTxt(groups.flatMap((group) => group.docs.map((doc) => twins.get(doc.id) ?? ''))),
    ]);
  }

  let written: number;
  let removed: number;
  try {
    ({ written, removed } = await writeChangedFiles(publicDir, files, cache));
  } catch (error) {
    return reporter.panic(`Markdown twins: ${(error as Error).message}`);
  }
  await saveTwinKeys(cache, keys);
  reporter.info(
    `Markdown: ${docs.length} doc twins, ${standalone.length} standalone page twins, llms.txt and llms-full.txt for ${lists.length} docs version${lists.length === 1 ? '' : 's'}; ${rendered} twins rendered now, ${written} files written, ${removed} removed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
};
