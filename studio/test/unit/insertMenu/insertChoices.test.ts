import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allChoices, MAX_CHOICES, matchChoices } from '../../../src/insertMenu/insertChoices.ts';

const schema = {
  blockObjects: [
    { name: 'code', title: 'Code block' },
    { name: 'table', title: 'Table' },
    { name: 'tabs', title: 'Tabs' },
    { name: 'admonition', title: 'Admonition' },
    { name: 'categoryCards' },
  ],
  styles: [
    { name: 'normal', title: 'Normal' },
    { name: 'h2', title: 'Heading 2' },
    { value: 'blockquote', title: 'Quote' },
  ],
};

const titles = (keyword: string) => matchChoices(allChoices(schema), keyword).map((choice) => choice.title);

test('every block object and every style but the plain paragraph is offered, by the toolbar’s names', () => {
  assert.deepEqual(titles(''), ['Code block', 'Table', 'Tabs', 'Admonition', 'Category cards', 'Heading 2', 'Quote']);
  const quote = allChoices(schema).find((choice) => choice.title === 'Quote');
  assert.deepEqual(quote, { kind: 'style', key: 'style:blockquote', style: 'blockquote', title: 'Quote' });
});

test('typing narrows the list: starts first, then a word’s start, then anywhere; case does not matter', () => {
  assert.deepEqual(titles('ta'), ['Table', 'Tabs']);
  assert.deepEqual(titles('CODE'), ['Code block']);
  // The type name counts too: blockquote starts with it, Code block has it as a word.
  assert.deepEqual(titles('block'), ['Quote', 'Code block']);
  assert.deepEqual(titles('card'), ['Category cards']);
  assert.deepEqual(titles('h2'), ['Heading 2']);
  assert.deepEqual(titles('zzz'), []);
});

test('a long list is cut to the first few', () => {
  const many = { blockObjects: Array.from({ length: 30 }, (_, index) => ({ name: `type${index}` })), styles: [] };
  assert.equal(matchChoices(allChoices(many), '').length, MAX_CHOICES);
});
