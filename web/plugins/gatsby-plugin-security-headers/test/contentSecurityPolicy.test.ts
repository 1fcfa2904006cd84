import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatHeaders, headersFor, parseHeaders } from '../../../serve/headersFile.ts';
import { contentSecurityPolicy } from '../src/contentSecurityPolicy.ts';
import { pageFacts, scriptHash } from '../src/pageFacts.ts';
import { siteHeaders } from '../src/siteHeaders.ts';

const PAGE = `<!DOCTYPE html><html><head>
<script>window.a=1</script>
<script type="application/ld+json">{"@type":"WebSite"}</script>
<script src="/app-0123456789abcdef0123.js" async></script>
<link rel="icon" href="https://cdn.sanity.io/images/p/d/icon.png">
</head><body>
<img src="/sanity-assets/a.svg" alt=""><img srcset="https://cdn.sanity.io/images/p/d/x.png 1x, https://cdn.sanity.io/images/p/d/y.png 2x" alt="">
<img src="data:image/gif;base64,R0lGOD" alt="">
<iframe src="https://www.youtube-nocookie.com/embed/abc?rel=0&amp;x=1" title="t"></iframe>
<script id="gatsby-script-loader" data-page-path="/x">window.pagePath=document.currentScript.getAttribute("data-page-path");</script>
</body></html>`;

test('a page: the inline scripts the browser runs, by hash; the origins of its frames and images', () => {
  const facts = pageFacts(PAGE);
  assert.deepEqual(facts.scriptHashes, [
    scriptHash('window.a=1'),
    scriptHash('window.pagePath=document.currentScript.getAttribute("data-page-path");'),
  ]);
  assert.deepEqual(facts.frameOrigins, ['https://www.youtube-nocookie.com']);
  assert.deepEqual(facts.imageOrigins, ['https://cdn.sanity.io']);
  assert.equal(facts.dataImages, true);
  // The browser's own hash of `window.a=1` (as `openssl dgst -sha256 -binary | base64` gives it).
  assert.equal(scriptHash('window.a=1'), 'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E=');
});

test('the policy allows the union of what the pages hold, and Algolia only when the site searches with it', () => {
  const facts = pageFacts(PAGE);
  const local = contentSecurityPolicy({ pages: [facts, pageFacts('<script>window.b=2</script>')] });
  assert.match(local, /^default-src 'self'; script-src 'self' 'sha256-[^']+' 'sha256-[^']+' 'sha256-[^']+';/);
  assert.match(local, /img-src 'self' data: https:\/\/cdn\.sanity\.io;/);
  assert.match(local, /frame-src https:\/\/www\.youtube-nocookie\.com;/);
  assert.match(local, /connect-src 'self';/);
  assert.match(local, /frame-ancestors 'none'$/);
  const algolia = contentSecurityPolicy({ pages: [], algolia: { appId: 'ABC123', insights: true } });
  assert.match(
    algolia,
    /connect-src 'self' https:\/\/abc123-1\.algolianet\.com https:\/\/abc123-2\.algolianet\.com https:\/\/abc123-3\.algolianet\.com https:\/\/abc123-dsn\.algolia\.net https:\/\/insights\.algolia\.io;/,
  );
  assert.match(algolia, /frame-src 'none';/);
  assert.doesNotMatch(algolia, /data:/);
});

test('img-src names exactly the hosts whose images pages show, never a wildcard; links and scripts add none', () => {
  const page = `<!DOCTYPE html><html><head><script src="https://scripts.example.com/a.js" async></script></head><body>
<p><a href="https://elsewhere.example.com/x.png">a picture elsewhere</a></p>
<figure class="figure"><img src="https://i.imgur.com/LV0XvwA.png" alt="The store" loading="lazy" decoding="async" referrerPolicy="no-referrer"/></figure>
<figure class="figure"><img src="https://i.imgur.com/u6aXbwl.png" alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer"/></figure>
<figure class="figure"><picture><img src="/sanity-assets/image-1.svg" alt="" width="64" height="64" loading="lazy"/></picture></figure>
</body></html>`;
  const other = '<img src="https://images.example.org:8443/c.png" alt="c">';
  const policy = contentSecurityPolicy({ pages: [pageFacts(page), pageFacts(other)] });
  assert.match(policy, /; img-src 'self' https:\/\/i\.imgur\.com https:\/\/images\.example\.org:8443;/);
  assert.doesNotMatch(policy, /\*|elsewhere|scripts\.example/);
  assert.match(
    contentSecurityPolicy({ pages: [pageFacts(other)] }),
    /; img-src 'self' https:\/\/images\.example\.org:8443;/,
  );
});

test('_headers: written, read back and matched as Netlify matches paths', () => {
  const rules = siteHeaders({
    policy: "default-src 'self'",
    files: [
      'app-0123456789abcdef0123.js',
      'styles.abcdef12.css',
      'index.html',
      'search-assets/docsearch-modal.4a2059fa3e76.css',
    ],
  });
  const parsed = parseHeaders(formatHeaders(rules));
  assert.deepEqual(parsed, rules);
  assert.equal(headersFor(parsed, '/api/hooks')['Content-Security-Policy'], "default-src 'self'");
  assert.equal(headersFor(parsed, '/api/hooks')['Cache-Control'], undefined);
  assert.equal(
    headersFor(parsed, '/app-0123456789abcdef0123.js')['Cache-Control'],
    'public, max-age=31536000, immutable',
  );
  assert.equal(
    headersFor(parsed, '/search-assets/docsearch-modal.4a2059fa3e76.css')['Cache-Control'],
    'public, max-age=31536000, immutable',
  );
  assert.equal(headersFor(parsed, '/index.html')['Cache-Control'], undefined);
  assert.equal(headersFor(parsed, '/page-data/app-data.json')['Cache-Control'], 'public, max-age=0, must-revalidate');
  assert.equal(headersFor(parsed, '/static/a/b.png')['Cache-Control'], 'public, max-age=31536000, immutable');
  assert.throws(() => parseHeaders('  X-Orphan: 1\n'), /_headers line 1/);
});
