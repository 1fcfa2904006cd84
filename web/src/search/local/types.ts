/** The types the local engine's modules share, and the request and response shapes DocSearch sees. */
import type { Ranked } from './candidates.ts';
import type { StoredRecord } from './format.ts';

/** Reads one index file (path relative to the index folder) as parsed JSON. */
export type IndexLoader = (path: string) => Promise<unknown>;

export type SearchRequest = {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  facetFilters?: string | (string | string[])[];
  clickAnalytics?: boolean;
  [parameter: string]: unknown;
};

export type LocalHit = StoredRecord & {
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
};

export type SearchResponse = {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** False when some postings were never read: `nbHits` is then an estimate, as Algolia's can be. */
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  queryID?: string;
};

/** A matching record and the section it belongs to (hits are distinct by section). */
export type RankedRecord = Ranked & { section: number };

/** A query's matching records, best first, and how many hits there are in all. */
export type Ranking = {
  ranked: RankedRecord[];
  /** Whether every posting that could hold a hit was read, so that `ranked` is every hit. */
  exhaustive: boolean;
  estimate: number;
};

/** A ranked record of the page being answered, with the record itself. */
export type FoundRecord = { result: RankedRecord; record: StoredRecord };
