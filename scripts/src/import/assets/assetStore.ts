import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { downloadDir, fetchImage } from './download.ts';
import { readImageFile } from './imageFile.ts';
import { keptRemoteImage, remoteAsset } from './remoteImages.ts';
import type { Asset, AssetResult, DownloadFailure, RemoteImageUse } from './types.ts';

/** How many remote images are downloaded at once. */
const PARALLEL_DOWNLOADS = 6;

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

  async #download(url: string): Promise<{ ok: true; asset: Asset; sanityAsset: string } | DownloadFailure> {
    const fetched = await fetchImage(url);
    if (!fetched.ok) return fetched;
    this.#downloadDir ??= downloadDir();
    const file = path.join(this.#downloadDir, createHash('sha1').update(url).digest('hex'));
    writeFileSync(file, fetched.bytes);
    const result = this.add(file);
    return result.ok ? result : { ok: false, message: `was downloaded but ${result.message}` };
  }

  /** Reads, hashes and measures an image file (cached per path). */
  add(sourcePath: string): AssetResult {
    const cached = this.#byPath.get(sourcePath);
    if (cached) return cached;
    const result = readImageFile(sourcePath);
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
}
