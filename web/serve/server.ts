import { readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import sirv from 'sirv';
import { cleanPath } from './cleanPath.ts';
import { type RuleMatch, readHeaders, readRedirects } from './netlifyRules.ts';
import { encodeUrlText, REDIRECT_STATUSES } from './redirectsFile.ts';

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

// The build's redirects, read and matched by Netlify's parser and matcher (serve/netlifyRules.ts). A line
// Netlify cannot read is skipped, as a deploy skips it, and named here.
const { redirects, errors: redirectErrors } = await readRedirects(path.join(publicDir, '_redirects'));
for (const error of redirectErrors) console.error(`_redirects: skipped, as Netlify skips it: ${error}`);

// The build's response headers (security headers, the Content-Security-Policy, caching), read with Netlify's
// parser and applied like Netlify applies a `_headers` file; what no rule sets gets Netlify's default, revalidation.
const { headersFor } = await (async () => {
  try {
    const headers = await readHeaders(path.join(publicDir, '_headers'));
    if (headers.errors.length > 0) throw new Error(headers.errors.join('\n'));
    return headers;
  } catch (error) {
    console.error(`No usable _headers in ${publicDir} (${(error as Error).message}). Run "npm run build" first.`);
    process.exit(1);
  }
})();
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const serveFiles = sirv(publicDir, { extensions: ['html'], etag: true });

// Responses are compressed as a CDN compresses them (brotli where the browser takes it, else gzip), so what
// is measured here is what readers download.
// Its types name Express's request and response, but it reads and wraps only what Node's own have.
type NodeMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
const compress = compression({ threshold: 0 }) as unknown as NodeMiddleware;

const server = createServer((request, response) => {
  compress(request, response, () => respond(request, response));
});

/**
 * Whether a request path has a file, the way the file server finds one (`/a`, `/a.html`, `/a/index.html`):
 * Netlify applies an unforced rule only where none exists.
 */
function hasFile(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {}
  // Like the file server, hidden files (but .well-known) are not served.
  if (/\/\.(?!well-known\/)/.test(decoded)) return false;
  const base = decoded.replace(/\/+$/, '');
  const candidates = [decoded, ...(base === '' ? [] : [`${base}.html`]), `${base}/index.html`];
  return candidates.some((candidate) => {
    const file = path.join(publicDir, candidate);
    return file.startsWith(publicDir + path.sep) && statSync(file, { throwIfNoEntry: false })?.isFile() === true;
  });
}

function notFound(response: ServerResponse) {
  response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(notFoundPage);
}

function redirect(response: ServerResponse, status: number, location: string) {
  response.writeHead(status, { Location: encodeUrlText(location) });
  response.end();
}

/**
 * Answers with the content at `target` (a path of the site) and the given status, or with the 404 page where
 * the site has nothing there. The file server answers 200; for another status its status is replaced, and it is
 * asked for the whole file (no 304, no range), which is what such a status comes with.
 */
function serveAt(target: string, status: number, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(target, 'http://localhost');
  request.url = `${url.pathname}${url.search}`;
  if (status !== 200) {
    delete request.headers['if-none-match'];
    delete request.headers.range;
    const writeHead = response.writeHead.bind(response) as (code: number, headers?: OutgoingHttpHeaders) => void;
    response.writeHead = ((_code: number, headers?: OutgoingHttpHeaders) =>
      writeHead(status, headers)) as unknown as typeof response.writeHead;
  }
  serveFiles(request, response, () => notFound(response));
}

/** A rule's target with the request's query, unless the target has a query of its own (before its fragment). */
function withQuery(to: string, search: string): string {
  const fragmentStart = to.indexOf('#');
  const [target, fragment] = fragmentStart < 0 ? [to, ''] : [to.slice(0, fragmentStart), to.slice(fragmentStart)];
  return target.includes('?') ? to : `${target}${search}${fragment}`;
}

function applyRule(rule: RuleMatch, url: URL, request: IncomingMessage, response: ServerResponse) {
  if (REDIRECT_STATUSES.has(rule.status)) {
    redirect(response, rule.status, withQuery(rule.to, url.search));
    return;
  }
  if (/^https?:\/\//.test(rule.to)) {
    response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(
      `The rule "${rule.from} ${rule.to} ${rule.status}" has Netlify fetch another site's content (a proxy), which npm run serve does not do.\n`,
    );
    return;
  }
  // Content is served at one URL only: from a rule too, at the clean one.
  const clean = cleanPath(url.pathname);
  if (clean) {
    redirect(response, 301, `${clean}${url.search}`);
    return;
  }
  serveAt(rule.to, rule.status, request, response);
}

/**
 * A Content-Type from `_headers` wins over the one the file server gives by the file's extension, as on Netlify
 * (`text/markdown; charset=utf-8` for a twin, where the extension alone says no charset).
 */
function keepContentType(response: ServerResponse) {
  const writeHead = response.writeHead.bind(response) as (code: number, headers?: OutgoingHttpHeaders) => void;
  response.writeHead = ((code: number, headers?: OutgoingHttpHeaders) => {
    const kept =
      headers && Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-type'));
    writeHead(code, kept);
  }) as unknown as typeof response.writeHead;
}

function respond(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  url.hostname = request.headers.host?.replace(/:\d+$/, '') || 'localhost';
  const headers = headersFor(url.pathname);
  for (const [name, value] of Object.entries({ 'Cache-Control': DEFAULT_CACHE_CONTROL, ...headers })) {
    response.setHeader(name, value);
  }
  if (headers['Content-Type']) keepContentType(response);
  // Netlify reads `_redirects` and `_headers` and never serves them.
  if (url.pathname === '/_redirects' || url.pathname === '/_headers') {
    notFound(response);
    return;
  }
  // Netlify tries the rules first, in file order; the first that matches applies unless a file exists at the
  // path and the rule is not forced, in which case the file is served. (So where no rule is forced, a path with
  // a file needs no matching.)
  const fileExists = hasFile(url.pathname);
  const rule = fileExists && !redirects.anyForced ? undefined : redirects.match(url, request.headers);
  if (rule && (rule.force || !fileExists)) {
    applyRule(rule, url, request, response);
    return;
  }
  const clean = cleanPath(url.pathname);
  if (clean) {
    redirect(response, 301, `${clean}${url.search}`);
    return;
  }
  serveFiles(request, response, () => notFound(response));
}

server.listen(Number(values.port), values.host, () => {
  // Port 0 picks a free port; print the one given.
  const { port } = server.address() as { port: number };
  console.log(`Serving ${publicDir} at http://${values.host}:${port}/`);
});
