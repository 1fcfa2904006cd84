import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { cleanPath } from './cleanPath.ts';
import { decodePath, parseRedirects } from './redirectsFile.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '9000' },
    host: { type: 'string', default: 'localhost' },
    dir: { type: 'string', default: path.resolve(import.meta.dirname, '../public') },
  },
});

const publicDir = path.resolve(values.dir);
const notFoundPage = (() => {
  try {
    return readFileSync(path.join(publicDir, '404.html'));
  } catch {
    console.error(`No built site in ${publicDir}. Run "npm run build" first.`);
    process.exit(1);
  }
})();

// The build's redirects, applied like Netlify applies a `_redirects` file: only where no file answers.
const redirects = (() => {
  try {
    return parseRedirects(readFileSync(path.join(publicDir, '_redirects'), 'utf8'));
  } catch {
    return new Map<string, string>();
  }
})();

// Gatsby names bundles by content hash, so they can be cached for good; pages and page data cannot.
const IMMUTABLE = /\/(static\/|[\w-]+-[0-9a-f]{20}\.js$|styles\.[0-9a-f]+\.css$)/;

const serveFiles = sirv(publicDir, {
  extensions: ['html'],
  gzip: false,
  setHeaders(response, pathname) {
    response.setHeader(
      'Cache-Control',
      IMMUTABLE.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
  },
});

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const clean = cleanPath(url.pathname);
  if (clean) {
    response.writeHead(301, { Location: `${clean}${url.search}` });
    response.end();
    return;
  }
  // Netlify reads `_redirects` and never serves it.
  if (url.pathname === '/_redirects') {
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(notFoundPage);
    return;
  }
  serveFiles(request, response, () => {
    const target = redirects.get(decodePath(url.pathname));
    if (target) {
      response.writeHead(301, { Location: `${target}${url.search}` });
      response.end();
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(notFoundPage);
  });
});

server.listen(Number(values.port), values.host, () => {
  // Port 0 picks a free port; print the one given.
  const { port } = server.address() as { port: number };
  console.log(`Serving ${publicDir} at http://${values.host}:${port}/`);
});
