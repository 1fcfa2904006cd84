/**
 * What the search bench holds the local index to; it exits 1 on a miss. The
 * real content only shows its figures: the targets are for generated sites.
 */
import type { BuiltIndex, FileTally } from './types.ts';

export const FIRST_RESULTS_AFTER_INDEX_MS = 100;
export const BYTES_BEFORE_FIRST_RESULT = 300 * 1024;

/** At 10,000 docs, more files on disk than Pagefind's index of the same pages, or more than twice its bytes. */
export const overPagefind = (size: string, built: BuiltIndex, pagefind: FileTally) =>
  size === '10000' && (built.files.size > pagefind.files || built.bytes > 2 * pagefind.bytes);

/** At 10,000 docs, more compressed bytes than a reader should wait for. */
export const tooManyBytes = (size: string, bytes: number) => size === '10000' && bytes > BYTES_BEFORE_FIRST_RESULT;

/** At 1,000 docs, first results later than the target after the index arrived. */
export const tooSlowAfterIndex = (size: string, afterIndexMs: number) =>
  size === '1000' && afterIndexMs > FIRST_RESULTS_AFTER_INDEX_MS;
