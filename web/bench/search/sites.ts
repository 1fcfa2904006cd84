/**
 * The sites the search bench measures, `seed` (the real content) or a number
 * of generated docs, each with its local index built and stored as the site's
 * build does it.
 */
import { buildLocalIndex, withBodies } from '../../src/search/local/buildIndex.ts';
import { storedBody } from '../../src/search/local/storeFile.ts';
import { pagesFromDocuments } from '../../src/search/records/fromDocuments.ts';
import { siteRecords } from '../../src/search/records/index.ts';
import { brotli } from './compression.ts';
import type { BuiltIndex } from './types.ts';

/** Generated sites keep every tenth page in an old docs version, a small run of records as versioned sites have. */
const OLD_VERSION = '1.x';
const STORE_AT_ONCE = 32;

// Loaded when first needed: the importer alone takes seconds to load, and a bench that cannot start
// (no Chromium, say) should say so at once.
async function documentsFor(size: string) {
  if (size === 'seed') {
    const [{ importDocusaurusSite }, { SEED_CONTENT }] = await Promise.all([
      import('@react-redux-docs/scripts/import'),
      import('@react-redux-docs/scripts/seed'),
    ]);
    return (await importDocusaurusSite(SEED_CONTENT)).documents;
  }
  const { generateSiteDatasetLazily } = await import('@react-redux-docs/scripts/generate');
  return generateSiteDatasetLazily({ docs: Number(size) }).documents;
}

/** The site of `size` and its index, in chunks of `chunkSize` records when given (the index's default otherwise). */
export async function buildSite(size: string, chunkSize?: number): Promise<BuiltIndex> {
  const documents = await documentsFor(size);
  const started = performance.now();
  const version = size === 'seed' ? undefined : OLD_VERSION;
  const pages = pagesFromDocuments(documents).map((page, index) =>
    version && index % 10 === 9 ? { ...page, version } : page,
  );
  const records = siteRecords(pages);
  const { manifest, files: built } = buildLocalIndex(records, chunkSize !== undefined ? { chunkSize } : {});
  const files = withBodies(built);
  const all: { path: string; body: string }[] = [...files, { path: 'manifest.json', body: JSON.stringify(manifest) }];
  // A few at a time, as the site's build writes them: each gzip in flight holds its own compression state.
  const stored: (readonly [string, string | Uint8Array])[] = [];
  for (let start = 0; start < all.length; start += STORE_AT_ONCE)
    stored.push(
      ...(await Promise.all(
        all
          .slice(start, start + STORE_AT_ONCE)
          .map(
            async (file) =>
              [file.path, await storedBody(file.body, manifest.gzipped && file.path !== 'manifest.json')] as const,
          ),
      )),
    );
  // Built and stored (gzipped, for a large index), as the site's build does it.
  const buildMs = performance.now() - started;
  return {
    files: new Map(all.map((file) => [file.path, file.body])),
    stored: new Map(stored),
    gzipped: manifest.gzipped,
    pages,
    recordList: records,
    ...(version ? { version } : {}),
    records: records.length,
    docs: pages.length,
    buildMs,
    bytes: stored.reduce((sum, [, body]) => sum + Buffer.byteLength(body), 0),
    shards: manifest.keys.length,
    largestShard: (() => {
      const largest = stored
        .filter(([file]) => file.startsWith('terms/'))
        .reduce((a, b) => (Buffer.byteLength(b[1]) > Buffer.byteLength(a[1]) ? b : a))[1];
      return typeof largest === 'string' ? brotli(largest) : largest.length;
    })(),
  };
}
