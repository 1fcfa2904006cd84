/**
 * Algolia's `_highlightResult` and `_snippetResult`, computed from what a
 * query matched: the words (or camelCase parts, or typed prefixes) it found
 * are wrapped in the requested tags, and the text is HTML-escaped first, as
 * Algolia does, because DocSearch inserts these values as HTML.
 */
import { isStopWord, nameParts, typosAllowed } from './analyzer.ts';

export type Tags = { pre: string; post: string };
export type MatchLevel = 'none' | 'partial' | 'full';
export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};
export type SnippetResult = { value: string; matchLevel: MatchLevel };

/** Edit distance of two words, or `limit + 1` as soon as it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

type Range = { start: number; end: number; queryTerm: string };

/**
 * Knows, for any word of a hit's text, which part of it the query matched.
 * `queryTerms` are the query's terms in order (the last one typed as a
 * prefix); `matchedTerms` are the index terms the engine matched for this hit.
 */
export class QueryMatcher {
  private readonly explained = new Map<string, { queryTerm: string; prefixLength?: number }>();
  readonly queryTerms: readonly string[];

  constructor(queryTerms: readonly string[], matchedTerms: Iterable<string>) {
    this.queryTerms = queryTerms;
    for (const term of matchedTerms) {
      const explanation = this.explain(term);
      if (explanation) this.explained.set(term, explanation);
    }
  }

  private explain(term: string): { queryTerm: string; prefixLength?: number } | undefined {
    const last = this.queryTerms.length - 1;
    for (const [index, queryTerm] of this.queryTerms.entries()) {
      if (term === queryTerm) return { queryTerm };
      if (index === last && term.startsWith(queryTerm)) return { queryTerm, prefixLength: [...queryTerm].length };
    }
    for (const queryTerm of this.queryTerms) {
      const limit = typosAllowed(queryTerm);
      if (limit > 0 && editDistance(queryTerm, term, limit) <= limit) return { queryTerm };
    }
    return undefined;
  }

  /** The ranges of `word` (at `offset` in its text) to highlight. */
  rangesIn(word: string, offset: number): Range[] {
    const lower = word.toLowerCase();
    if (isStopWord(lower)) return [];
    const whole = this.explained.get(lower);
    if (whole) {
      const length = whole.prefixLength === undefined ? word.length : prefixUnits(word, whole.prefixLength);
      return [{ start: offset, end: offset + length, queryTerm: whole.queryTerm }];
    }
    if (nameParts(word).length === 0) return [];
    const ranges: Range[] = [];
    for (const part of word.matchAll(/\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu)) {
      const found = this.explained.get(part[0].toLowerCase());
      if (!found) continue;
      const start = offset + (part.index ?? 0);
      const length = found.prefixLength === undefined ? part[0].length : prefixUnits(part[0], found.prefixLength);
      ranges.push({ start, end: start + length, queryTerm: found.queryTerm });
    }
    return ranges;
  }
}

/** UTF-16 length of the first `count` characters of `word`. */
function prefixUnits(word: string, count: number): number {
  return [...word].slice(0, count).join('').length;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const WORD = /[\p{L}\p{N}_$]+/gu;

function matchRanges(text: string, matcher: QueryMatcher): Range[] {
  const ranges: Range[] = [];
  for (const found of text.matchAll(WORD)) ranges.push(...matcher.rangesIn(found[0], found.index ?? 0));
  return ranges;
}

function wrap(text: string, ranges: readonly Range[], tags: Tags): string {
  let out = '';
  let at = 0;
  for (const range of ranges) {
    out += `${escapeHtml(text.slice(at, range.start))}${tags.pre}${escapeHtml(text.slice(range.start, range.end))}${tags.post}`;
    at = range.end;
  }
  return out + escapeHtml(text.slice(at));
}

function levelOf(ranges: readonly Range[], matcher: QueryMatcher): { level: MatchLevel; words: string[] } {
  const words = [...new Set(ranges.map((range) => range.queryTerm))];
  const level = words.length === 0 ? 'none' : words.length >= new Set(matcher.queryTerms).size ? 'full' : 'partial';
  return { level, words };
}

export function highlight(text: string, matcher: QueryMatcher, tags: Tags): HighlightResult {
  const ranges = matchRanges(text, matcher);
  const { level, words } = levelOf(ranges, matcher);
  const covered = ranges.reduce((sum, range) => sum + range.end - range.start, 0);
  const letters = (text.match(WORD) ?? []).join('').length;
  return {
    value: wrap(text, ranges, tags),
    matchLevel: level,
    matchedWords: words,
    ...(level === 'none' ? {} : { fullyHighlighted: covered >= letters }),
  };
}

/**
 * The `length` words of `text` around its best match (the window holding the
 * most matched words, earliest first), highlighted, with `ellipsis` where the
 * text was cut. Without a match, the first words.
 */
export function snippet(
  text: string,
  matcher: QueryMatcher,
  tags: Tags,
  length: number,
  ellipsis: string,
): SnippetResult {
  const tokens = [...text.matchAll(/\S+/g)].map((found) => ({
    start: found.index ?? 0,
    end: (found.index ?? 0) + found[0].length,
  }));
  const ranges = matchRanges(text, matcher);
  const { level } = levelOf(ranges, matcher);
  if (tokens.length <= length) return { value: wrap(text, ranges, tags), matchLevel: level };

  const hits = tokens.map(
    (token) => ranges.filter((range) => range.start >= token.start && range.end <= token.end).length,
  );
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let i = 0; i < tokens.length; i++) {
    count += hits[i] ?? 0;
    if (i >= length) count -= hits[i - length] ?? 0;
    const start = Math.max(0, i - length + 1);
    if (i >= length - 1 && count > bestCount) {
      bestCount = count;
      best = start;
    }
  }
  // Start a little before the first match so it reads in context, as Algolia's snippets do.
  const firstHit = hits.findIndex((value, index) => index >= best && value > 0);
  if (firstHit > best + 2 && bestCount > 0) best = Math.min(firstHit - 2, tokens.length - length);
  const first = tokens[best];
  const last = tokens[best + length - 1];
  if (!first || !last) return { value: wrap(text, ranges, tags), matchLevel: level };
  const inside = ranges
    .filter((range) => range.start >= first.start && range.end <= last.end)
    .map((range) => ({ ...range, start: range.start - first.start, end: range.end - first.start }));
  const body = wrap(text.slice(first.start, last.end), inside, tags);
  const before = best > 0 ? ellipsis : '';
  const after = best + length < tokens.length ? ellipsis : '';
  return { value: `${before}${body}${after}`, matchLevel: level };
}
