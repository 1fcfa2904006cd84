/** A request's query and paging as Algolia reads them, and the response around a page of hits. */
import type { LocalHit, Ranking, SearchRequest, SearchResponse } from './types.ts';

export type RequestedPage = { query: string; hitsPerPage: number; page: number };

export function requestedPage(request: SearchRequest): RequestedPage {
  return {
    query: String(request.query ?? ''),
    hitsPerPage: Math.max(0, Math.min(1000, Number(request.hitsPerPage ?? 20))),
    page: Math.max(0, Number(request.page ?? 0)),
  };
}

function randomQueryId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The response in Algolia's shape; `started` is when the search began, for `processingTimeMS`. */
export function searchResponse(
  request: SearchRequest,
  { query, hitsPerPage, page }: RequestedPage,
  hits: LocalHit[],
  { ranked, exhaustive, estimate }: Ranking,
  started: number,
): SearchResponse {
  const params = new URLSearchParams(
    Object.entries(request)
      .filter(([name]) => name !== 'indexName')
      .map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
  ).toString();
  const nbHits = exhaustive ? ranked.length : Math.max(ranked.length, estimate);
  return {
    hits,
    nbHits,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: exhaustive,
    query,
    params,
    index: request.indexName ?? 'local',
    processingTimeMS: Date.now() - started,
    ...(request.clickAnalytics ? { queryID: randomQueryId() } : {}),
  };
}
