import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { imageSize } from 'image-size';

/** An image file to copy to `<out>/images/<fileName>`. */
export interface Asset {
  /** `<sha1>-<width>x<height>.<ext>`, as in a `sanity dataset export` tarball. */
  fileName: string;
  sourcePath: string;
  sha1: string;
  width: number;
  height: number;
  extension: string;
}

export type AssetResult = { ok: true; asset: Asset; sanityAsset: string } | { ok: false; message: string };

/** Local image files referenced by the import, deduplicated by content. */
export class AssetStore {
  readonly #byFileName = new Map<string, Asset>();
  readonly #byPath = new Map<string, AssetResult>();

  /** Reads, hashes and measures an image file (cached per path). */
  add(sourcePath: string): AssetResult {
    const cached = this.#byPath.get(sourcePath);
    if (cached) return cached;
    const result = this.#read(sourcePath);
    this.#byPath.set(sourcePath, result);
    if (result.ok && !this.#byFileName.has(result.asset.fileName))
      this.#byFileName.set(result.asset.fileName, result.asset);
    return result;
  }

  /** Every distinct image, sorted by file name. */
  list(): Asset[] {
    return [...this.#byFileName.values()].sort((a, b) =>
      a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0,
    );
  }

  #read(sourcePath: string): AssetResult {
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
}
