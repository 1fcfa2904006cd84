import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import sirv from 'sirv';
import { cleanPath } from './cleanPath.ts';
import { headersFor, parseHeaders } from './headersFile.ts';
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

// The build's response headers (security headers, the Content-Security-Policy, caching), applied like Netlify
// applies a `_headers` file; what no rule sets gets Netlify's default, revalidation.
const headerRules = (() => {
  try {
    return parseHeaders(readFileSync(path.join(publicDir, '_headers'), 'utf8'));
  } catch (error) {
    console.error(`No usable _headers in ${publicDir} (${(error as Error).message}). Run "npm run build" first.`);
    process.exit(1);
  }
})();
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const serveFiles = sirv(publicDir, { extensions: ['html'], etag: true });

// Responses are compressed as a CDN compresses them (brotli where the browser takes it, else gzip), so what
// is measured here is what readers download.
const compress = compression({ threshold: 0 });

const server = createServer((request, response) => {
  compress(request as never, response as never, () => respond(request, response));
});

function respond(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const headers = headersFor(headerRules, url.pathname);
  for (const [name, value] of Object.entries({ 'Cache-Control': DEFAULT_CACHE_CONTROL, ...headers })) {
    response.setHeader(name, value);
  }
  const clean = cleanPath(url.pathname);
  if (clean) {
    response.writeHead(301, { Location: `${clean}${url.search}` });
    response.end();
    return;
  }
  // Netlify reads `_redirects` and `_headers` and never serves them.
  if (url.pathname === '/_redirects' || url.pathname === '/_headers') {
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
}

server.listen(Number(values.port), values.host, () => {
  // Port 0 picks a free port; print the one given.
  const { port } = server.address() as { port: number };
  console.log(`Serving ${publicDir} at http://${values.host}:${port}/`);
});
