import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { formatHeaders, headersFor, parseHeaders } from '../../../serve/headersFile.ts';
import { readHeaders } from '../../../serve/netlifyRules.ts';
import { decodePath, formatRedirects, type RedirectRule, redirectRuleProblem } from '../../../serve/redirectsFile.ts';

const SERVER = path.resolve(import.meta.dirname, '../../../serve/server.ts');

/** What Netlify's own parser reads from a `_redirects` text: its rules (the fields that matter here) and errors. */
async function netlifyParse(text: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'redirects-parse-'));
  try {
    writeFileSync(path.join(dir, '_redirects'), text);
    const { redirects, errors } = await parseAllRedirects({
      redirectsFiles: [path.join(dir, '_redirects')],
      configRedirects: [],
      minimal: false,
    });
    const rules = (redirects as { from: string; to: string; status?: number; force: boolean }[]).map(
      ({ from, to, status, force }) => ({ from, to, status, force }),
    );
    return { rules, errors: errors.map((error: Error) => error.message) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('redirects file', () => {
  test('{ from, to } rules are written encoded, one a line, as 301s, in the given order', () => {
    const text = formatRedirects([
      { from: "/guides/what's new", to: '/guides/whats-new' },
      { from: '/api/Old#1', to: '/api/new' },
    ]);
    assert.equal(
      text,
      "# Written by the build from the docs' old routes (previousRoutes); do not edit.\n" +
        "/guides/what's%20new /guides/whats-new 301\n/api/Old%231 /api/new 301\n",
    );
  });

  test('statuses are written as given, forced ones with !, under the given header', () => {
    const text = formatRedirects(
      [
        { from: '/docs/*', to: '/:splat', status: 302 },
        { from: '/api/*', to: '/api-v2/:splat', status: 200 },
        { from: '/gone', to: '/404', status: 404 },
        { from: '/guide/start', to: '/elsewhere', status: 301, force: true },
        { from: '/versions', to: '/guide/start', force: false },
      ],
      'Migrated from the old site.\nKept by hand.',
    );
    assert.equal(
      text,
      '# Migrated from the old site.\n# Kept by hand.\n' +
        '/docs/* /:splat 302\n/api/* /api-v2/:splat 200\n/gone /404 404\n/guide/start /elsewhere 301!\n/versions /guide/start 301\n',
    );
    assert.equal(formatRedirects([{ from: '/a', to: '/b' }], ''), '/a /b 301\n');
    assert.equal(
      formatRedirects([{ from: '/a', to: '/b', status: 410 }], '# Written by the build.\n'),
      '# Written by the build.\n/a /b 410\n',
    );
    assert.equal(formatRedirects([], 'One\n\nTwo'), '# One\n#\n# Two\n');
  });

  test("what formatRedirects writes, Netlify's parser reads back as the same rules", async () => {
    const rules: RedirectRule[] = [
      { from: "/guides/what's new", to: '/guides/what is new' },
      { from: '/api/Old#1', to: '/api/new' },
      { from: '/wiki/a?b', to: '/wiki/ab' },
      { from: '/café/crème', to: '/cafe/creme', status: 308 },
      { from: '/docs/*', to: '/:splat' },
      { from: '/blog/:year/:slug', to: '/news/:slug', status: 302 },
      { from: '/search-old', to: '/search?q=redux hooks&lang=en', status: 307 },
      { from: '/hooks-section', to: '/api/hooks#useSelector' },
      { from: '/community/*', to: 'https://example.com/community/:splat', status: 302 },
      { from: 'https://old.example.com/*', to: 'https://example.com/:splat', force: true },
      { from: '/api/*', to: '/api-v2/:splat', status: 200 },
      { from: '/gone', to: '/404', status: 404 },
      { from: '/guide/start', to: '/elsewhere', status: 301, force: true },
    ];
    const { rules: parsed, errors } = await netlifyParse(formatRedirects(rules));
    assert.deepEqual(errors, []);
    assert.equal(parsed.length, rules.length);
    for (const [index, rule] of rules.entries()) {
      const back = parsed[index];
      assert.ok(back);
      assert.equal(decodePath(back.from), rule.from);
      assert.equal(back.status, rule.status ?? 301);
      assert.equal(back.force, rule.force ?? false);
    }
    assert.deepEqual(
      parsed.map((rule) => rule.to),
      [
        '/guides/what%20is%20new',
        '/api/new',
        '/wiki/ab',
        '/cafe/creme',
        '/:splat',
        '/news/:slug',
        '/search?q=redux%20hooks&lang=en',
        '/api/hooks#useSelector',
        'https://example.com/community/:splat',
        'https://example.com/:splat',
        '/api-v2/:splat',
        '/404',
        '/elsewhere',
      ],
    );
  });

  test('a rule Netlify cannot apply as meant is named, with why', () => {
    const problems: [RedirectRule, RegExp][] = [
      [{ from: 'old/guide', to: '/guide' }, /from "old\/guide" must start with "\/"/],
      [{ from: '/old', to: 'guide/start' }, /to "guide\/start" must start with "\/"/],
      [{ from: '', to: '/guide' }, /from is missing/],
      [{ from: '/old', to: '/guide', status: 451 }, /status 451 is not one Netlify applies here/],
      [{ from: '/old', to: '/guide', status: 301.5 }, /status 301\.5/],
      [
        { from: '/blog/:year', to: '/news/:slug' },
        /to "\/news\/:slug" uses :slug, but from "\/blog\/:year" captures only :year/,
      ],
      [{ from: '/old', to: '/new/:splat' }, /uses :splat, but from "\/old" captures nothing \(:splat needs a \*/],
      [{ from: '/old ', to: '/guide' }, /from "\/old " starts or ends with whitespace/],
      [{ from: '/old', to: '/gu\tide' }, /to "\/gu\\tide" holds a control character/],
      [{ from: '/old', to: '/guide\n/other /x' }, /holds a control character/],
      [{ from: '/old', to: '/\ud800' }, /not valid Unicode/],
      [{ from: '/.netlify/functions/x', to: '/guide' }, /under \/\.netlify/],
      [{ from: 'https://exa mple.com/*', to: '/:splat' }, /is not a valid URL/],
      [{ from: '/api/*', to: 'https://example.com/:splat', status: 200 }, /proxy/],
      [{ from: '/old', to: '/old', force: true }, /loop/],
    ];
    for (const [rule, expected] of problems) {
      assert.match(redirectRuleProblem(rule) ?? 'no problem', expected, JSON.stringify(rule));
      assert.throws(() => formatRedirects([{ from: '/fine', to: '/ok' }, rule]), /^Error: Redirect 2 \(from /);
    }
    const fine: RedirectRule[] = [
      { from: "/guides/what's new", to: '/guides/whats-new' },
      { from: '/time/10:30', to: '/time' },
      { from: '/s/:slug', to: '/n/:slug.html' },
      { from: '/p/*', to: 'https://example.com:8080/:splat', status: 307 },
      { from: '/old', to: '/old' },
      { from: '/', to: '/guide', status: 200, force: true },
    ];
    for (const rule of fine) assert.equal(redirectRuleProblem(rule), undefined, JSON.stringify(rule));
  });

  test("every rule Netlify's parser rejects, redirectRuleProblem rejects too", async () => {
    const rules: RedirectRule[] = [
      { from: '/old', to: 'guide' },
      { from: '/old', to: 'ftp://example.com/guide' },
      { from: '/.netlify/functions/x', to: '/guide' },
      { from: 'https://[bad/*', to: '/:splat' },
      { from: '/fine', to: '/guide' },
    ];
    const rejectedByNetlify: RedirectRule[] = [];
    for (const rule of rules) {
      // Written as they are (formatRedirects would refuse), so the parser sees exactly these texts.
      const { errors } = await netlifyParse(`${rule.from} ${rule.to} ${rule.status ?? 301}\n`);
      if (errors.length > 0) rejectedByNetlify.push(rule);
    }
    assert.deepEqual(rejectedByNetlify, rules.slice(0, 4));
    for (const rule of rejectedByNetlify) assert.ok(redirectRuleProblem(rule), JSON.stringify(rule));
    assert.equal(redirectRuleProblem({ from: '/fine', to: '/guide' }), undefined);
  });
});

describe('headers file', () => {
  test("parseHeaders and headersFor answer as Netlify's parser does for the rules the build writes", async () => {
    const text = formatHeaders([
      {
        path: '/*',
        headers: { 'Content-Security-Policy': "default-src 'self'; img-src 'self' data:", 'X-Frame-Options': 'DENY' },
      },
      { path: '/page-data/*', headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' } },
      { path: '/static/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
      { path: '/app-0123456789abcdef0123.js', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
      { path: '/api/hooks', headers: { 'Permissions-Policy': 'camera=(), usb=()' } },
    ]);
    const dir = mkdtempSync(path.join(tmpdir(), 'headers-parse-'));
    try {
      writeFileSync(path.join(dir, '_headers'), text);
      const netlify = await readHeaders(path.join(dir, '_headers'));
      assert.deepEqual(netlify.errors, []);
      assert.equal(netlify.count, 5);
      const ours = parseHeaders(text);
      const paths = [
        '/',
        '/api/hooks',
        '/api/hooks/',
        '/API/Hooks',
        '/api/hooks/extra',
        '/page-data',
        '/page-data/app-data.json',
        '/static/a/b.png',
        '/app-0123456789abcdef0123.js',
        '/index.html',
      ];
      for (const pathname of paths)
        assert.deepEqual(headersFor(ours, pathname), netlify.headersFor(pathname), pathname);
      assert.equal(netlify.headersFor('/static/a.png')['Cache-Control'], 'public, max-age=31536000, immutable');
      assert.equal(netlify.headersFor('/api/hooks')['Permissions-Policy'], 'camera=(), usb=()');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("npm run serve applies the build's _redirects and _headers like Netlify", () => {
  let dir: string;
  let server: ChildProcess;
  let origin: string;
  let stderr = '';

  const page = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `<h1>${text}</h1>`);
  };

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'serve-redirects-'));
    page('404.html', 'Not found');
    page('api/createStore/index.html', 'createStore');
    page('api/v1.0/index.html', 'Version one');
    page('kept/index.html', 'Kept');
    page('guide/start/index.html', 'Guide start');
    page('api-v2/thing/index.html', 'API v2 thing');
    page('retired-notice.html', 'This page was retired');
    writeFileSync(
      path.join(dir, '_redirects'),
      formatRedirects([
        { from: '/api/old name', to: '/api/createStore' },
        { from: '/kept', to: '/api/createStore' },
        { from: '/café', to: '/guide/start' },
        { from: '/docs/*', to: '/:splat' },
        { from: '/old/guide', to: '/guide/start' },
        { from: '/v1/*', to: '/:splat', status: 301 },
        { from: '/blog/:year/:slug', to: '/news/:slug', status: 302 },
        { from: '/moved-for-now', to: '/guide/start', status: 303 },
        { from: '/moved-keep-method', to: '/guide/start', status: 307 },
        { from: '/moved-keep-method-for-good', to: '/guide/start', status: 308 },
        { from: '/api/*', to: '/api-v2/:splat', status: 200 },
        { from: '/gone', to: '/404', status: 404 },
        { from: '/retired/*', to: '/retired-notice', status: 404 },
        { from: '/withdrawn', to: '/retired-notice', status: 410 },
        { from: '/guide/start', to: '/elsewhere', status: 301, force: true },
        { from: '/versions', to: '/guide/start' },
        { from: '/search-old', to: '/search?legacy=1' },
        { from: '/hooks-section', to: '/api/hooks#useSelector' },
        { from: '/community/*', to: 'https://example.com/community/:splat', status: 302 },
        { from: '/old-page.html', to: '/guide/start' },
        { from: '/first', to: '/first-wins' },
        { from: '/first', to: '/second-loses' },
      ]) +
        // Lines formatRedirects refuses to write, as a hand-edited file might hold them.
        '/broken guide 301\n/proxied/* https://example.com/:splat 200\n/crème /guide/start 301\n',
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
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    origin = await new Promise<string>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
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

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${pathname}`, { redirect: 'manual', headers });

  const assertRedirect = async (pathname: string, status: number, location: string) => {
    const response = await get(pathname);
    assert.equal(response.status, status, pathname);
    assert.equal(response.headers.get('location'), location, pathname);
  };

  const assertPage = async (pathname: string, status: number, text: RegExp) => {
    const response = await get(pathname);
    assert.equal(response.status, status, pathname);
    assert.equal(response.headers.get('location'), null, pathname);
    assert.match(await response.text(), text, pathname);
  };

  test('an old route answers 301 to the page, keeping the query', async () => {
    await assertRedirect('/api/old%20name?x=1', 301, '/api/createStore?x=1');
    await assertRedirect('/caf%C3%A9', 301, '/guide/start');
    await assertRedirect('/caf%c3%a9', 301, '/guide/start');
    // A rule written by hand without percent-encoding matches too.
    await assertRedirect('/cr%C3%A8me', 301, '/guide/start');
  });

  test('a rule without a status redirects with 301; 301, 302, 303, 307 and 308 redirect with theirs', async () => {
    await assertRedirect('/old/guide', 301, '/guide/start');
    await assertRedirect('/versions', 301, '/guide/start');
    await assertRedirect('/v1/guide/start', 301, '/guide/start');
    await assertRedirect('/blog/2024/hello', 302, '/news/hello');
    await assertRedirect('/moved-for-now', 303, '/guide/start');
    await assertRedirect('/moved-keep-method', 307, '/guide/start');
    await assertRedirect('/moved-keep-method-for-good', 308, '/guide/start');
  });

  test('what * and :placeholders capture fills the target', async () => {
    await assertRedirect('/docs/guide/start', 301, '/guide/start');
    await assertRedirect('/docs/a/b%20c', 301, '/a/b%20c');
    await assertRedirect('/blog/2019/what-is-new?ref=feed', 302, '/news/what-is-new?ref=feed');
  });

  test('/docs/* matches /docs and /docs/ too, as on Netlify', async () => {
    await assertRedirect('/docs', 301, '/');
    await assertRedirect('/docs/', 301, '/');
  });

  test('the first matching rule wins', async () => {
    await assertRedirect('/first', 301, '/first-wins');
  });

  test("the request's query goes along, unless the rule's target has its own", async () => {
    await assertRedirect('/old/guide?tab=2&x=%20', 301, '/guide/start?tab=2&x=%20');
    await assertRedirect('/search-old?q=hooks', 301, '/search?legacy=1');
    await assertRedirect('/hooks-section?q=1', 301, '/api/hooks?q=1#useSelector');
  });

  test('a rule may redirect to another site', async () => {
    await assertRedirect('/community/forum?page=2', 302, 'https://example.com/community/forum?page=2');
  });

  test("200 answers with the target's content at the requested URL", async () => {
    await assertPage('/api/thing', 200, /API v2 thing/);
    // Where the target has nothing, the answer is the not-found page.
    await assertPage('/api/other', 404, /Not found/);
    // Content is served at the clean URL only.
    await assertRedirect('/api/thing/', 301, '/api/thing');
  });

  test("404 and 410 answer with the target's content as not found and as gone", async () => {
    await assertPage('/gone', 404, /Not found/);
    await assertPage('/retired/old-page', 404, /This page was retired/);
    await assertPage('/withdrawn', 410, /This page was retired/);
    // Even to a browser that holds the target page cached.
    const cached = await get('/retired-notice');
    const etag = cached.headers.get('etag');
    assert.ok(etag);
    const again = await get('/retired/x', { 'If-None-Match': etag });
    assert.equal(again.status, 404);
    assert.match(await again.text(), /This page was retired/);
  });

  test('a file at the path wins over a rule from it, unless the rule is forced (!)', async () => {
    await assertPage('/kept', 200, /Kept/);
    await assertPage('/api/createStore', 200, /createStore/);
    await assertRedirect('/guide/start', 301, '/elsewhere');
  });

  test('a rule for an old .html URL applies before the URL is cleaned; other unclean URLs lead to the clean one', async () => {
    await assertRedirect('/old-page.html', 301, '/guide/start');
    await assertRedirect('/kept.html', 301, '/kept');
    await assertRedirect('/kept/', 301, '/kept');
    await assertRedirect('/kept/index.html?x=1', 301, '/kept?x=1');
    await assertRedirect('/nothing-here/', 301, '/nothing-here');
  });

  test('lines Netlify cannot read are skipped and named; a proxy rule is not served locally', async () => {
    assert.match(stderr, /_redirects: skipped.*line 24:/s);
    await assertPage('/broken', 404, /Not found/);
    const proxied = await get('/proxied/x');
    assert.equal(proxied.status, 502);
    assert.match(await proxied.text(), /proxy/);
  });

  test('routes with capitals and dots are served as they are', async () => {
    await assertPage('/api/createStore', 200, /createStore/);
    await assertPage('/api/v1.0', 200, /Version one/);
  });

  test('a file wins over a redirect from its path, and _redirects and _headers are not served', async () => {
    assert.equal((await get('/kept')).status, 200);
    assert.equal((await get('/_redirects')).status, 404);
    assert.equal((await get('/_headers')).status, 404);
    assert.equal((await get('/nothing-here')).status, 404);
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
    const redirected = await get('/old/guide');
    assert.equal(redirected.headers.get('x-content-type-options'), 'nosniff');
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
