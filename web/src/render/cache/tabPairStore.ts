import { createHash } from 'node:crypto';
import type { TabPairStore } from '../javascriptTabs/index.ts';

type Cache = { get(key: string): Promise<unknown>; set(key: string, value: unknown): Promise<unknown> };

/**
 * JavaScript tab pairs kept in a Gatsby cache, which every process of a build reads: a long key (it holds the
 * block) becomes its digest, and the entry holds the key too, so a pair is only ever taken for its own block.
 */
export function tabPairStore(cache: Cache): TabPairStore {
  const digestOf = (key: string) => `javascript-tab-pair:${createHash('sha256').update(key).digest('base64url')}`;
  return {
    async get(key) {
      const entry = (await cache.get(digestOf(key))) as { key?: string; pair?: unknown } | undefined;
      return entry?.key === key ? entry.pair : undefined;
    },
    set: (key, pair) => cache.set(digestOf(key), { key, pair }),
  };
}
