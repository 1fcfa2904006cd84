/**
 * Netlify Blobs on loopback: Netlify's own local server (BlobsServer, from
 * @netlify/blobs, which `netlify dev` runs too) in a temporary folder, and
 * the NETLIFY_BLOBS_CONTEXT a build or function would get to reach it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';

export interface LocalBlobs {
  url: string;
  /** NETLIFY_BLOBS_CONTEXT for this site: base64 JSON, as Netlify sets it. */
  context: (siteID: string) => string;
  close: () => Promise<void>;
}

export async function startLocalBlobs(): Promise<LocalBlobs> {
  const directory = await mkdtemp(path.join(tmpdir(), 'netlify-blobs-'));
  const token = `blobs-${Math.random().toString(36).slice(2)}`;
  const server = new BlobsServer({ directory, token, logger: () => {} });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    context: (siteID) => Buffer.from(JSON.stringify({ apiURL: url, siteID, token })).toString('base64'),
    close: async () => {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
