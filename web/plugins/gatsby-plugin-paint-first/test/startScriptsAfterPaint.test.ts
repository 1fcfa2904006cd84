import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startScriptsAfterPaint } from '../src/startScriptsAfterPaint.ts';

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><script>window.x=1</script></head><body><main>Text</main><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/a";/*]]>*/</script>${scripts}</body></html>`;

test('moves the entry scripts into one loader at the end of the body, in their order', () => {
  const html = page(
    '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>',
  );
  const result = startScriptsAfterPaint(html);
  assert.doesNotMatch(result, /<script src=/);
  assert.match(result, /\["\/webpack-runtime-1\.js","\/framework-2\.js","\/app-3\.js"\]\)<\/script><\/body><\/html>$/);
  assert.match(result, /first-contentful-paint/);
  // However late the paint (budget.spec.ts holds a page's first paint back to see it); 1 s without paint timing.
  assert.match(result, /setTimeout\(go,paints\?10000:1000\)/);
  // Everything else is left as it was.
  assert.ok(result.startsWith(html.slice(0, html.indexOf('<script src='))));
});

test('leaves pages without entry scripts, and other scripts, alone', () => {
  const html = page('<script src="https://cdn.example/analytics.js" async></script><script src="/local.js"></script>');
  assert.equal(startScriptsAfterPaint(html), html);
});

test('refuses a page whose body never closes rather than drop its scripts', () => {
  assert.throws(() => startScriptsAfterPaint('<html><body><script src="/app-1.js" async></script>'), /no <\/body>/);
});

test('a page processed by an earlier build gets the current loader for the same scripts, once', () => {
  const html = page('<script src="/webpack-runtime-1.js" async></script><script src="/app-3.js" async></script>');
  const once = startScriptsAfterPaint(html);
  const olderLoader = once.replace(
    /<script data-start-after-paint>[^<]*\(\[/,
    '<script data-start-after-paint>old(function(){})([',
  );
  assert.notEqual(olderLoader, once);
  assert.equal(startScriptsAfterPaint(olderLoader), once);
  assert.equal(startScriptsAfterPaint(once), once);
});
