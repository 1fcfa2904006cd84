import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorChain } from '../../../src/theme/ErrorBoundary/errorChain.ts';

test('the crash screen lists the error and each cause beneath it', () => {
  const root = new Error('connection reset');
  const middle = new Error('could not load the doc', { cause: root });
  const top = new Error('DocPage failed to render', { cause: middle });
  assert.deepEqual(errorChain(top), ['DocPage failed to render', 'could not load the doc', 'connection reset']);
  assert.deepEqual(errorChain('not an error'), []);
});
