/**
 * The index files a session has read, each fetched once and kept as its
 * parsed JSON. A failed fetch is forgotten so that a later search tries again,
 * and so is a file newer than the manifest it was read for: a deploy came in
 * between, which renewal.ts answers.
 */
import type { Manifest, StoredFile } from './format.ts';
import type { IndexLoader } from './types.ts';

export const MANIFEST = 'manifest.json';

/** An index file could not be read; DocSearch shows an error named RetryError as its error screen. */
export class IndexUnavailableError extends Error {
  override name = 'RetryError';
}

export class IndexFiles {
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly load: IndexLoader;

  constructor(load: IndexLoader) {
    this.load = load;
  }

  /**
   * What an index file holds, read for `manifest`: fetched once, and forgotten when the fetch fails or the file
   * is newer than the manifest, so a later search tries again.
   */
  async fetch<T>(path: string, manifest: Manifest): Promise<T> {
    const stored = await this.read<StoredFile<T>>(path);
    if (stored.g > manifest.generation) {
      this.files.delete(path);
      throw new IndexUnavailableError(`The search index file ${path} is from a later build than its manifest.`);
    }
    return stored.v;
  }

  private read<T>(path: string): Promise<T> {
    let file = this.files.get(path);
    if (!file) {
      file = this.load(path).catch((error: unknown) => {
        this.files.delete(path);
        throw new IndexUnavailableError(`The search index could not be loaded (${path}): ${String(error)}`, {
          cause: error,
        });
      });
      this.files.set(path, file);
    }
    return file as Promise<T>;
  }

  /** The manifest, which says how the other files are named and the latest build they may come from. */
  manifest(): Promise<Manifest> {
    return this.read<Manifest>(MANIFEST);
  }

  /** The file as fetched so far (maybe still loading), without fetching it. */
  fetched(path: string): Promise<unknown> | undefined {
    return this.files.get(path);
  }

  forget(path: string): void {
    this.files.delete(path);
  }

  /** Forgets every file but `kept`. */
  forgetAllBut(kept: string): void {
    for (const path of [...this.files.keys()]) if (path !== kept) this.files.delete(path);
  }
}
