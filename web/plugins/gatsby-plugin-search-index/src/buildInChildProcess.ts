import path from 'node:path';
import type { SearchablePage } from '@react-redux-docs/web/search/records';
import { runInChildProcess } from '../../../builder/childProcess.ts';

import type { WriteSeconds } from './writeSearchIndex.ts';

/** What the step wrote, and where its time went in the child process. */
export type Written = {
  records: number;
  files: number;
  /** Files written by this build; the others were left as the last build wrote them. */
  rewritten: number;
  /** Pages read and terms scored again: all, unless the build started from the last one's state. */
  analyzed?: { pages: number; terms: number };
  bytes: number;
  shards: number;
  seconds: WriteSeconds & { reading: number; records: number };
};

/**
 * Builds the records and the index in a child process (searchIndexWorker.ts).
 * In Gatsby's process, which holds every node, the garbage collector took as
 * long as the work: the index of 10,000 docs allocates millions of small
 * objects, and each major collection walks gigabytes that are not its own. A
 * fresh process does the same work in about two thirds of the time, and gives
 * its memory back when it ends.
 */
export function buildInChildProcess(options: {
  pages: readonly SearchablePage[];
  siteDir: string;
  recordsFile: string;
  publicDir: string;
  local: boolean;
  stateDir: string;
}): Promise<Written> {
  return runInChildProcess<Written>({
    script: path.join(options.siteDir, 'plugins/gatsby-plugin-search-index/src/searchIndexWorker.ts'),
    items: options.pages,
    args: [options.recordsFile, options.publicDir, options.local ? 'local' : 'algolia', options.stateDir],
    what: "the search index's process",
  });
}
