/** A document as Sanity stores it: system fields plus whatever the schema defines. */
export type SanityDocument = {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [field: string]: unknown;
};

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

/**
 * An image file the site serves: from the Sanity CDN, a local file copied into
 * the build, or (file mode) an https:// address the dataset kept it at.
 */
export type ImageAsset = {
  _id: string;
  url: string;
  /** 0 when unknown: an image kept at its address has not been measured (the build does not fetch it). */
  width: number;
  height: number;
  extension: string;
  mimeType: string;
  /** Set in file mode: the file to copy into the build output. */
  localPath?: string;
};

export class SanitySourceError extends Error {
  override name = 'SanitySourceError';
}
