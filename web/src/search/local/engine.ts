/**
 * The zero-configuration search engine: answers DocSearch's requests in
 * Algolia's response shape from the index the build writes. Each query word
 * costs one shard, found from the manifest; MiniSearch's radix tree matches
 * the word against the shard's terms (prefix on the last word, typos as Algolia
 * allows them), every word is required, and scores are the impacts the build
 * computed (ranking.ts). The best hit per URL is kept, and the records of the
 * hits returned are fetched (pageHits.ts). A deploy in the middle of a session
 * is answered from the new build (renewal.ts).
 */
import { queryTerms } from './analyzer.ts';
import type { Manifest } from './format.ts';
import { IndexFiles } from './indexFiles.ts';
import { IndexReader } from './indexReader.ts';
import { pageHits } from './pageHits.ts';
import { rank } from './ranking.ts';
import { DeployRenewal } from './renewal.ts';
import { requestedPage, searchResponse } from './response.ts';
import type { IndexLoader, Ranking, SearchRequest, SearchResponse } from './types.ts';

export { IndexUnavailableError } from './indexFiles.ts';
export type { IndexLoader, LocalHit, SearchRequest, SearchResponse } from './types.ts';

export class LocalSearchEngine {
  private readonly files: IndexFiles;
  private readonly reader: IndexReader;
  private readonly renewal: DeployRenewal;

  constructor(load: IndexLoader) {
    this.files = new IndexFiles(load);
    this.reader = new IndexReader(this.files);
    this.renewal = new DeployRenewal(this.files, this.reader);
  }

  /**
   * Reads the manifest again (the reader is about to search): searching is then one step shorter, and a
   * build deployed since the last search is the one searched, with nothing of the old one kept.
   */
  prepare(): Promise<Manifest> {
    return this.renewal.revalidate();
  }

  /** Answers one request, from the build deployed now (renewal.ts). */
  search(request: SearchRequest): Promise<SearchResponse> {
    const started = Date.now();
    return this.renewal.answer((manifest) => this.answer(request, manifest, started));
  }

  private async answer(request: SearchRequest, manifest: Manifest, started: number): Promise<SearchResponse> {
    const wanted = requestedPage(request);
    const { hitsPerPage, page } = wanted;
    const terms = queryTerms(wanted.query);
    const ranking: Ranking =
      terms.length === 0
        ? { ranked: [], exhaustive: true, estimate: 0 }
        : await rank(this.reader, manifest, terms, request.facetFilters, (page + 1) * hitsPerPage);
    const pageResults = ranking.ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const found = await Promise.all(
      pageResults.map(async (result) => ({
        result,
        record: await this.reader.record(manifest, result.id, result.terms),
      })),
    );
    return searchResponse(request, wanted, pageHits(found, terms, request), ranking, started);
  }
}
