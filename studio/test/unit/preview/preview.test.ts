import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bodyToDraw } from '../../../src/liveEdits/liveBodies.ts';
import { blockGroups } from '../../../src/preview/blockElements.ts';
import { editedPlace } from '../../../src/preview/editedPlace.ts';
import { frameLayout } from '../../../src/preview/frameLayout.ts';

const paragraph = (key: string) => ({ _type: 'block', _key: key });
const item = (key: string, listItem: string, level = 1) => ({ _type: 'block', _key: key, listItem, level });
const keys = (groups: ReturnType<typeof blockGroups>) => groups.map((group) => group.map((block) => block._key));

test('a run of list items is one element of the page; a new first-level kind starts another list', () => {
  const body = [
    paragraph('p1'),
    item('b1', 'bullet'),
    item('b2', 'bullet', 2),
    item('n1', 'number', 2),
    item('b3', 'bullet'),
    item('n2', 'number'),
    { _type: 'code', _key: 'c' },
    item('n3', 'number'),
  ];
  assert.deepEqual(keys(blockGroups(body)), [['p1'], ['b1', 'b2', 'n1', 'b3'], ['n2'], ['c'], ['n3']]);
});

test('the edit followed is the title, else the first block that is new or different', () => {
  const before = {
    _id: 'd',
    title: 'A',
    body: [
      { _key: 'a', text: 1 },
      { _key: 'b', text: 2 },
    ],
  };
  assert.equal(editedPlace(before, { ...before, title: 'B' }), 'title');
  const [first] = before.body;
  assert.equal(editedPlace(before, { ...before, body: [first, { _key: 'b', text: 3 }] }), 'b');
  assert.equal(editedPlace(before, { ...before, body: [first, { _key: 'new' }, before.body[1]] }), 'new');
  // A copy with the same text is no edit; nor is another document, or the first state seen.
  assert.equal(editedPlace(before, structuredClone(before)), null);
  assert.equal(editedPlace(before, { ...before, _id: 'other', title: 'B' }), null);
  assert.equal(editedPlace(null, before), null);
  // The first edit of a published document: its draft appears with the edit in it.
  assert.equal(editedPlace(before, { ...before, _id: 'drafts.d', title: 'B' }), 'title');
});

test('a pane narrower than a desktop shows the desktop page scaled down; a phone is drawn at its own width', () => {
  assert.deepEqual(frameLayout('desktop', { width: 640, height: 500 }), { width: 1280, height: 1000, scale: 0.5 });
  assert.deepEqual(frameLayout('desktop', { width: 1600, height: 500 }), { width: 1600, height: 500, scale: 1 });
  assert.deepEqual(frameLayout('phone', { width: 640, height: 500 }), { width: 390, height: 500, scale: 1 });
});

test('the body as typed is drawn while the form has not passed it on as the document, and not after', () => {
  const live = { body: ['typed'], editedAt: 100, flushedAt: 50 };
  // Edits the editor has not handed to the form yet.
  assert.deepEqual(bodyToDraw(live, 120), ['typed']);
  // Handed over at 150, the document the Preview last got (at 120) predates them.
  assert.deepEqual(bodyToDraw({ ...live, flushedAt: 150 }, 120), ['typed']);
  // The document that came after the handover has them all: it is drawn.
  assert.equal(bodyToDraw({ ...live, flushedAt: 150 }, 400), undefined);
  assert.equal(bodyToDraw(undefined, 400), undefined);
});
