import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keptRouteChange, leadsHereSentence } from '../../../src/routes/keptRoutes.ts';

test('a changed route of a published doc keeps the published one as an old route, once', () => {
  const state = { published: 'api/batch', route: 'api/batching', oldRoutes: [], dismissed: undefined };
  assert.deepEqual(keptRouteChange(state), { kind: 'add', route: 'api/batch' });
  assert.equal(keptRouteChange({ ...state, oldRoutes: ['api/batch'] }), undefined, 'already kept');
  assert.equal(keptRouteChange({ ...state, dismissed: 'api/batch' }), undefined, 'the editor took it out');
});

test('nothing is kept for a doc never published, or with no route yet', () => {
  assert.equal(keptRouteChange({ published: undefined, route: 'a', oldRoutes: [], dismissed: undefined }), undefined);
  assert.equal(keptRouteChange({ published: 'a', route: undefined, oldRoutes: [], dismissed: undefined }), undefined);
  assert.equal(keptRouteChange({ published: 'a', route: 'a', oldRoutes: [], dismissed: undefined }), undefined);
});

test('changing the route back takes the published route out of the old ones, where it would be refused', () => {
  const state = { published: 'api/batch', route: 'api/batch', oldRoutes: ['x', 'api/batch'], dismissed: undefined };
  assert.deepEqual(keptRouteChange(state), { kind: 'remove', route: 'api/batch' });
});

test('the field says which addresses lead to the page, and why a new one is there', () => {
  assert.equal(leadsHereSentence([], 'a', 'b'), undefined);
  assert.equal(leadsHereSentence(['old/one'], 'a', 'a'), 'This address leads to this page at /a: /old/one.');
  assert.equal(
    leadsHereSentence(['old/one', 'a'], 'a', 'b'),
    'These addresses lead to this page at /b: /old/one, /a. /a was added because you changed the route, so links to it keep working; remove it only if that address should show "Page not found".',
  );
});
