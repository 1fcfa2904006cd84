import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { withKeys } from '../../../../src/import/dataset/keys.ts';
import { Diagnostics, formatProblem } from '../../../../src/import/diagnostics.ts';
import { sidebarDocument } from '../../../../src/import/sidebars/sidebarDocument.ts';
import { target, withoutKeys } from '../../../support/helpers.ts';

describe('sidebars', () => {
  const docs = new Map([
    ['a', target('a')],
    ['b', target('b')],
    ['c', target('c')],
  ]);
  const convertSidebar = (value: unknown, source = '') => {
    const diagnostics = new Diagnostics();
    const document = sidebarDocument(value, {
      file: '/virtual/sidebars.js',
      source,
      docs,
      dropped: new Map(),
      failed: new Set(),
      diagnostics,
    });
    return {
      document: withoutKeys(withKeys(document)),
      problems: diagnostics.problems.map((p) => formatProblem(p, '/virtual')),
    };
  };
  const category = (label: string, collapsed: boolean, ...ids: string[]) => ({
    _type: 'sidebarCategory',
    label,
    collapsed,
    docs: ids.map((id) => ({ _type: 'reference', _ref: `doc-${id}` })),
  });

  test('shorthand object form, category doc links, loose docs, duplicates', () => {
    assert.deepEqual(convertSidebar({ docs: { First: ['a'], Second: ['b', 'c'] } }).document, {
      _id: 'docsSidebar',
      _type: 'docsSidebar',
      name: 'docs',
      categories: [category('First', true, 'a'), category('Second', true, 'b', 'c')],
    });
    const mixed = convertSidebar({
      docs: ['a', { type: 'category', label: 'Linked', link: { type: 'doc', id: 'b' }, items: ['c', 'a'] }],
    });
    assert.deepEqual((mixed.document as { categories: unknown[] }).categories, [
      category('Docs', false, 'a'),
      category('Linked', true, 'b', 'c'),
    ]);
    assert.deepEqual(mixed.problems, [
      'sidebars.js: warning: category "Linked" links to doc "b"; it becomes the category\'s first doc (docs[1])',
      'sidebars.js: warning: docs outside a category are put in a category named "Docs" (docs[0])',
      'sidebars.js: warning: doc "a" is already in the sidebar; a doc can appear only once (docs[1].items[1])',
    ]);
  });
});
