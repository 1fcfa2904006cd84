import { liteClient } from 'algoliasearch/lite';
import type { SearchRequest, SearchResponse } from '../local/engine.ts';
import { localSearchClient } from './localSearchClient.ts';

export type SearchClientSettings = {
  mode: 'local' | 'algolia';
  appId: string | null;
  apiKey: string | null;
  indexName: string | null;
};

export type PageSearchClient = {
  indexName: string;
  search: (request: Omit<SearchRequest, 'indexName'>) => Promise<SearchResponse>;
};

/**
 * The client of the /search page: Algolia's own (with its host rotation,
 * retries and timeouts) when Algolia is configured, else the local engine,
 * behind one `search` call that answers in Algolia's shape.
 */
export function pageSearchClient(settings: SearchClientSettings): PageSearchClient {
  if (settings.mode === 'algolia' && settings.appId && settings.apiKey && settings.indexName) {
    const client = liteClient(settings.appId, settings.apiKey);
    const indexName = settings.indexName;
    return {
      indexName,
      search: async (request) => {
        const { results } = await client.search({ requests: [{ ...request, indexName }] });
        return results[0] as unknown as SearchResponse;
      },
    };
  }
  const client = localSearchClient();
  return {
    indexName: 'local',
    search: async (request) =>
      (await client.search({ requests: [{ ...request, indexName: 'local' }] })).results[0] as SearchResponse,
  };
}
