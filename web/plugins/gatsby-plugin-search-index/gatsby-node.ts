import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteRecords } from '../../src/search/records/index.ts';
import { modalStylesheetUrl, writeModalStylesheet } from './src/modalStylesheet.ts';
import { type DocForSearch, type SidebarForSearch, searchablePages } from './src/searchablePages.ts';
import { type AlgoliaSettings, resolveSearchConfig } from './src/searchConfig.ts';
import { RECORDS_FILE, writeSearchIndex } from './src/writeSearchIndex.ts';

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

type SearchData = {
  searchSettings: { mode: 'local' | 'algolia' };
  allSanityDoc: { nodes: DocForSearch[] };
  sanityDocsSidebar: SidebarForSearch;
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, store }) => {
  const started = Date.now();
  const result = await graphql<SearchData>(`
    query SearchRecords {
      searchSettings {
        mode
      }
      allSanityDoc {
        nodes {
          id
          title
          route {
            current
          }
          keywords
          sections {
            anchor
            title
            level
            hierarchy {
              level
              title
            }
            content {
              kind
              text
            }
          }
        }
      }
      sanityDocsSidebar {
        categories {
          label
          docs {
            id
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic('Could not query the docs for the search index', result.errors);
    return;
  }
  const { searchSettings, allSanityDoc, sanityDocsSidebar } = result.data;
  const queried = Date.now();
  const records = siteRecords(searchablePages(allSanityDoc.nodes, sanityDocsSidebar));
  if (allSanityDoc.nodes.length > 0 && records.length === 0) reporter.panic('The search index came out empty.');
  const { program } = store.getState() as { program: { directory: string } };
  await writeModalStylesheet(path.join(program.directory, 'public'));
  const written = await writeSearchIndex({
    records,
    recordsFile: path.join(program.directory, RECORDS_FILE),
    publicDir: path.join(program.directory, 'public'),
    local: searchSettings.mode === 'local',
  });
  // Where the time goes, for builds of thousands of docs: reading the sections, then records, index and files.
  const timing = `(${((queried - started) / 1000).toFixed(1)} s reading the docs, ${((Date.now() - queried) / 1000).toFixed(1)} s records and index)`;
  reporter.info(
    searchSettings.mode === 'local'
      ? `Search: ${records.length} records from ${allSanityDoc.nodes.length} docs; local index of ${written.shards} shards, ${written.files} files, ${(written.bytes / 1024).toFixed(0)} KB ${timing}`
      : `Search: ${records.length} records from ${allSanityDoc.nodes.length} docs in ${RECORDS_FILE}; Algolia answers searches (push them with npm run search:index) ${timing}`,
  );
};
