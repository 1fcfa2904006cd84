/**
 * Incremental Markdown: a twin is rendered again only when its doc's node
 * changed (Gatsby's content digest covers the title, body and route, and the
 * links in the body carry their targets' routes) or the site's address did.
 * Renderer code changes make a clean build, which empties this cache.
 */

/** Gatsby's cache for this plugin (`cache` in a node API's arguments). */
export type PluginCache = {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<unknown>;
};

export type TwinSource = { _id: string; internal: { contentDigest: string } };

type CachedTwin = { key: string; markdown: string };

/** Each doc's twin by Sanity id, from the cache where its doc is unchanged; `rendered` counts those made now. */
export async function cachedTwins<Doc extends TwinSource>(
  docs: readonly Doc[],
  options: { cache: PluginCache; siteUrl: string; render: (doc: Doc) => Promise<string> },
): Promise<{ twins: Map<string, string>; rendered: number }> {
  const twins = new Map<string, string>();
  let rendered = 0;
  for (const doc of docs) {
    const key = `${doc.internal.contentDigest} ${options.siteUrl}`;
    const cached = (await options.cache.get(`twin:${doc._id}`)) as CachedTwin | undefined;
    if (cached?.key === key) {
      twins.set(doc._id, cached.markdown);
      continue;
    }
    const markdown = await options.render(doc);
    rendered++;
    await options.cache.set(`twin:${doc._id}`, { key, markdown } satisfies CachedTwin);
    twins.set(doc._id, markdown);
  }
  return { twins, rendered };
}
