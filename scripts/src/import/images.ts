import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** How long one remote image may take to download, and how large it may be. */
const DOWNLOAD_TIMEOUT_MS = 20_000;
const MAX_DOWNLOAD_BYTES = 25 * 1024 * 1024;
const PARALLEL_DOWNLOADS = 6;

/**
 * The `_sanityAsset` of a remote image: until it is downloaded, and for good
 * when it cannot be (`sanity dataset import` fetches such an address itself).
 */
export const remoteAsset = (url: string) => `image@${url}`;

/** Where a remote image is used: `error` reports there a problem that stops the import, `warn` one that does not. */
export type RemoteImageUse = { error: (message: string) => void; warn: (message: string) => void };

/**
 * A download that failed: either the network gave no usable answer (no
 * server reached, no answer in time, a server error that may pass), so the
 * image may well exist and is kept by its address (`unreachable`, with the
 * reason); or the server's answer shows it cannot be used (`message`: not
 * found, not an image, too large).
 */
type Failure = { ok: false; unreachable: string } | { ok: false; message: string; unreachable?: undefined };

/** HTTP answers that say "not now" rather than "not this": a timeout, too many requests, a server error. */
const isPassing = (status: number) => status === 408 || status === 429 || status >= 500;

/** The warning for a remote image the network gave no answer for, which the dataset keeps by its address. */
export function keptRemoteImage(url: string, reason: string): string {
  const site = /^https:\/\//i.test(url)
    ? 'a site built straight from the data.ndjson shows it from that address'
    : 'a site built straight from the data.ndjson refuses it, as only https:// images may stay remote (write the address with https:// if its server offers it, or save the image beside the doc)';
  return `remote image ${url} could not be downloaded (${reason}): kept by its address, which \`sanity dataset import\` downloads itself (run it where the network allows); ${site}`;
}

/** Image files referenced by the import, local or downloaded, deduplicated by content. */
export class AssetStore {
  readonly #byFileName = new Map<string, Asset>();
  readonly #byPath = new Map<string, AssetResult>();
  /** Remote images by URL, with every place that uses each (`warn` missing: everything is an error there). */
  readonly #remote = new Map<string, { error: (message: string) => void; warn?: (message: string) => void }[]>();
  #downloadDir: string | undefined;

  /**
   * A remote image, downloaded later by `downloadRemote` (the import is
   * synchronous until then). `use` reports, where the image is used, why it
   * could not be downloaded. A lone function reports everything as an error,
   * an image the network gave no answer for included.
   */
  addRemote(url: string, use: RemoteImageUse | ((message: string) => void)): string {
    const uses = this.#remote.get(url) ?? [];
    uses.push(typeof use === 'function' ? { error: use } : use);
    this.#remote.set(url, uses);
    return remoteAsset(url);
  }

  /**
   * Downloads every remote image, a few at a time, and returns the asset each
   * downloaded URL became. An image the network gave no answer for keeps its
   * address (`image@https://…`), with a warning where it is used; one whose
   * server answered that it cannot be had is an error where it is used. Every
   * one is reported in the same run.
   */
  async downloadRemote(): Promise<Map<string, string>> {
    const urls = [...this.#remote.keys()];
    const resolved = new Map<string, string>();
    let next = 0;
    const worker = async () => {
      while (next < urls.length) {
        const url = urls[next++] as string;
        const result = await this.#download(url);
        if (result.ok) {
          resolved.set(url, result.sanityAsset);
          continue;
        }
        for (const use of this.#remote.get(url) ?? []) {
          if (result.unreachable === undefined) use.error(`remote image ${url} ${result.message}`);
          else if (use.warn) use.warn(keptRemoteImage(url, result.unreachable));
          else
            use.error(
              `remote image ${url} could not be downloaded (${result.unreachable}); import where the network allows, or save the image beside the doc and link the file`,
            );
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_DOWNLOADS, urls.length) }, worker));
    return resolved;
  }

  async #download(url: string): Promise<{ ok: true; asset: Asset; sanityAsset: string } | Failure> {
    let bytes: Buffer;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS), redirect: 'follow' });
      if (!response.ok) {
        await response.body?.cancel();
        return isPassing(response.status)
          ? { ok: false, unreachable: `the server answered ${response.status}` }
          : { ok: false, message: `could not be downloaded: the server answered ${response.status}` };
      }
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > MAX_DOWNLOAD_BYTES) {
        await response.body?.cancel();
        return { ok: false, message: `is larger than ${MAX_DOWNLOAD_BYTES / 1024 / 1024} MB` };
      }
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason =
        (error as Error).name === 'TimeoutError'
          ? `no answer in ${DOWNLOAD_TIMEOUT_MS / 1000} s`
          : (cause?.code ?? cause?.message ?? (error as Error).message);
      return { ok: false, unreachable: reason };
    }
    this.#downloadDir ??= downloadDir();
    const file = path.join(this.#downloadDir, createHash('sha1').update(url).digest('hex'));
    writeFileSync(file, bytes);
    const result = this.add(file);
    return result.ok ? result : { ok: false, message: `was downloaded but ${result.message}` };
  }

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

/** A folder for downloaded images, removed when the process exits (the dataset copies what it needs). */
function downloadDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-docs-images-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
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
