/**
 * Searching across a deploy. A deploy replaces the index's hash folder, so a
 * session that began on the old build gets 404s for its files: then the
 * manifest is read again and, if it names another build, the same request is
 * answered once more from that build. Only a second failure reaches the
 * reader (as DocSearch's error screen).
 */
import type { Manifest } from './format.ts';
import { type IndexFiles, IndexUnavailableError, MANIFEST } from './indexFiles.ts';
import type { IndexReader } from './indexReader.ts';

export class DeployRenewal {
  private readonly files: IndexFiles;
  private readonly reader: IndexReader;
  private renewal?: Promise<Manifest | undefined>;

  constructor(files: IndexFiles, reader: IndexReader) {
    this.files = files;
    this.reader = reader;
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
      this.files.forgetAllBut(MANIFEST);
      this.reader.forgetTerms();
      return fresh;
    })().finally(() => {
      this.renewal = undefined;
    });
    return this.renewal;
  }
}
