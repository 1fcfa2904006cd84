import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as prettier from 'prettier/standalone';
import ts from 'typescript';
import { tabPairStore } from '../../../src/render/cache/tabPairStore.ts';
import { shareTabPairs, withJavaScriptTabs } from '../../../src/render/javascriptTabs/index.ts';
import type { PortableTextValue } from '../../../src/render/types.ts';

/** Gatsby's cache as the build's processes share it: here one map standing for the store they all read. */
function sharedCache() {
  const entries = new Map<string, unknown>();
  return {
    entries,
    get: async (key: string) => entries.get(key),
    set: async (key: string, value: unknown) => entries.set(key, value),
  };
}

const block = (code: string) =>
  [{ _type: 'code', _key: 'c1', language: 'typescript', code, alsoJavaScript: true }] as unknown as PortableTextValue;

test('a pair made in one process is kept in the shared store under a short key, with its block to check against', async () => {
  const cache = sharedCache();
  shareTabPairs(tabPairStore(cache), 'renderer-1');
  const [pair] = (await withJavaScriptTabs(block('const a: number = 1'))) as unknown as { _type: string }[];
  assert.equal(pair?._type, 'tabs');
  assert.equal(cache.entries.size, 1);
  const [key, entry] = [...cache.entries][0] as [string, { key: string; pair: unknown }];
  assert.match(key, /^javascript-tab-pair:[\w-]{43}$/);
  assert.match(entry.key, /^renderer-1:5\.\d+\.\d+:3\.\d+\.\d+:/);
  assert.deepEqual(entry.pair, pair);
});

test('another process takes the pair from the store instead of transpiling it again; a colliding entry never', async () => {
  const cache = sharedCache();
  const store = tabPairStore(cache);
  shareTabPairs(store, 'renderer-2');
  const [code] = block('const b: string = "made elsewhere"') as unknown as object[];
  // What a query worker stored for this block (never seen by this process), marked so that taking it shows.
  const key = `renderer-2:${ts.version}:${(prettier as unknown as { version: string }).version}:${JSON.stringify(code)}`;
  await store.set(key, { _type: 'tabs', _key: 'c1', storedBy: 'worker' });
  const [taken] = (await withJavaScriptTabs([code] as unknown as PortableTextValue)) as unknown as object[];
  assert.deepEqual(taken, { _type: 'tabs', _key: 'c1', storedBy: 'worker' });
  // An entry under the same digest whose key is another block's is never taken.
  const [digest] = [...cache.entries.keys()] as [string];
  cache.entries.set(digest, { key: 'another block', pair: { storedBy: 'collision' } });
  assert.equal(await store.get(key), undefined);
});
