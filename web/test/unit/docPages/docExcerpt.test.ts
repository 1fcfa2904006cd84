import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docExcerpt } from '../../../src/docPages/docExcerpt.ts';

const block = (text: string, style = 'normal') => ({
  _type: 'block',
  style,
  children: text.split('|').map((part) => ({ _type: 'span', text: part })),
});

test('a doc without a description is described by the first line of its first paragraph, as plain text', () => {
  assert.equal(
    docExcerpt([block('Setup', 'h2'), { _type: 'code', code: 'x' }, block('A store holds |state|.\nMore here.')]),
    'A store holds state.',
  );
  assert.equal(docExcerpt([block('Quoted', 'blockquote'), block('  \n  Second  line ')]), 'Second line');
});

test('no paragraph text, no excerpt', () => {
  assert.equal(docExcerpt([block('Only a heading', 'h2'), block('   ')]), null);
  assert.equal(docExcerpt(undefined), null);
});
