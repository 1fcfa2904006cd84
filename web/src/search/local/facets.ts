/** Facet filters over record ids: the build sorts records so that each facet value is a few runs of ids. */
import type { Manifest } from './format.ts';
import type { SearchRequest } from './types.ts';

/** `attr:value` / `attr:-value` filters, an array meaning AND and a nested array OR, as Algolia reads them. */
export function facetFilter(manifest: Manifest, filters: SearchRequest['facetFilters']): (id: number) => boolean {
  if (!filters || filters.length === 0) return () => true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const test = (filter: string) => {
    const colon = filter.indexOf(':');
    const attribute = filter.slice(0, colon);
    let value = filter.slice(colon + 1);
    const negated = value.startsWith('-');
    if (negated) value = value.slice(1);
    const ranges = manifest.facets[attribute]?.[value] ?? [];
    return (id: number) => ranges.some(([start, end]) => id >= start && id < end) !== negated;
  };
  const clauses = list.map((clause) => (Array.isArray(clause) ? clause.map(test) : [test(clause)]));
  return (id) => clauses.every((clause) => clause.some((passes) => passes(id)));
}

/** The share of the index's records that pass `allowed`, exactly: facet values are runs of ids, so it is constant between run ends. */
export function allowedShare(manifest: Manifest, allowed: (id: number) => boolean): number {
  const ends = new Set([0, manifest.recordCount]);
  for (const values of Object.values(manifest.facets))
    for (const ranges of Object.values(values))
      for (const [start, end] of ranges) {
        ends.add(start);
        ends.add(end);
      }
  const sorted = [...ends].sort((a, b) => a - b);
  let count = 0;
  for (let at = 0; at + 1 < sorted.length; at++) {
    const start = sorted[at] ?? 0;
    if (allowed(start)) count += (sorted[at + 1] ?? start) - start;
  }
  return count / Math.max(1, manifest.recordCount);
}
