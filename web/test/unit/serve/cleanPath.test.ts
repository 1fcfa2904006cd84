import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { cleanPath } from '../../../serve/cleanPath.ts';

test('.html, /index.html and trailing slashes lead to the clean path', () => {
  assert.equal(cleanPath('/api/hooks.html'), '/api/hooks');
  assert.equal(cleanPath('/api/hooks/index.html'), '/api/hooks');
  assert.equal(cleanPath('/api/hooks/'), '/api/hooks');
  assert.equal(cleanPath('/index.html'), '/');
  assert.equal(cleanPath('/troubleshooting.html'), '/troubleshooting');
  assert.equal(cleanPath('/docs/'), '/docs');
});

test('what takes two steps to clean is cleaned in one', () => {
  assert.equal(cleanPath('/api/hooks.html/'), '/api/hooks');
  assert.equal(cleanPath('/api/hooks/index.html/'), '/api/hooks');
  assert.equal(cleanPath('/api/hooks.html.html'), '/api/hooks');
  assert.equal(cleanPath('//'), '/');
});

test('clean paths and files are left alone', () => {
  for (const path of ['/', '/api/hooks', '/page-data/app-data.json', '/app-0123.js', '/robots.txt', '/docs']) {
    assert.equal(cleanPath(path), undefined, path);
  }
});

test('any path: the clean path never ends in / (but the root) or .html, and is clean already', () => {
  const segment = fc.oneof(
    fc.constantFrom('', 'index.html', 'a.html', '.html', 'docs', 'index', 'x.json'),
    fc.stringMatching(/^[\w.-]{0,8}$/),
  );
  fc.assert(
    fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
      const pathname = `/${segments.join('/')}`;
      const clean = cleanPath(pathname) ?? pathname;
      assert.ok(clean === '/' || !clean.endsWith('/'), clean);
      assert.ok(!clean.endsWith('.html'), clean);
      assert.equal(cleanPath(clean), undefined, clean);
    }),
  );
});
