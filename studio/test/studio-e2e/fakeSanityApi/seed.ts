/** Loads the site's seed dataset (NDJSON) as the documents the fake API starts with. */
import { readFile } from 'node:fs/promises';
import { E2E_DATASET, E2E_PROJECT_ID } from '../buildStudio.ts';
import type { SanityDocument } from './types.ts';

/** Sanity's image CDN, which the Studio's image URLs and the preview's point at. */
export const SANITY_IMAGE_CDN = 'https://cdn.sanity.io/images';

/** The seed NDJSON, with `_sanityAsset` image fields turned into references to generated sanity.imageAsset documents. */
export async function loadSeedDocuments(ndjsonFile: string): Promise<SanityDocument[]> {
  const text = await readFile(ndjsonFile, 'utf8');
  const docs = text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SanityDocument);
  const assets = new Map<string, SanityDocument>();
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!value || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(record)) out[key] = visit(child);
    const asset = record._sanityAsset;
    if (typeof asset === 'string') {
      const match = /^image@file:\/\/\.\/images\/([0-9a-f]+)-(\d+)x(\d+)\.(\w+)$/.exec(asset);
      if (!match) return out;
      const [, hash, width, height, ext] = match as unknown as [string, string, string, string, string];
      const assetId = `image-${hash}-${width}x${height}-${ext}`;
      assets.set(assetId, {
        _id: assetId,
        _type: 'sanity.imageAsset',
        assetId: hash,
        sha1hash: hash,
        extension: ext,
        mimeType: ext === 'svg' ? 'image/svg+xml' : `image/${ext}`,
        originalFilename: `${hash}.${ext}`,
        path: `images/${hash}-${width}x${height}.${ext}`,
        // Where Sanity's image CDN serves it; the tests answer for that host from the seed's files (see session.ts).
        url: `${SANITY_IMAGE_CDN}/${E2E_PROJECT_ID}/${E2E_DATASET}/${hash}-${width}x${height}.${ext}`,
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: {
            _type: 'sanity.imageDimensions',
            width: +width,
            height: +height,
            aspectRatio: +width / +height,
          },
        },
      });
      delete out._sanityAsset;
      out.asset = { _type: 'reference', _ref: assetId };
    }
    return out;
  };
  return [...docs.map((doc) => visit(doc) as SanityDocument), ...assets.values()];
}
