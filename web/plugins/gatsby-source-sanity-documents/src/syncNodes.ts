import { createHash } from 'node:crypto';
import type { ContentNode } from './resolveContent.ts';
import type { CheckStore } from './schemaCheck.ts';

/** The type and digest of every node this plugin made in the last build, by node id. */
const DIGESTS_KEY = 'node-digests';
/** Nodes looked up in Gatsby's store to confirm it holds what the kept digests say. */
const SAMPLES = 16;

type GatsbyNodeInput = { id: string; internal: { type: string; contentDigest: string } } & Record<string, unknown>;

export type NodeActions = {
  createNode: (node: GatsbyNodeInput) => unknown;
  touchNode: (node: { id: string; internal: { type: string } }) => unknown;
};

export type SyncOptions = {
  actions: NodeActions;
  nodeIdFor: (sanityId: string) => string;
  /** Gatsby's getNode: the node its store holds under an id. */
  getNode: (id: string) => { internal: { contentDigest: string } } | undefined | null;
  store: CheckStore & { del?: (key: string) => Promise<unknown> };
};

/**
 * The node's digest: a hash of its JSON. Gatsby's createContentDigest sorts every key of the object first, a
 * millisecond a doc page (ten seconds of a 10,000-doc build); the data is built by this plugin in a fixed order,
 * so the same content gives the same JSON, and a digest that changed needlessly would only re-render a page.
 */
export function contentDigest(data: unknown): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

/**
 * Creates the nodes that are new or changed since the last build and only
 * touches the others (so Gatsby keeps them). Gatsby would find unchanged nodes
 * itself, but only after copying and checking each one and reading its old
 * version back: about nine seconds of a 10,000-doc rebuild where one doc
 * changed. The digests of the last build are trusted only if a sample of the
 * nodes in Gatsby's store agrees with them; otherwise every node is created.
 * Returns how many nodes were created.
 */
export async function syncNodes(nodes: readonly ContentNode[], options: SyncOptions): Promise<number> {
  const { actions, nodeIdFor, getNode, store } = options;
  const previous = ((await store.get(DIGESTS_KEY)) ?? {}) as Record<string, string>;
  const current = nodes.map((node) => {
    const digest = contentDigest(node.data);
    return { node, id: nodeIdFor(node.sanityId), digest, kept: `${node.typeName} ${digest}` };
  });
  const unchanged = current.filter(({ id, kept }) => previous[id] === kept);
  const step = Math.max(1, Math.floor(unchanged.length / SAMPLES));
  const trusted = unchanged.every(
    ({ id, digest }, index) => index % step !== 0 || getNode(id)?.internal.contentDigest === digest,
  );
  // Until every node is made, the kept digests describe neither the old nodes nor the new: a build that stops
  // halfway must not leave them behind.
  await (store.del ? store.del(DIGESTS_KEY) : store.set(DIGESTS_KEY, {}));
  let created = 0;
  for (const { node, id, digest, kept } of current) {
    if (trusted && previous[id] === kept) actions.touchNode({ id, internal: { type: node.typeName } });
    else {
      actions.createNode({ ...node.data, id, internal: { type: node.typeName, contentDigest: digest } });
      created++;
    }
  }
  await store.set(DIGESTS_KEY, Object.fromEntries(current.map(({ id, kept }) => [id, kept])));
  return created;
}
