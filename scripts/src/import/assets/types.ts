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

/** Where a remote image is used: `error` reports there a problem that stops the import, `warn` one that does not. */
export type RemoteImageUse = { error: (message: string) => void; warn: (message: string) => void };

/**
 * A download that failed: either the network gave no usable answer (no
 * server reached, no answer in time, a server error that may pass), so the
 * image may well exist and is kept by its address (`unreachable`, with the
 * reason); or the server's answer shows it cannot be used (`message`: not
 * found, not an image, too large).
 */
export type DownloadFailure =
  | { ok: false; unreachable: string }
  | { ok: false; message: string; unreachable?: undefined };
