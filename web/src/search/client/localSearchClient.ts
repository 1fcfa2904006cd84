/**
 * The search client DocSearch talks to in zero-configuration mode. DocSearch
 * builds an Algolia client and hands it to `transformSearchClient`; in local
 * mode that returns this object instead, which answers the same `search`
 * call from the index the build wrote under /search-index/.
 */
import { LocalSearchEngine, type SearchRequest, type SearchResponse } from '../local/engine.ts';
import { parseStored } from '../local/storedFiles.ts';

export const LOCAL_INDEX_URL = '/search-index/';
export const ANSWER_MARK = 'docs-search-answer';

export type LocalSearchClient = {
  search: (params: { requests: SearchRequest[] } | SearchRequest[]) => Promise<{ results: SearchResponse[] }>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: { algoliaAgent: { value: string; add: (options: { segment: string; version?: string }) => unknown } };
  /** Starts loading what the first search needs. */
  prepare: () => Promise<unknown>;
};

async function fetchIndexFile(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  return parseStored(new Uint8Array(await response.arrayBuffer()));
}

/** The manifest changes with every build, so it is revalidated; every other file has its hash in its name. */
function loadFrom(baseUrl: string) {
  return (path: string) =>
    fetchIndexFile(`${baseUrl}${path}`, path === 'manifest.json' ? { cache: 'no-cache' } : undefined);
}

let shared: LocalSearchClient | undefined;

/** One client per page session, so the index is fetched once and stays cached between searches. */
export function localSearchClient(baseUrl = LOCAL_INDEX_URL): LocalSearchClient {
  if (shared && baseUrl === LOCAL_INDEX_URL) return shared;
  const engine = new LocalSearchEngine(loadFrom(baseUrl));
  const agent = { value: 'react-redux-docs local search', add: () => agent };
  const client: LocalSearchClient = {
    search: async (params) => {
      const requests = Array.isArray(params) ? params : params.requests;
      const results = await Promise.all(requests.map((request) => engine.search(request)));
      // A User Timing mark per answer, for `npm run bench:search` (and the browser's performance panel).
      performance.mark(ANSWER_MARK, { detail: { query: requests[0]?.query ?? '' } });
      return { results };
    },
    addAlgoliaAgent: () => {},
    transporter: { algoliaAgent: agent },
    prepare: () => engine.prepare(),
  };
  if (baseUrl === LOCAL_INDEX_URL) shared = client;
  return client;
}
