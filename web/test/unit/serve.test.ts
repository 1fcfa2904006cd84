import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { formatHeaders } from '../../serve/headersFile.ts';
import { formatRedirects, parseRedirects } from '../../serve/redirectsFile.ts';

const SERVER = path.resolve(import.meta.dirname, '../../serve/server.ts');

describe('redirects file', () => {
  test('paths are written encoded, one rule a line, and read back decoded', () => {
    const text = formatRedirects([
      { from: "/guides/what's new", to: '/guides/whats-new' },
      { from: '/api/Old#1', to: '/api/new' },
    ]);
    assert.equal(
      text.split('\n').slice(1).join('\n'),
      "/guides/what's%20new /guides/whats-new 301\n/api/Old%231 /api/new 301\n",
    );
    assert.deepEqual(
      [...parseRedirects(text)],
      [
        ["/guides/what's new", '/guides/whats-new'],
        ['/api/Old#1', '/api/new'],
      ],
    );
  });
});

describe("npm run serve applies the build's _redirects and _headers like Netlify", () => {
  let dir: string;
  let server: ChildProcess;
  let origin: string;

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'serve-redirects-'));
    writeFileSync(path.join(dir, '404.html'), '<h1>Not found</h1>');
    mkdirSync(path.join(dir, 'api', 'createStore'), { recursive: true });
    writeFileSync(path.join(dir, 'api', 'createStore', 'index.html'), '<h1>createStore</h1>');
    mkdirSync(path.join(dir, 'api', 'v1.0'), { recursive: true });
    writeFileSync(path.join(dir, 'api', 'v1.0', 'index.html'), '<h1>Version one</h1>');
    mkdirSync(path.join(dir, 'kept'));
    writeFileSync(path.join(dir, 'kept', 'index.html'), '<h1>Kept</h1>');
    writeFileSync(
      path.join(dir, '_redirects'),
      formatRedirects([
        { from: '/api/old name', to: '/api/createStore' },
        { from: '/kept', to: '/api/createStore' },
      ]),
    );
    writeFileSync(
      path.join(dir, '_headers'),
      formatHeaders([
        {
          path: '/*',
          headers: { 'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff' },
        },
        { path: '/api/createStore', headers: { 'Cache-Control': 'public, max-age=60' } },
      ]),
    );
    server = spawn(process.execPath, [SERVER, '--host', '127.0.0.1', '--port', '0', '--dir', dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    origin = await new Promise<string>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      server.stdout?.on('data', (chunk: Buffer) => {
        const match = /at (http:\/\/\S+?)\/?$/m.exec(chunk.toString());
        if (match?.[1]) resolve(match[1]);
      });
    });
  });

  after(() => {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (pathname: string) => fetch(`${origin}${pathname}`, { redirect: 'manual' });

  test('an old route answers 301 to the page, keeping the query', async () => {
    const response = await get('/api/old%20name?x=1');
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/api/createStore?x=1');
  });

  test('routes with capitals and dots are served as they are', async () => {
    const response = await get('/api/createStore');
    assert.equal(response.status, 200);
    assert.match(await response.text(), /createStore/);
    const dotted = await get('/api/v1.0');
    assert.equal(dotted.status, 200);
    assert.match(await dotted.text(), /Version one/);
  });

  test('a file wins over a redirect from its path, and _redirects and _headers are not served', async () => {
    const kept = await get('/kept');
    assert.equal(kept.status, 200);
    assert.equal((await get('/_redirects')).status, 404);
    assert.equal((await get('/_headers')).status, 404);
    assert.equal((await get('/api/other')).status, 404);
  });

  test('every response gets the headers of the rules its path matches; no Cache-Control rule means revalidate', async () => {
    const page = await get('/api/createStore');
    assert.equal(page.headers.get('content-security-policy'), "default-src 'self'");
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(page.headers.get('cache-control'), 'public, max-age=60');
    const other = await get('/kept');
    assert.equal(other.headers.get('cache-control'), 'public, max-age=0, must-revalidate');
    const missing = await get('/nothing-here');
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('content-security-policy'), "default-src 'self'");
  });

  test('responses are compressed as a CDN compresses them: brotli first, else gzip', async () => {
    const { request } = await import('node:http');
    const encodingFor = (acceptEncoding: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        request(`${origin}/api/createStore`, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
          response.resume();
          resolve(response.headers['content-encoding']);
        })
          .on('error', reject)
          .end();
      });
    assert.equal(await encodingFor('gzip, deflate, br'), 'br');
    assert.equal(await encodingFor('gzip'), 'gzip');
    assert.equal(await encodingFor('identity'), undefined);
  });
});
