/** Image assets: which files pages may show, and an image field's asset as pages get it. */

import type { ImageAsset, ResolveOptions, SanityDocument } from '../types.ts';
import type { WalkContext } from './context.ts';

/**
 * The image files pages may show, and why the others may not. Refusals are
 * reported where an image is used: editors fix the page, not the asset.
 */
export function collectAssets(
  documents: Map<string, SanityDocument>,
  options: ResolveOptions,
): { assets: Map<string, ImageAsset>; refused: Map<string, string> } {
  const assets = new Map<string, ImageAsset>();
  const refused = new Map<string, string>();
  for (const document of documents.values()) {
    if (document._type !== 'sanity.imageAsset') continue;
    const dimensions = (document.metadata as { dimensions?: { width?: number; height?: number } } | undefined)
      ?.dimensions;
    const localPath = typeof document.localPath === 'string' ? document.localPath : undefined;
    const extension = String(document.extension ?? '');
    const url = String(document.url ?? '');
    // A dataset file's image kept at its https:// address (loadDatasetFile); a hosted dataset's are all on the CDN.
    const remoteUrl = typeof document.remoteUrl === 'string' ? document.remoteUrl : undefined;
    if (remoteUrl?.startsWith('https://') && !options.imageCdnPrefix) {
      assets.set(document._id, {
        _id: document._id,
        url: remoteUrl,
        width: 0,
        height: 0,
        extension,
        mimeType: String(document.mimeType ?? ''),
      });
      continue;
    }
    // Only the dataset's own files: a hosted asset whose address is not Sanity's image CDN is not one.
    if (!localPath && !(options.imageCdnPrefix && url.startsWith(options.imageCdnPrefix))) {
      const where = options.imageCdnPrefix ? ` on Sanity's image CDN (${options.imageCdnPrefix})` : '';
      refused.set(document._id, `its address ${JSON.stringify(url)} is not a file of this dataset${where}`);
      continue;
    }
    assets.set(document._id, {
      _id: document._id,
      url: localPath ? `${options.localAssetUrlPrefix}/${document._id}.${extension}` : url,
      width: dimensions?.width ?? 0,
      height: dimensions?.height ?? 0,
      extension,
      mimeType: String(document.mimeType ?? ''),
      ...(localPath ? { localPath } : {}),
    });
  }
  return { assets, refused };
}

export function resolveImageAsset(asset: unknown, at: string, context: WalkContext) {
  const ref = (asset as { _ref?: string } | undefined)?._ref;
  if (!ref) return null;
  const found = context.assets.get(ref);
  if (!found) {
    const refusal = context.refusedAssets.get(ref);
    context.problems.error(
      'image',
      context.source,
      at,
      refusal
        ? `uses image ${ref}, but ${refusal}, so pages must not load it. Upload the image again in the Studio.`
        : `uses image ${ref}, which is not in the dataset. Choose the image again in the Studio.`,
    );
    return null;
  }
  context.usedAssetIds ??= new Set();
  context.usedAssetIds.add(found._id);
  const { localPath: _localPath, ...publicAsset } = found;
  return publicAsset;
}
