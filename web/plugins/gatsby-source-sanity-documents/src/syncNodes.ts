import { createHash } from 'node:crypto';
import type { ContentNode } from '@react-redux-docs/web/content';
import type { CheckStore } from './schemaCheck.ts';

/** The type and digest of every node this plugin made in the last build, by node id. */
const DIGESTS_KEY = 'node-digests';
/** Nodes looked up in Gatsby's store to confirm it holds what the kept digests say. */
const SAMPLES = 16;

type GatsbyNodeInput = { id: string; internal: { type: string; contentDigest: string } } & Record<string, unknown>;
type StoredNode = { id: string; internal: { type: string; contentDigest: string } };

export type NodeActions = {
  createNode: (node: GatsbyNodeInput) => unknown;
  deleteNode: (node: StoredNode) => unknown;
  /** Gatsby no longer deletes the plugin's untouched nodes: the plugin deletes what is gone. */
  enableStatefulSourceNodes: () => unknown;
};

export type SyncOptions = {
  actions: NodeActions;
  nodeIdFor: (sanityId: string) => string;
  /** Gatsby's getNode and getNodesByType: what its store holds. */
  getNode: (id: string) => StoredNode | undefined | null;
  getNodesByType: (type: string) => StoredNode[];
  /** Every node type this plugin makes. */
  typeNames: readonly string[];
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

/** Whether Gatsby's store holds, for a sample of the kept digests, nodes of that type and digest. */
function agrees(previous: Record<string, string>, getNode: SyncOptions['getNode']): boolean {
  const entries = Object.entries(previous);
  const step = Math.max(1, Math.floor(entries.length / SAMPLES));
  for (let index = 0; index < entries.length; index += step) {
    const [id, kept] = entries[index] as [string, string];
    const node = getNode(id);
    if (!node || `${node.internal.type} ${node.internal.contentDigest}` !== kept) return false;
  }
  return true;
}

/**
 * Brings Gatsby's store to these nodes, touching only what changed: creates
 * the nodes that are new or changed since the last build, deletes those that
 * are gone, and leaves the rest alone. Left to Gatsby, every node would be
 * created again (it copies and checks each one and reads its old version back
 * to find it unchanged) and every untouched one read back to find it stale:
 * about fifteen seconds of a 10,000-doc rebuild where one doc changed. The
 * digests of the last build are trusted only when a sample of Gatsby's store
 * agrees with them; otherwise every node is created and Gatsby's store is read
 * to find what is gone. Returns how many nodes were created and deleted.
 */
export async function syncNodes(
  nodes: readonly ContentNode[],
  options: SyncOptions,
): Promise<{ created: number; deleted: number }> {
  const { actions, nodeIdFor, getNode, store } = options;
  actions.enableStatefulSourceNodes();
  const previous = (await store.get(DIGESTS_KEY)) as Record<string, string> | undefined;
  const current = nodes.map((node) => {
    const digest = contentDigest(node.data);
    return { node, id: nodeIdFor(node.sanityId), digest, kept: `${node.typeName} ${digest}` };
  });
  const trusted = previous !== undefined && agrees(previous, getNode);
  const existing = trusted
    ? Object.keys(previous)
    : options.typeNames.flatMap((type) => options.getNodesByType(type).map((node) => node.id));
  // Until every node is made, the kept digests describe neither the old nodes nor the new: a build that stops
  // halfway must not leave them behind.
  await (store.del ? store.del(DIGESTS_KEY) : store.set(DIGESTS_KEY, undefined));
  let created = 0;
  for (const { node, id, digest, kept } of current) {
    if (trusted && previous[id] === kept) continue;
    actions.createNode({ ...node.data, id, internal: { type: node.typeName, contentDigest: digest } });
    created++;
  }
  const ids = new Set(current.map(({ id }) => id));
  let deleted = 0;
  for (const id of existing) {
    const gone = ids.has(id) ? undefined : getNode(id);
    if (!gone) continue;
    actions.deleteNode(gone);
    deleted++;
  }
  await store.set(DIGESTS_KEY, Object.fromEntries(current.map(({ id, kept }) => [id, kept])));
  return { created, deleted };
}
