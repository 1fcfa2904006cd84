/** What files cost a reader over the wire, compressed as they are sent. */
import { brotliCompressSync, constants } from 'node:zlib';
import type { BuiltIndex } from './types.ts';

export const brotli = (body: string | Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * Bytes an index file costs a reader, computed once each: a gzipped file as
 * stored (no CDN compresses it again), a JSON one brotli-compressed as the CDN sends it.
 */
const compressedSizes = new Map<string, number>();
export function compressedSize(built: BuiltIndex, file: string): number {
  const key = `${built.docs}:${file}`;
  let size = compressedSizes.get(key);
  if (size === undefined) {
    const stored = built.stored.get(file) ?? '';
    size = typeof stored === 'string' ? brotli(stored) : stored.length;
    compressedSizes.set(key, size);
  }
  return size;
}
