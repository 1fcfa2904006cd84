import type { SearchablePage, SearchRecord } from '../../src/search/records/index.ts';

/** A site's local index, built and stored as the site's build does it, with what it weighs. */
export type BuiltIndex = {
  /** Each index file's JSON, as the engine reads it. */
  files: Map<string, string>;
  /** Each index file as written to disk and sent: the JSON, or gzipped (storedFiles.ts). */
  stored: Map<string, string | Uint8Array>;
  gzipped: boolean;
  pages: SearchablePage[];
  recordList: SearchRecord[];
  version?: string;
  records: number;
  docs: number;
  buildMs: number;
  bytes: number;
  shards: number;
  largestShard: number;
};

/** Files and their bytes on disk. */
export type FileTally = { files: number; bytes: number };

/** A worst case typed in a new session, the engine in Node. */
export type WorstRun = { bytes: number; files: number; slowestMs: number; hits: number; nbHits: number };

/** A query typed in Chromium. */
export type BrowserRun = {
  bytesBeforeFirst: number;
  firstResultMs: number;
  afterIndexMs: number;
  perKeystrokeMs: number[];
  /** Durations of the main thread's long tasks (50 ms or more) while typing. */
  longTasks: number[];
  requests: number;
};
