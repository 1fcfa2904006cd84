/**
 * How index files are stored. A small index is plain JSON, which the CDN
 * sends brotli-compressed. A large one (GZIP_FROM_BYTES of JSON or more,
 * about 1,700 generated docs) is stored gzipped: at 10,000 docs that is
 * 102 MB on disk instead of 380 MB, within twice what Pagefind writes for the
 * same pages. Those files travel as stored, since no CDN compresses a gzip
 * file again, so a query costs a few percent more bytes than with brotli, and
 * each file passes through a decompression stream, which delays the first
 * results by about 30 ms: worth it only where the disk and each deploy's
 * upload are large, which is why smaller sites keep plain JSON.
 *
 * The browser cannot ask for brotli itself (DecompressionStream reads gzip
 * and deflate only), and a host may answer a `.gz` file already decoded
 * (with `Content-Encoding: gzip`), so the reader looks at the bytes: a gzip
 * header means decompress, anything else is the JSON itself.
 */
export const GZIP_FROM_BYTES = 64 * 1024 * 1024;

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** The JSON value of an index file as fetched: gzipped or not. */
export async function parseStored(bytes: Uint8Array): Promise<unknown> {
  if (!isGzip(bytes)) return JSON.parse(new TextDecoder().decode(bytes));
  const text = await new Response(
    new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip')),
  ).text();
  return JSON.parse(text);
}
