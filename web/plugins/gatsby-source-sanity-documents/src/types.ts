import type { SanityDocument } from '@react-redux-docs/web/content';

export type { SanityDocument };

/**
 * Where the documents come from: a hosted project, a dataset file or the
 * bundled seed. Only loading differs; everything after it is the same.
 */
export type SourceConfig =
  | {
      mode: 'hosted';
      projectId: string;
      dataset: string;
      token?: string;
      /** Overlay drafts on published documents (gatsby develop with a token that can read drafts). */
      overlayDrafts: boolean;
      /** Only for tests and self-hosted proxies: e.g. http://127.0.0.1:4000. */
      apiHost?: string;
      /** Attempts before a transient failure stops the build (default 4). */
      attempts?: number;
      /** The first wait between attempts, doubling after each (default 1 s). */
      backoffMs?: number;
      timeoutMs?: number;
    }
  | { mode: 'file'; path: string }
  | { mode: 'seed'; contentDir: string };

export class SanitySourceError extends Error {
  override name = 'SanitySourceError';
}
