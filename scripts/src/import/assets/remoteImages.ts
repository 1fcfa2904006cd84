/**
 * The `_sanityAsset` of a remote image: until it is downloaded, and for good
 * when it cannot be (`sanity dataset import` fetches such an address itself).
 */
export const REMOTE_ASSET_PREFIX = 'image@';
export const remoteAsset = (url: string) => `${REMOTE_ASSET_PREFIX}${url}`;

/** The warning for a remote image the network gave no answer for, which the dataset keeps by its address. */
export function keptRemoteImage(url: string, reason: string): string {
  const site = /^https:\/\//i.test(url)
    ? 'a site built straight from the data.ndjson shows it from that address'
    : 'a site built straight from the data.ndjson refuses it, as only https:// images may stay remote (write the address with https:// if its server offers it, or save the image beside the doc)';
  return `remote image ${url} could not be downloaded (${reason}): kept by its address, which \`sanity dataset import\` downloads itself (run it where the network allows); ${site}`;
}

/** Points every downloaded remote image at its file; images that failed keep their URL (a warning or an error says why). */
export function replaceRemoteImages(value: unknown, downloaded: ReadonlyMap<string, string>): void {
  if (downloaded.size === 0 || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) replaceRemoteImages(item, downloaded);
    return;
  }
  const object = value as Record<string, unknown>;
  const asset = object._sanityAsset;
  if (typeof asset === 'string' && asset.startsWith('image@http')) {
    const local = downloaded.get(asset.slice('image@'.length));
    if (local) object._sanityAsset = local;
  }
  for (const child of Object.values(object)) replaceRemoteImages(child, downloaded);
}
