/**
 * A page of ranked records as DocSearch's hits: in Algolia's order within the
 * page, with the requested attributes, highlights and snippets.
 */
import type { Ranked } from './candidates.ts';
import type { StoredRecord } from './format.ts';
import { highlight, QueryMatcher, snippet, type Tags } from './highlight.ts';
import type { FoundRecord, LocalHit, SearchRequest } from './types.ts';

const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const LEVELS = { lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6, content: 7 } as const;
const NO_TAGS: Tags = { pre: '', post: '' };

/** The hits of one page, from its records as ranked and read. */
export function pageHits(found: FoundRecord[], terms: readonly string[], request: SearchRequest): LocalHit[] {
  return sectionsFirst(found, terms).map(({ result, record }) => hit(record, result, terms, request));
}

/** Whether `inner` sits inside the section whose heading record is `outer` (deeper, under the same headings). */
function isInside(inner: StoredRecord, outer: StoredRecord): boolean {
  const depth = LEVELS[outer.type];
  if (inner.url_without_anchor !== outer.url_without_anchor || LEVELS[inner.type] <= depth) return false;
  return HIERARCHY_LEVELS.slice(1, depth + 1).every((level) => inner.hierarchy[level] === outer.hierarchy[level]);
}

/**
 * Within a page of hits, a section whose own heading matched a query word
 * comes before the subsections inside it, as Algolia orders DocSearch
 * records: a subsection's hierarchy holds its section's heading, so both match
 * at that attribute and the higher level wins. The build already scores each
 * whole word this way; this also covers what the words matched as prefixes
 * and with typos.
 */
function sectionsFirst<T extends { result: Ranked; record: StoredRecord }>(found: T[], terms: readonly string[]): T[] {
  const ordered = [...found];
  // Any term the query matched on this page counts: a section's own postings for it may not have been read.
  const matcher = new QueryMatcher(terms, new Set([...terms, ...found.flatMap(({ result }) => result.terms)]));
  const headingMatches = ({ record }: T) =>
    record.type !== 'content' &&
    highlight(record.hierarchy[record.type] ?? '', matcher, NO_TAGS).matchedWords.length > 0;
  for (let at = ordered.length - 1; at > 0; at--) {
    const section = ordered[at] as T;
    if (!headingMatches(section)) continue;
    const first = ordered.findIndex((other, index) => index < at && isInside(other.record, section.record));
    if (first < 0) continue;
    ordered.splice(at, 1);
    ordered.splice(first, 0, section);
    at++;
  }
  return ordered;
}

function hit(stored: StoredRecord, result: Ranked, terms: readonly string[], request: SearchRequest): LocalHit {
  // Searchable, never shown: a hit is the record as DocSearch's crawler writes it.
  const { code: _code, keywords: _keywords, ...record } = stored;
  const tags: Tags = { pre: request.highlightPreTag ?? '<em>', post: request.highlightPostTag ?? '</em>' };
  const matcher = new QueryMatcher(terms, result.terms);
  const ellipsis = request.snippetEllipsisText ?? '…';
  const snippetLengths = new Map(
    (request.attributesToSnippet ?? []).map((entry) => {
      const [attribute = '', words = '10'] = entry.split(':');
      return [attribute, Number(words) || 10] as const;
    }),
  );
  const highlighted = (attribute: string) =>
    !request.attributesToHighlight ||
    request.attributesToHighlight.includes('*') ||
    request.attributesToHighlight.includes(attribute);

  const highlightHierarchy: Record<string, unknown> = {};
  const snippetHierarchy: Record<string, unknown> = {};
  for (const level of HIERARCHY_LEVELS) {
    const value = record.hierarchy[level];
    if (value === null) continue;
    const attribute = `hierarchy.${level}`;
    if (highlighted(attribute)) highlightHierarchy[level] = highlight(value, matcher, tags);
    const length = snippetLengths.get(attribute);
    if (length !== undefined) snippetHierarchy[level] = snippet(value, matcher, tags, length, ellipsis);
  }
  const highlightResult: Record<string, unknown> = { hierarchy: highlightHierarchy };
  const snippetResult: Record<string, unknown> = { hierarchy: snippetHierarchy };
  if (record.content !== null) {
    if (highlighted('content')) highlightResult.content = highlight(record.content, matcher, tags);
    const length = snippetLengths.get('content');
    if (length !== undefined) snippetResult.content = snippet(record.content, matcher, tags, length, ellipsis);
  }
  return {
    ...retrieved(record, request.attributesToRetrieve),
    _highlightResult: highlightResult,
    _snippetResult: snippetResult,
  };
}

/** The record with only the requested attributes (Algolia's attributesToRetrieve; objectID always). */
function retrieved(record: StoredRecord, attributes: readonly string[] | undefined): StoredRecord {
  if (!attributes || attributes.includes('*')) return record;
  const wanted = new Set(attributes);
  const copy: Record<string, unknown> = { objectID: record.objectID };
  for (const [name, value] of Object.entries(record)) {
    if (name === 'hierarchy') {
      const levels = HIERARCHY_LEVELS.filter((level) => wanted.has('hierarchy') || wanted.has(`hierarchy.${level}`));
      if (levels.length > 0)
        copy.hierarchy = Object.fromEntries(levels.map((level) => [level, record.hierarchy[level]]));
    } else if (wanted.has(name)) copy[name] = value;
  }
  return copy as StoredRecord;
}
