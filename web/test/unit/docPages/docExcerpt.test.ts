import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docExcerpt } from '../../../src/docPages/docExcerpt.ts';

const block = (text: string, style = 'normal') => ({
  _type: 'block',
  style,
  children: text.split('|').map((part) => ({ _type: 'span', text: part })),
});

test('a doc without a description is described by its first line of text, as plain text, as Docusaurus does', () => {
  assert.equal(
    docExcerpt([{ _type: 'code', code: 'x' }, block('A store holds |state|.\nMore here.')]),
    'A store holds state.',
  );
  // Docusaurus's excerpt reads headings and quotes as text too, and what a callout says.
  assert.equal(docExcerpt([block('Setup', 'h2'), block('Text.')]), 'Setup');
  assert.equal(docExcerpt([block('  \n  Quoted  line ', 'blockquote'), block('Text.')]), 'Quoted line');
  assert.equal(
    docExcerpt([{ _type: 'admonition', kind: 'tip', body: [block('Read the basics first.')] }, block('Text.')]),
    'Read the basics first.',
  );
});

test('no text, no excerpt', () => {
  assert.equal(docExcerpt([block('   '), { _type: 'code', code: 'x' }]), null);
  assert.equal(docExcerpt(undefined), null);
});
