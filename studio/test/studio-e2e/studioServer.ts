/**
 * Serves a built Studio (the static output of `sanity build`) on loopback as a single-page app: files where they
 * exist, index.html for every other path, so deep links such as /intent/edit/… or /structure/… load the Studio.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

export type StudioServer = { url: string; port: number; stop: () => Promise<void> };

export async function startStudioServer(distDir: string, options: { port?: number } = {}): Promise<StudioServer> {
  const root = path.resolve(distDir);
  const index = await readFile(path.join(root, 'index.html'));
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, path.normalize(pathname));
    if (file.startsWith(root + path.sep)) {
      try {
        if ((await stat(file)).isFile()) {
          const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
          const immutable = pathname.startsWith('/static/') && /-[\w-]{8}\.\w+$/.test(pathname);
          res.writeHead(200, {
            'content-type': type,
            'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          });
          res.end(await readFile(file));
          return;
        }
      } catch {
        // Not a file: fall through to the app shell, or a 404 for missing assets.
      }
    }
    if (pathname.startsWith('/static/')) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(index);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
