/**
 * Incremental Markdown: a twin is rendered again only when its doc's node
 * changed (Gatsby's content digest covers the title, body and route, and the
 * links in the body carry their targets' routes) or the site's address did.
 * An unchanged twin is read back from the file the last build wrote; the
 * cache keeps only, per doc, what its file was made from. Renderer code
 * changes make a clean build, which empties both.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Gatsby's cache for this plugin (`cache` in a node API's arguments). */
export type PluginCache = {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<unknown>;
};

export type TwinSource = { _id: string; internal: { contentDigest: string } };

/** By Sanity id: the twin's file, under the public folder, and what it was made from. */
export type TwinKeys = Record<string, { file: string; key: string }>;

const KEYS = 'twin-keys';

/**
 * Each doc's twin by Sanity id: read from its file where its doc is unchanged, rendered otherwise
 * (`rendered` counts those). Until `saveTwinKeys` saves `keys` once the twins are written, the cache keeps the
 * keys of the twins read back only: a build that stops halfway leaves no key beside a file it rewrote.
 */
export async function cachedTwins<Doc extends TwinSource>(
  docs: readonly Doc[],
  options: {
    cache: PluginCache;
    publicDir: string;
    siteUrl: string;
    fileOf: (doc: Doc) => string;
    render: (doc: Doc) => Promise<string>;
  },
): Promise<{ twins: Map<string, string>; rendered: number; keys: TwinKeys }> {
  const before = ((await options.cache.get(KEYS)) as TwinKeys | undefined) ?? {};
  const twins = new Map<string, string>();
  const keys: TwinKeys = {};
  const kept: TwinKeys = {};
  let rendered = 0;
  for (const doc of docs) {
    const made = { file: options.fileOf(doc), key: `${doc.internal.contentDigest} ${options.siteUrl}` };
    keys[doc._id] = made;
    const earlier = before[doc._id];
    const text =
      earlier?.key === made.key && earlier.file === made.file
        ? await readFile(path.join(options.publicDir, made.file), 'utf8').catch(() => undefined)
        : undefined;
    if (text !== undefined) {
      twins.set(doc._id, text);
      kept[doc._id] = made;
      continue;
    }
    twins.set(doc._id, await options.render(doc));
    rendered++;
  }
  await options.cache.set(KEYS, kept);
  return { twins, rendered, keys };
}

export async function saveTwinKeys(cache: PluginCache, keys: TwinKeys): Promise<void> {
  await cache.set(KEYS, keys);
}
