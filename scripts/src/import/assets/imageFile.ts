import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { imageSize } from 'image-size';
import type { Asset, AssetResult } from './types.ts';

/** Reads, hashes and measures an image file: the asset it becomes, named by its content, or why it cannot be one. */
export function readImageFile(sourcePath: string): AssetResult {
  let bytes: Buffer;
  try {
    if (!statSync(sourcePath).isFile()) return { ok: false, message: 'is not a file' };
    bytes = readFileSync(sourcePath);
  } catch {
    return { ok: false, message: 'does not exist' };
  }
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch (error) {
    return { ok: false, message: `is not an image this importer can read (${(error as Error).message})` };
  }
  if (!size.width || !size.height || !size.type) {
    return { ok: false, message: 'has no width and height (for SVG, set width and height or a viewBox)' };
  }
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  const extension = size.type === 'jpeg' ? 'jpg' : size.type;
  const fileName = `${sha1}-${size.width}x${size.height}.${extension}`;
  const asset: Asset = { fileName, sourcePath, sha1, width: size.width, height: size.height, extension };
  return { ok: true, asset, sanityAsset: `image@file://./images/${fileName}` };
}
