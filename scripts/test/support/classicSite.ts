/**
 * The classic-site fixture as the tests import it: a copy whose remote image
 * host (`https://images.store-kit.example`) is a server on loopback that
 * serves `fixtures/classic-site-images/`, the stand-in for a network that
 * allows downloads. Used by the importer's tests and the migrated-site build.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures');
export const CLASSIC_SITE = path.join(FIXTURES, 'classic-site');
const IMAGES = path.join(FIXTURES, 'classic-site-images');
export const REMOTE_IMAGE_HOST = 'https://images.store-kit.example';

export interface ServedClassicSite {
  /** The copy of the website folder. */
  dir: string;
  /** Paths the image server was asked for. */
  requests: string[];
  close: () => Promise<void>;
}

/** Copies the fixture into `into` and starts its image server; close() stops the server. */
export async function serveClassicSite(into: string): Promise<ServedClassicSite> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const name = path.basename(request.url ?? '');
    requests.push(request.url ?? '');
    try {
      response.writeHead(200, { 'Content-Type': 'image/png' }).end(readFileSync(path.join(IMAGES, name)));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dir = path.join(into, 'website');
  cpSync(CLASSIC_SITE, dir, { recursive: true });
  for (const file of markdownFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    if (text.includes(REMOTE_IMAGE_HOST)) writeFileSync(file, text.replaceAll(REMOTE_IMAGE_HOST, origin));
  }
  return { dir, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
