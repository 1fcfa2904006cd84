import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Mutation } from '@sanity/mutator';
import {
  type ArrangeSource,
  arrangeTree,
  type PlaceChange,
  placeMutations,
  planMove,
} from '../../../src/arrange/arrangeTree.ts';

const place = (category?: string, position?: number) => ({
  ...(category ? { category: { _ref: category } } : {}),
  ...(position === undefined ? {} : { position }),
});
const doc = (id: string, category?: string, position?: number): ArrangeSource => ({
  _id: id,
  _type: 'doc',
  title: id,
  sidebar: place(category, position),
});
const category = (id: string, parent?: string, position?: number): ArrangeSource => ({
  _id: id,
  _type: 'sidebarCategory',
  label: id,
  sidebar: place(parent, position),
});

const sources: ArrangeSource[] = [
  doc('intro', undefined, 1),
  category('api', undefined, 2),
  doc('hooks', 'api', 1),
  doc('connect', 'api', 2),
  category('advanced', 'api', 3),
  doc('batch', 'advanced', 1),
  category('empty', undefined, 3),
  doc('unplaced', undefined),
  { ...doc('hidden', undefined, 0), sidebar: { hidden: true } },
  doc('lost', 'gone', 1),
];

const shape = (nodes: ReturnType<typeof arrangeTree>): unknown =>
  nodes.map((node) => (node.children.length > 0 ? { [node.id]: shape(node.children) } : node.id));

test('the tree is the site order at every depth; empty categories stay, hidden docs go, lost items go to the top', () => {
  // "intro" and "lost" share position 1: the label decides, as on the site.
  assert.deepEqual(shape(arrangeTree(sources)), [
    'intro',
    'lost',
    { api: ['hooks', 'connect', { advanced: ['batch'] }] },
    'empty',
    'unplaced',
  ]);
});

test('a drop before an item renumbers that level; only the places that change are written', () => {
  const tree = arrangeTree(sources);
  assert.deepEqual(planMove(tree, 'connect', { parent: 'api', before: 'hooks' }), [
    { id: 'connect', category: 'api', position: 1 },
    { id: 'hooks', category: 'api', position: 2 },
  ]);
  assert.deepEqual(planMove(tree, 'hooks', { parent: 'api', before: 'connect' }), [], 'already there');
});

test('a drop moves an item to another category at another depth, or a whole category, or to the top level', () => {
  const tree = arrangeTree(sources);
  assert.deepEqual(planMove(tree, 'intro', { parent: 'advanced', before: null }), [
    { id: 'intro', category: 'advanced', position: 2 },
  ]);
  assert.deepEqual(planMove(tree, 'advanced', { parent: 'empty', before: null }), [
    { id: 'advanced', category: 'empty', position: 1 },
  ]);
  assert.deepEqual(planMove(tree, 'batch', { parent: null, before: 'api' }), [
    { id: 'lost', category: null, position: 2 },
    { id: 'batch', category: null, position: 3 },
    { id: 'api', category: null, position: 4 },
    { id: 'empty', category: null, position: 5 },
    { id: 'unplaced', category: null, position: 6 },
  ]);
});

test('a category cannot go inside itself or a category it holds', () => {
  const tree = arrangeTree(sources);
  assert.throws(() => planMove(tree, 'api', { parent: 'advanced', before: null }), /"api" cannot go inside itself/);
  assert.throws(() => planMove(tree, 'api', { parent: 'api', before: null }), /cannot go inside itself/);
  assert.throws(() => planMove(tree, 'nope', { parent: null, before: null }), /"nope" is not in this sidebar/);
});

test('the patches give the published document and its draft the new place, and take the category off at the top', () => {
  const apply = (document: Record<string, unknown>, changes: PlaceChange[], drafts: string[]) => {
    const mutations = placeMutations(changes, new Set(drafts)).filter((m) => m.patch.id === document._id);
    const doc = structuredClone(document) as unknown as Parameters<Mutation['apply']>[0];
    return new Mutation({ mutations }).apply(doc) as unknown as Record<string, unknown>;
  };
  const hooks = {
    _id: 'hooks',
    _type: 'doc',
    sidebar: { _type: 'sidebarPlace', category: { _ref: 'api' }, position: 1 },
  };
  assert.deepEqual(apply(hooks, [{ id: 'hooks', category: null, position: 4 }], []).sidebar, {
    _type: 'sidebarPlace',
    position: 4,
  });
  const bare = { _id: 'drafts.new', _type: 'doc' };
  assert.deepEqual(apply(bare, [{ id: 'new', category: 'api', position: 2 }], ['drafts.new']).sidebar, {
    _type: 'sidebarPlace',
    position: 2,
    category: { _type: 'reference', _ref: 'api' },
  });
  assert.equal(placeMutations([{ id: 'new', category: null, position: 1 }], new Set()).length, 2, 'no draft, no patch');
});
