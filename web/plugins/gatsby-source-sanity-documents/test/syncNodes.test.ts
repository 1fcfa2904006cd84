import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ContentNode } from '@react-redux-docs/web/content';
import { contentDigest, syncNodes } from '../src/syncNodes.ts';

type Stored = { id: string; internal: { type: string; contentDigest: string } };

/** Gatsby's part, as far as the plugin sees it: a node store, the actions and the plugin's cache. */
function fakeGatsby() {
  const nodes = new Map<string, Stored>();
  const kept = new Map<string, unknown>();
  const log: string[] = [];
  let stateful = false;
  return {
    nodes,
    kept,
    log,
    stateful: () => stateful,
    options: {
      actions: {
        createNode: (node: Stored) => {
          nodes.set(node.id, node);
          log.push(`create ${node.id}`);
        },
        deleteNode: (node: Stored) => {
          nodes.delete(node.id);
          log.push(`delete ${node.id}`);
        },
        enableStatefulSourceNodes: () => {
          stateful = true;
        },
      },
      nodeIdFor: (sanityId: string) => `node-${sanityId}`,
      getNode: (id: string) => nodes.get(id),
      getNodesByType: (type: string) => [...nodes.values()].filter((node) => node.internal.type === type),
      typeNames: ['SanityDoc', 'SanityPage'],
      store: {
        get: async (key: string) => kept.get(key),
        set: async (key: string, value: unknown) => kept.set(key, value),
        del: async (key: string) => kept.delete(key),
      },
    },
  };
}

const docs = (titles: string[]): ContentNode[] =>
  titles.map((title, index) => ({ sanityId: `doc-${index}`, typeName: 'SanityDoc', data: { title } }));

test('a rebuild creates the nodes that changed, deletes those gone and leaves the rest alone', async () => {
  const gatsby = fakeGatsby();
  assert.deepEqual(await syncNodes(docs(['A', 'B', 'C']), gatsby.options), { created: 3, deleted: 0 });
  assert.ok(gatsby.stateful(), 'Gatsby is told the plugin deletes its own nodes');
  assert.deepEqual(gatsby.log, ['create node-doc-0', 'create node-doc-1', 'create node-doc-2']);
  assert.equal(gatsby.nodes.get('node-doc-1')?.internal.contentDigest, contentDigest({ title: 'B' }));

  gatsby.log.length = 0;
  assert.deepEqual(await syncNodes(docs(['A', 'B, edited']), gatsby.options), { created: 1, deleted: 1 });
  assert.deepEqual(gatsby.log, ['create node-doc-1', 'delete node-doc-2']);
  assert.deepEqual([...gatsby.nodes.keys()].sort(), ['node-doc-0', 'node-doc-1']);

  // A node whose type changed is created again, even with the same data.
  gatsby.log.length = 0;
  const retyped = docs(['A', 'B, edited']).map((node, index) =>
    index === 0 ? { ...node, typeName: 'SanityPage' } : node,
  );
  assert.deepEqual(await syncNodes(retyped, gatsby.options), { created: 1, deleted: 0 });
  assert.deepEqual(gatsby.log, ['create node-doc-0']);
});

test("when Gatsby's store disagrees with the kept digests, every node is made and the store is read for what is gone", async () => {
  const gatsby = fakeGatsby();
  await syncNodes(docs(['A', 'B']), gatsby.options);
  gatsby.nodes.set('node-doc-1', { id: 'node-doc-1', internal: { type: 'SanityDoc', contentDigest: 'other' } });
  gatsby.nodes.set('node-stray', { id: 'node-stray', internal: { type: 'SanityDoc', contentDigest: 'x' } });
  gatsby.log.length = 0;
  assert.deepEqual(await syncNodes(docs(['A', 'B']), gatsby.options), { created: 2, deleted: 1 });
  assert.deepEqual(gatsby.log, ['create node-doc-0', 'create node-doc-1', 'delete node-stray']);
});

test('a build that stops while making nodes leaves no digests behind', async () => {
  const gatsby = fakeGatsby();
  await syncNodes(docs(['A', 'B']), gatsby.options);
  const failing = {
    ...gatsby.options,
    actions: {
      ...gatsby.options.actions,
      createNode: () => {
        throw new Error('disk full');
      },
    },
  };
  await assert.rejects(syncNodes(docs(['A2', 'B2']), failing), /disk full/);
  // The store may hold A2 by now; had the old digests survived, A would be wrongly kept as it is.
  assert.deepEqual(await syncNodes(docs(['A', 'B']), gatsby.options), { created: 2, deleted: 0 });
});
