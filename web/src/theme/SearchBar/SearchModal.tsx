/**
 * The search dialog, loaded only when the reader reaches for search: the real
 * DocSearch modal, talking to Algolia or, in local mode, to the local engine
 * through `transformSearchClient`. Its stylesheet is linked by the SearchBar
 * as this chunk loads (see gatsby-plugin-search-index/src/modalStylesheet.ts).
 */
import { DocSearchModal, type DocSearchTransformClient } from '@docsearch/react';
import { Link, navigate } from 'gatsby';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { localSearchClient } from '../../search/client/localSearchClient.ts';
import { contextualFacetFilters, docsContext, type RecordContext } from '../../search/records/index.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import type { SearchSettings } from './useSearchSettings.ts';

/** DocSearch insists on an application id and key; in local mode no request ever carries them. */
const LOCAL_CREDENTIALS = { appId: 'local', apiKey: 'local', indexName: 'local' } as const;

/** Called when the button is pointed at or focused: in local mode, fetch the index manifest ahead of the first search. */
export function prepareSearch(settings: SearchSettings): void {
  if (settings.mode === 'local')
    localSearchClient()
      .prepare()
      .catch(() => {});
}

export function searchPageUrl(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

/** A hit links with Gatsby's Link, so choosing it navigates within the site instead of reloading. */
function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  return <Link to={hit.url}>{children}</Link>;
}

type SearchCall = DocSearchTransformClient['search'];
type SearchArguments = Parameters<SearchCall>;

function queryOf(params: SearchArguments[0]): string {
  const requests = (Array.isArray(params) ? params : (params as { requests?: unknown[] }).requests) as
    | { query?: string }[]
    | undefined;
  return String(requests?.[0]?.query ?? '');
}

/**
 * Tracks whether the latest search failed as DocSearch's clients fail when no
 * host answers (RetryError), by wrapping the client's search. State changes
 * only when a search settles: an update while the input event is still being
 * handled would make React put the input's previous value back, losing a
 * keystroke.
 */
function useFailedSearch() {
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const latest = useRef('');
  const watch = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => ({
      ...client,
      search: ((...args: SearchArguments) => {
        const query = queryOf(args[0]);
        latest.current = query;
        return client.search(...args).then(
          (response) => {
            if (latest.current === query) setFailedQuery(null);
            return response;
          },
          (error: unknown) => {
            if (latest.current === query && (error as Error | null)?.name === 'RetryError') setFailedQuery(query);
            throw error;
          },
        );
      }) as SearchCall,
    }),
    [],
  );
  return { failed: failedQuery !== null && failedQuery !== '', watch };
}

/** DocSearch's footer is a <footer>, which would be a second page footer landmark inside the dialog. */
function useFooterWithoutLandmark() {
  useEffect(() => {
    document.querySelector('.DocSearch-Footer')?.setAttribute('role', 'none');
  }, []);
}

function ResultsFooter({ query, nbHits, onClose }: { query: string; nbHits: number; onClose: () => void }) {
  return (
    <Link to={searchPageUrl(query)} onClick={onClose}>
      {`See all ${nbHits} results`}
    </Link>
  );
}

type Props = {
  settings: SearchSettings;
  version: string;
  /** The other docs sections, each in the reader's version there: searched too. */
  sections: readonly RecordContext[];
  initialQuery?: string;
  onClose: () => void;
};

export default function SearchModal(props: Props) {
  const { settings, version, sections, initialQuery, onClose } = props;
  const local = settings.mode === 'local';
  const { failed, watch } = useFailedSearch();
  useFooterWithoutLandmark();
  // Made once per opening: DocSearch rebuilds its search state, query included, whenever a prop changes.
  const modal = useMemo(() => {
    const credentials = local
      ? LOCAL_CREDENTIALS
      : { appId: settings.appId ?? '', apiKey: settings.apiKey ?? '', indexName: settings.indexName ?? '' };
    const missingResultsUrl = settings.missingResultsUrl;
    return (
      <DocSearchModal
        {...credentials}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        searchParameters={{ facetFilters: contextualFacetFilters(docsContext(version), sections) }}
        transformSearchClient={(client) =>
          watch(local ? (localSearchClient() as unknown as DocSearchTransformClient) : client)
        }
        insights={!local && settings.insights}
        navigator={{
          navigate: ({ itemUrl }) => {
            void navigate(itemUrl);
          },
        }}
        hitComponent={Hit}
        resultsFooterComponent={({ state }) => (
          <ResultsFooter query={state.query} nbHits={Number(state.context.nbHits ?? 0)} onClose={onClose} />
        )}
        getMissingResultsUrl={
          missingResultsUrl
            ? ({ query }) => missingResultsUrl.replaceAll('{query}', encodeURIComponent(query))
            : undefined
        }
      />
    );
  }, [local, settings, version, sections, initialQuery, onClose, watch]);
  const classes = [local && 'search-local', failed && 'search-failed'].filter(Boolean).join(' ');
  return createPortal(
    <div className={classes || undefined}>
      {failed && <ErrorScreen />}
      {modal}
    </div>,
    document.body,
  );
}
