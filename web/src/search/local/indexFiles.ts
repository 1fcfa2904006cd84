/**
 * The index files a session has read, each fetched once and kept as its
 * parsed JSON. A failed fetch is forgotten so that a later search tries again.
 */
import type { Manifest } from './format.ts';
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

  /** An index file, fetched once; a failed fetch is forgotten so a later search tries again. */
  fetch<T>(path: string): Promise<T> {
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

  /** The manifest, which names the build whose files the other paths are in. */
  manifest(): Promise<Manifest> {
    return this.fetch<Manifest>(MANIFEST);
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
