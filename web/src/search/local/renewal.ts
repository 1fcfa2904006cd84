/**
 * Searching across a deploy. Index files are named by what they hold, so a
 * deploy changes a few of them and removes some. Each time the reader reaches
 * for search (the button is pointed at or focused), the manifest is read
 * again; when it names another build, everything read from the old one is
 * forgotten, so a search never mixes the two. A file that went away answers
 * 404 to a session still on the old build: then the manifest is read again
 * and, if it names another build, the same request is answered once more
 * from that build. Only a second failure reaches the reader (as DocSearch's
 * error screen).
 */
import type { Manifest } from './format.ts';
import { type IndexFiles, IndexUnavailableError, MANIFEST } from './indexFiles.ts';
import type { IndexReader } from './indexReader.ts';

export class DeployRenewal {
  private readonly files: IndexFiles;
  private readonly reader: IndexReader;
  private renewal?: Promise<Manifest | undefined>;
  private revalidation?: Promise<Manifest>;

  constructor(files: IndexFiles, reader: IndexReader) {
    this.files = files;
    this.reader = reader;
  }

  /**
   * The manifest deployed now; if it names another build than the one read so far, what was read is forgotten.
   * Calls while one is on its way share it.
   */
  revalidate(): Promise<Manifest> {
    this.revalidation ??= (async () => {
      const known = (await this.files.fetched(MANIFEST)?.catch(() => undefined)) as Manifest | undefined;
      this.files.forget(MANIFEST);
      const fresh = await this.files.manifest();
      if (known && fresh.build !== known.build) this.forgetAllBut();
      return fresh;
    })().finally(() => {
      this.revalidation = undefined;
    });
    return this.revalidation;
  }

  private forgetAllBut(): void {
    this.files.forgetAllBut(MANIFEST);
    this.reader.forgetTerms();
  }

  /** `answer`'s result for the build deployed now, answered again from a new build if a deploy came in between. */
  async answer<T>(answer: (manifest: Manifest) => Promise<T>): Promise<T> {
    let manifest: Manifest | undefined;
    try {
      manifest = await this.files.manifest();
      return await answer(manifest);
    } catch (error) {
      if (!(error instanceof IndexUnavailableError)) throw error;
      const renewed = await this.renew(manifest);
      if (!renewed) throw error;
      return answer(renewed);
    }
  }

  /**
   * The manifest of the build now deployed when it is not `stale` (the one a
   * failed search read from), with everything read from the old build
   * forgotten; undefined when the manifest cannot be read or still names the
   * same build (the failure was not a deploy). Searches that fail together
   * share one renewal.
   */
  private renew(stale: Manifest | undefined): Promise<Manifest | undefined> {
    this.renewal ??= (async () => {
      const current = await this.files.fetched(MANIFEST)?.catch(() => undefined);
      if (current && current !== stale) return current as Manifest;
      this.files.forget(MANIFEST);
      const fresh = await this.files.manifest().catch(() => undefined);
      if (!fresh || fresh.build === stale?.build) return undefined;
      this.forgetAllBut();
      return fresh;
    })().finally(() => {
      this.renewal = undefined;
    });
    return this.renewal;
  }
}
