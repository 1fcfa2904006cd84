import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ContentNode } from '../src/resolveContent.ts';
import { contentDigest, syncNodes } from '../src/syncNodes.ts';

type Stored = { id: string; internal: { type: string; contentDigest: string } };

/** Gatsby's part, as far as the plugin sees it: a node store, the two actions and the plugin's cache. */
function fakeGatsby() {
  const nodes = new Map<string, Stored>();
  const kept = new Map<string, unknown>();
  const log: string[] = [];
  return {
    nodes,
    kept,
    log,
    options: {
      actions: {
        createNode: (node: Stored) => {
          nodes.set(node.id, node);
          log.push(`create ${node.id}`);
        },
        touchNode: (node: { id: string }) => log.push(`touch ${node.id}`),
      },
      nodeIdFor: (sanityId: string) => `node-${sanityId}`,
      getNode: (id: string) => nodes.get(id),
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

test('a rebuild creates only the nodes that changed and touches the rest', async () => {
  const gatsby = fakeGatsby();
  assert.equal(await syncNodes(docs(['A', 'B', 'C']), gatsby.options), 3);
  assert.deepEqual(gatsby.log, ['create node-doc-0', 'create node-doc-1', 'create node-doc-2']);
  assert.equal(gatsby.nodes.get('node-doc-1')?.internal.contentDigest, contentDigest({ title: 'B' }));

  gatsby.log.length = 0;
  assert.equal(await syncNodes(docs(['A', 'B, edited', 'C']), gatsby.options), 1);
  assert.deepEqual(gatsby.log, ['touch node-doc-0', 'create node-doc-1', 'touch node-doc-2']);

  // A node whose type changed is created again, even with the same data.
  gatsby.log.length = 0;
  const retyped = docs(['A', 'B, edited', 'C']).map((node, index) =>
    index === 2 ? { ...node, typeName: 'SanityPage' } : node,
  );
  assert.equal(await syncNodes(retyped, gatsby.options), 1);
  assert.deepEqual(gatsby.log, ['touch node-doc-0', 'touch node-doc-1', 'create node-doc-2']);
});

test("every node is created when Gatsby's store disagrees with the kept digests", async () => {
  const gatsby = fakeGatsby();
  await syncNodes(docs(['A', 'B']), gatsby.options);
  gatsby.nodes.clear();
  gatsby.log.length = 0;
  assert.equal(await syncNodes(docs(['A', 'B']), gatsby.options), 2);
  assert.deepEqual(gatsby.log, ['create node-doc-0', 'create node-doc-1']);
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
  gatsby.log.length = 0;
  // The store may hold A2 by now; had the old digests survived, A would be wrongly kept as it is.
  assert.equal(await syncNodes(docs(['A', 'B']), gatsby.options), 2);
});
