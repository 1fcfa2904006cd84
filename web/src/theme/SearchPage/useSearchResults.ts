import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type PageSearchClient,
  pageSearchClient,
  type SearchClientSettings,
} from '../../search/client/pageSearchClient.ts';
import type { LocalHit } from '../../search/local/engine.ts';
import { contextualFacetFilters, docsContext, type RecordContext } from '../../search/records/index.ts';
import { MARK } from './highlighted.tsx';

export const HITS_PER_PAGE = 20;
/** A snippet of this many words gives each result a readable line or two of context. */
const SNIPPET_WORDS = 25;

export type SearchStatus = 'idle' | 'loading' | 'error' | 'done';
export type Results = { hits: LocalHit[]; nbHits: number; pages: number; nextPage: number };

const EMPTY: Results = { hits: [], nbHits: 0, pages: 0, nextPage: 0 };

function request(query: string, page: number, version: string, sections: readonly RecordContext[]) {
  return {
    query,
    page,
    hitsPerPage: HITS_PER_PAGE,
    attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
    attributesToSnippet: [`content:${SNIPPET_WORDS}`],
    attributesToHighlight: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
    ],
    snippetEllipsisText: '…',
    highlightPreTag: MARK.pre,
    highlightPostTag: MARK.post,
    facetFilters: contextualFacetFilters(docsContext(version), sections),
  };
}

/**
 * The results of the /search page for `query` in the main docs' `version` and the other docs `sections`: the first page when the query
 * changes (a reply to an older query is dropped), and the next page on
 * `loadMore`. Searches only for a non-empty query.
 */
export function useSearchResults(
  settings: SearchClientSettings,
  query: string,
  version: string,
  sections: readonly RecordContext[],
) {
  const client = useRef<PageSearchClient | undefined>(undefined);
  const [results, setResults] = useState<Results>(EMPTY);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const latest = useRef(0);
  const getClient = useCallback(() => {
    client.current ??= pageSearchClient(settings);
    return client.current;
  }, [settings]);

  const run = useCallback(
    (page: number) => {
      const trimmed = query.trim();
      const ticket = ++latest.current;
      if (!trimmed) {
        setResults(EMPTY);
        setStatus('idle');
        return;
      }
      setStatus('loading');
      getClient()
        .search(request(trimmed, page, version, sections))
        .then(
          (response) => {
            if (ticket !== latest.current) return;
            setResults((previous) => ({
              hits: page === 0 ? response.hits : [...previous.hits, ...response.hits],
              nbHits: response.nbHits,
              pages: response.nbPages,
              nextPage: page + 1,
            }));
            setStatus('done');
          },
          () => {
            if (ticket === latest.current) setStatus('error');
          },
        );
    },
    [query, version, sections, getClient],
  );

  useEffect(() => run(0), [run]);
  const loadMore = useCallback(() => {
    if (status !== 'loading' && results.nextPage < results.pages) run(results.nextPage);
  }, [status, results, run]);
  const hasMore = results.nextPage < results.pages;
  return useMemo(() => ({ results, status, loadMore, hasMore }), [results, status, loadMore, hasMore]);
}
