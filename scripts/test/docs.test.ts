import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { docDocumentId, docIdAndRoute, stripNumberPrefix } from '../src/import/docs.ts';

describe('doc ids, routes and Sanity ids', () => {
  test('Docusaurus rules', () => {
    assert.deepEqual(docIdAndRoute('api/hooks.md', {}), { docId: 'api/hooks', route: 'api/hooks' });
    assert.deepEqual(docIdAndRoute('api/hooks.md', { id: 'use-hooks' }), {
      docId: 'api/use-hooks',
      route: 'api/use-hooks',
    });
    assert.deepEqual(docIdAndRoute('api/hooks.md', { slug: '/hooks/' }), { docId: 'api/hooks', route: 'hooks' });
    assert.deepEqual(docIdAndRoute('api/v2/hooks.md', { slug: '../all-hooks' }), {
      docId: 'api/v2/hooks',
      route: 'api/all-hooks',
    });
    assert.deepEqual(docIdAndRoute('01-guides/02-setup.mdx', {}), { docId: 'guides/setup', route: 'guides/setup' });
    assert.deepEqual(docIdAndRoute('guides/index.md', {}), { docId: 'guides/index', route: 'guides' });
    assert.deepEqual(docIdAndRoute('guides/README.md', {}), { docId: 'guides/README', route: 'guides' });
    assert.deepEqual(docIdAndRoute('guides/guides.md', {}), { docId: 'guides/guides', route: 'guides' });
    assert.equal(stripNumberPrefix('2024-01-05-release'), '2024-01-05-release');
    assert.equal(stripNumberPrefix('1.2-notes'), '1.2-notes');
    assert.equal(stripNumberPrefix('10 - Intro'), 'Intro');
    assert.equal(docDocumentId('api/hooks'), 'doc-api_hooks');
    assert.equal(docDocumentId('guides/what.is@this'), 'doc-guides_what_is_this');
  });
});
