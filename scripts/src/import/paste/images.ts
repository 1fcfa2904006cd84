import { REMOTE_ASSET_PREFIX } from '../assets/remoteImages.ts';

/**
 * The blocks without their images (blocks, and pictures in table cells), which pasted text cannot upload, and a
 * note for each, naming its address.
 */
export function leaveOutImages(blocks: readonly unknown[]): { blocks: Record<string, unknown>[]; problems: string[] } {
  const problems: string[] = [];
  const keep = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.filter((item) => !isImage(item)).map(keep);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, keep(inner)]));
  };
  const isImage = (value: unknown): boolean => {
    const asset = (value as { _sanityAsset?: unknown } | null)?._sanityAsset;
    if (typeof asset !== 'string') return false;
    const url = asset.startsWith(REMOTE_ASSET_PREFIX) ? asset.slice(REMOTE_ASSET_PREFIX.length) : asset;
    problems.push(`the image ${url} was left out: insert an Image block and upload the file`);
    return true;
  };
  return { blocks: keep(blocks) as Record<string, unknown>[], problems };
}
