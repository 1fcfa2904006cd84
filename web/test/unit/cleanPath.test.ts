import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cleanPath } from '../../serve/cleanPath.ts';

test('.html, /index.html and trailing slashes lead to the clean path', () => {
  assert.equal(cleanPath('/api/hooks.html'), '/api/hooks');
  assert.equal(cleanPath('/api/hooks/index.html'), '/api/hooks');
  assert.equal(cleanPath('/api/hooks/'), '/api/hooks');
  assert.equal(cleanPath('/index.html'), '/');
  assert.equal(cleanPath('/troubleshooting.html'), '/troubleshooting');
});

test('clean paths and files are left alone', () => {
  for (const path of ['/', '/api/hooks', '/page-data/app-data.json', '/app-0123.js', '/robots.txt']) {
    assert.equal(cleanPath(path), undefined, path);
  }
});
