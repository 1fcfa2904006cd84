import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { documentChanges } from '../../../src/changes/documentChanges.ts';

const NAMES = {
  fields: [
    { name: 'title', title: 'Title' },
    { name: 'route', title: 'Route' },
    { name: 'hideTitle', title: 'Hide the title' },
    { name: 'description', title: 'Description' },
    { name: 'body', title: 'Body' },
  ],
  typeTitle: (type: string) => ({ code: 'Code block', admonition: 'Callout' })[type],
};

const text = (key: string, words: string, style = 'normal') => ({
  _type: 'block',
  _key: key,
  style,
  markDefs: [],
  children: [{ _type: 'span', _key: `${key}s`, text: words, marks: [] }],
});
const code = (key: string, filename: string, source: string) => ({ _type: 'code', _key: key, filename, code: source });

const PUBLISHED = {
  _id: 'doc-api_hooks',
  _rev: 'r1',
  _updatedAt: '2026-01-01',
  title: 'Hooks',
  route: { _type: 'slug', current: 'api/hooks' },
  hideTitle: false,
  body: [text('a', 'Intro'), text('b', 'useSelector()', 'h2'), code('c', 'store.ts', 'x'), text('d', 'Outro')],
};

describe('what a draft changes', () => {
  test('nothing, when the draft is the published document with its fields in another order', () => {
    const draft = {
      ...PUBLISHED,
      _id: 'drafts.doc-api_hooks',
      _rev: 'r2',
      body: PUBLISHED.body.map((b) => ({ ...b })),
    };
    const reordered = Object.fromEntries(Object.entries(draft).reverse());
    assert.deepEqual(documentChanges(PUBLISHED, reordered, NAMES), []);
  });

  test('fields edited, added and removed, in the form’s order, short values shown before and after', () => {
    const draft = {
      ...PUBLISHED,
      title: 'Hooks API',
      route: { _type: 'slug', current: 'api/hooks-api' },
      hideTitle: true,
      description: 'All the hooks.',
    };
    assert.deepEqual(documentChanges(PUBLISHED, draft, NAMES), [
      { kind: 'edited', path: ['title'], label: 'Title', detail: '"Hooks" → "Hooks API"' },
      { kind: 'edited', path: ['route'], label: 'Route', detail: '"api/hooks" → "api/hooks-api"' },
      { kind: 'edited', path: ['hideTitle'], label: 'Hide the title', detail: 'off → on' },
      { kind: 'added', path: ['description'], label: 'Description' },
    ]);
    const { hideTitle: _, ...withoutSwitch } = PUBLISHED;
    assert.deepEqual(documentChanges(PUBLISHED, withoutSwitch, NAMES), [
      { kind: 'removed', path: ['hideTitle'], label: 'Hide the title' },
    ]);
  });

  test('blocks added, edited, moved and removed, each named and placed, in the draft’s order', () => {
    // The heading and the intro change places, the code is edited, a paragraph is added and the last one removed.
    const draft = {
      ...PUBLISHED,
      body: [
        text('b', 'useSelector()', 'h2'),
        text('a', 'Intro'),
        code('c', 'store.ts', 'y'),
        text('e', 'A new paragraph'),
      ],
    };
    assert.deepEqual(documentChanges(PUBLISHED, draft, NAMES), [
      { kind: 'moved', path: ['body', { _key: 'b' }], label: 'Body › Heading 2 "useSelector()"' },
      { kind: 'moved', path: ['body', { _key: 'a' }], label: 'Body › Text "Intro"' },
      { kind: 'edited', path: ['body', { _key: 'c' }], label: 'Body › Code block "store.ts"' },
      { kind: 'added', path: ['body', { _key: 'e' }], label: 'Body › Text "A new paragraph"' },
      { kind: 'removed', path: ['body'], label: 'Body › Text "Outro"' },
    ]);
  });

  test('a new document: every filled field is added', () => {
    assert.deepEqual(
      documentChanges(null, { _id: 'drafts.x', title: 'New', body: [text('a', 'Hi')] }, NAMES).map((c) => c.label),
      ['Title', 'Body'],
    );
  });
});
