import { LocalSearchEngine } from '../../src/search/local/engine.ts';
import { CURRENT_DOCS, contextualFacetFilters, docsContext } from '../../src/search/records/index.ts';
import type { WorstCase } from '../worstCases.ts';
import { compressedSize } from './compression.ts';
import type { BuiltIndex, WorstRun } from './types.ts';

/**
 * A worst case typed letter by letter in a new session, as the modal sends it:
 * the compressed bytes of every index file read until the whole query is
 * answered, and the engine's slowest keystroke (index in memory).
 */
export async function typeWorstCase(built: BuiltIndex, worst: WorstCase): Promise<WorstRun> {
  const read = new Set<string>();
  const engine = new LocalSearchEngine(async (file) => {
    read.add(file);
    return JSON.parse(built.files.get(file) ?? 'null');
  });
  const filters = contextualFacetFilters(worst.version ? docsContext(worst.version) : CURRENT_DOCS);
  let slowestMs = 0;
  let last = { hits: 0, nbHits: 0 };
  for (let end = 1; end <= worst.query.length; end++) {
    if (worst.query[end - 1] === ' ') continue;
    const started = performance.now();
    const answer = await engine.search({
      query: worst.query.slice(0, end),
      hitsPerPage: 20,
      attributesToSnippet: ['content:10'],
      facetFilters: filters,
    });
    slowestMs = Math.max(slowestMs, performance.now() - started);
    last = { hits: answer.hits.length, nbHits: answer.nbHits };
  }
  const bytes = [...read].reduce((sum, file) => sum + compressedSize(built, file), 0);
  return { bytes, files: read.size, slowestMs, ...last };
}
