import { fork } from 'node:child_process';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SearchablePage } from '../../../src/search/records/index.ts';

export type Written = { records: number; files: number; bytes: number; shards: number };

const PAGES_PER_WRITE = 200;

/**
 * Builds the records and the index in a child process (searchIndexWorker.ts).
 * In Gatsby's process, which holds every node, the garbage collector took as
 * long as the work: the index of 10,000 docs allocates millions of small
 * objects, and each major collection walks gigabytes that are not its own. A
 * fresh process does the same work in about half the time, and gives its
 * memory back when it ends. The pages travel through a temporary NDJSON file.
 */
export async function buildInChildProcess(options: {
  pages: readonly SearchablePage[];
  siteDir: string;
  recordsFile: string;
  publicDir: string;
  local: boolean;
}): Promise<Written> {
  const folder = await mkdtemp(path.join(tmpdir(), 'search-index-'));
  const file = path.join(folder, 'pages.ndjson');
  try {
    const handle = await open(file, 'w');
    try {
      for (let start = 0; start < options.pages.length; start += PAGES_PER_WRITE)
        await handle.write(
          options.pages
            .slice(start, start + PAGES_PER_WRITE)
            .map((page) => `${JSON.stringify(page)}\n`)
            .join(''),
        );
    } finally {
      await handle.close();
    }
    // A path, not import.meta.url: Gatsby bundles this plugin's gatsby-node into .cache.
    const script = path.join(options.siteDir, 'plugins/gatsby-plugin-search-index/src/searchIndexWorker.ts');
    const mode = options.local ? 'local' : 'algolia';
    return await answerOf(
      fork(script, [file, options.recordsFile, options.publicDir, mode], {
        execArgv: [],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function answerOf(child: ReturnType<typeof fork>): Promise<Written> {
  return new Promise((resolve, reject) => {
    let written: Written | undefined;
    child.once('message', (message) => {
      written = message as Written;
      child.disconnect();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (written && code === 0) resolve(written);
      else
        reject(
          new Error(
            `the search index's process stopped with exit code ${code} before it finished (its error is above)`,
          ),
        );
    });
  });
}
