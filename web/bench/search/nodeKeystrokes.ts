import { LocalSearchEngine } from '../../src/search/local/engine.ts';
import { CURRENT_DOCS, contextualFacetFilters } from '../../src/search/records/index.ts';
import type { BuiltIndex } from './types.ts';

/** Engine time per keystroke of `query`, typed letter by letter, index files already in memory. */
export async function keystrokeTimes(built: BuiltIndex, query: string): Promise<number[]> {
  const engine = new LocalSearchEngine(async (file) => JSON.parse(built.files.get(file) ?? 'null'));
  const times: number[] = [];
  for (let end = 1; end <= query.length; end++) {
    const started = performance.now();
    await engine.search({
      query: query.slice(0, end),
      hitsPerPage: 20,
      attributesToSnippet: ['content:10'],
      facetFilters: contextualFacetFilters(CURRENT_DOCS),
    });
    times.push(performance.now() - started);
  }
  return times;
}
