import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DownloadFailure } from './types.ts';

/** How long one remote image may take to download, and how large it may be. */
const DOWNLOAD_TIMEOUT_MS = 20_000;
const MAX_DOWNLOAD_BYTES = 25 * 1024 * 1024;

/** HTTP answers that say "not now" rather than "not this": a timeout, too many requests, a server error. */
const isPassing = (status: number) => status === 408 || status === 429 || status >= 500;

/** The bytes of a remote image, or why they could not be had. */
export async function fetchImage(url: string): Promise<{ ok: true; bytes: Buffer } | DownloadFailure> {
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
    return { ok: true, bytes: Buffer.from(await response.arrayBuffer()) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer in ${DOWNLOAD_TIMEOUT_MS / 1000} s`
        : (cause?.code ?? cause?.message ?? (error as Error).message);
    return { ok: false, unreachable: reason };
  }
}

/** A folder for downloaded images, removed when the process exits (the dataset copies what it needs). */
export function downloadDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-docs-images-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
