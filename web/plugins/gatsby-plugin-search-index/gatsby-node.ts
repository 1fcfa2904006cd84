import path from 'node:path';
import type { SidebarItem } from '@react-redux-docs/schemas/sidebar';
import { CURRENT_VERSION_NAME } from '@react-redux-docs/schemas/versions';
import { RenderedFields, rendererVersion, type SanityNode } from '@react-redux-docs/web/render/cache';
import { type AlgoliaSettings, resolveSearchConfig } from '@react-redux-docs/web/search/config';
import type { GatsbyNode } from 'gatsby';
import { buildInChildProcess, type Written } from './src/buildInChildProcess.ts';
import { modalStylesheetUrl, writeModalStylesheet } from './src/modalStylesheet.ts';
import { type DocForSearch, searchablePages } from './src/searchablePages.ts';
import { RECORDS_FILE } from './src/writeSearchIndex.ts';

/** The plugin that renders Portable Text, whose store holds every doc's sections. */
const RENDERER_PLUGIN = 'gatsby-transformer-portable-text';

async function siteSearchConfig(nodeModel: { findOne: (args: object) => Promise<unknown> }) {
  const settings = (await nodeModel.findOne({ type: 'SanitySiteSettings', query: {} })) as {
    algolia?: AlgoliaSettings | null;
  } | null;
  return { ...resolveSearchConfig(process.env, settings?.algolia), modalStylesheet: await modalStylesheetUrl() };
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    enum SearchMode { local algolia }
    type SearchSettings {
      mode: SearchMode!
      appId: String
      apiKey: String
      indexName: String
      insights: Boolean!
      "URL of DocSearch's modal stylesheet, linked when the modal loads."
      modalStylesheet: String!
    }
  `);
};

/** `searchSettings` at the root of the schema: the search the theme's button opens, resolved once per query. */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      searchSettings: {
        type: 'SearchSettings!',
        resolve: (
          _source: unknown,
          _args: unknown,
          context: { nodeModel: { findOne: (args: object) => Promise<unknown> } },
        ) => siteSearchConfig(context.nodeModel),
      },
    },
  });
};

/** `version`, `section`: the node ids of the doc's docs version and docs section, if it has them. */
type DocNode = Omit<DocForSearch, 'sections' | 'version' | 'section'> &
  SanityNode & { version?: string | null; section?: string | null };
type SidebarNode = { version: string; section?: string | null; items: SidebarItem[] };
type VersionNode = { id: string; name: string; section?: string | null };

/** The docs with the sections their pages render, read from the renderer's store (the pages rendered them). */
async function docsForSearch(
  docs: readonly DocNode[],
  versionNames: ReadonlyMap<string, string>,
  sectionNames: ReadonlyMap<string, string>,
  rendered: RenderedFields,
): Promise<DocForSearch[]> {
  return Promise.all(
    docs.map(async (doc) => ({
      version: (doc.version && versionNames.get(doc.version)) || CURRENT_VERSION_NAME,
      ...(doc.section && sectionNames.has(doc.section) ? { section: sectionNames.get(doc.section) } : {}),
      id: doc.id,
      _id: doc._id,
      title: doc.title,
      route: doc.route,
      keywords: doc.keywords,
      sections: await rendered.part(doc, 'body', 'sections'),
    })),
  );
}

/**
 * Reads the nodes themselves, not GraphQL: a query returning every doc makes
 * Gatsby walk each whole node to track its inline objects, 11 s of a
 * 10,000-doc build, for a few fields.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ getNodesByType, getCache, reporter, store }) => {
  const started = Date.now();
  const { program } = store.getState() as { program: { directory: string } };
  const [settings] = getNodesByType('SanitySiteSettings') as { algolia?: AlgoliaSettings | null }[];
  let mode: 'local' | 'algolia';
  try {
    mode = resolveSearchConfig(process.env, settings?.algolia).mode;
  } catch (error) {
    return reporter.panic((error as Error).message);
  }
  const rendered = new RenderedFields({
    store: getCache(RENDERER_PLUGIN),
    version: await rendererVersion(program.directory),
  });
  const versions = getNodesByType('SanityDocsVersion') as unknown as VersionNode[];
  const versionNames = new Map(versions.map((version) => [version.id, version.name]));
  const sections = getNodesByType('SanityDocsSection') as unknown as VersionNode[];
  const sectionNames = new Map(sections.map((section) => [section.id, section.name]));
  const allDocs = getNodesByType('SanityDoc') as unknown as DocNode[];
  const docs = await docsForSearch(allDocs, versionNames, sectionNames, rendered);
  const standalone = await docsForSearch(
    getNodesByType('SanityPage') as unknown as DocNode[],
    new Map(),
    new Map(),
    rendered,
  );
  // The current docs' sidebar first, then each version's in menu order, then each docs section's: the order hits
  // are grouped in.
  const sidebarNodes = getNodesByType('SanityDocsSidebar') as unknown as SidebarNode[];
  const sidebarOf = (version: string, section: string | null) =>
    sidebarNodes.find((sidebar) => sidebar.version === version && (sidebar.section ?? null) === section)?.items ?? [];
  const sectionVersions = versions.filter((version) => version.section);
  const sidebars = [
    ...[CURRENT_VERSION_NAME, ...versions.filter((version) => !version.section).map((version) => version.name)].map(
      (name) => sidebarOf(name, null),
    ),
    ...sections.map((section) => sidebarOf(CURRENT_VERSION_NAME, section.name)),
    ...sectionVersions.map((version) => sidebarOf(version.name, sectionNames.get(version.section ?? '') ?? null)),
  ];
  const queried = Date.now();
  await writeModalStylesheet(path.join(program.directory, 'public'));
  let written: Written;
  try {
    written = await buildInChildProcess({
      pages: searchablePages(docs, sidebars, standalone),
      siteDir: program.directory,
      recordsFile: path.join(program.directory, RECORDS_FILE),
      publicDir: path.join(program.directory, 'public'),
      local: mode === 'local',
      stateDir: path.join(program.directory, '.cache', 'caches', 'gatsby-plugin-search-index'),
    });
  } catch (error) {
    return reporter.panic(`Could not build the search index: ${(error as Error).message}`);
  }
  // Where the time goes, for builds of thousands of docs: reading the sections, then each step of the child process.
  const s = (value: number) => `${value.toFixed(1)} s`;
  const child = written.seconds;
  const timing = `(${s((queried - started) / 1000)} reading the docs, ${s((Date.now() - queried) / 1000)} in its own process: ${s(child.reading)} reading them, ${s(child.records)} records, ${s(child.recordsFile)} records file, ${s(child.index)} index, ${s(child.files)} index files)`;
  reporter.info(
    mode === 'local'
      ? `Search: ${written.records} records from ${docs.length} docs and ${standalone.length} standalone pages; local index of ${written.shards} shards, ${written.files} files (${written.rewritten} written now; ${written.analyzed?.pages ?? 0} pages read and ${written.analyzed?.terms ?? 0} terms scored), ${(written.bytes / 1024).toFixed(0)} KB ${timing}`
      : `Search: ${written.records} records from ${docs.length} docs and ${standalone.length} standalone pages in ${RECORDS_FILE}; Algolia answers searches (push them with npm run search:index) ${timing}`,
  );
};
