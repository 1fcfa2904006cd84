import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { markdownIn, readsFormulas } from '../../../src/paste/markdownText.ts';

describe('which pastes are Markdown', () => {
  test("text showing Markdown's block or inline marks is Markdown, with Windows line ends made plain", () => {
    for (const text of [
      '## Setup\r\nInstall it.',
      '```ts\nconst a = 1\n```',
      ':::tip\nKeep it.\n:::',
      '- one\n- two',
      '1. first',
      '> quoted',
      '| a | b |\n| --- | :-: |\n| 1 | 2 |',
      '| a |\n| --- |\n| 1 |',
      'See [hooks](/api/hooks).',
      'Call `useSelector` here.',
      'This is **important**.',
      '$$\nx^2\n$$',
    ])
      assert.equal(markdownIn(text), text.replace(/\r\n/g, '\n'), text);
  });

  test('plain sentences, prices and empty pastes go to the Studio’s own paste', () => {
    for (const text of ['Plain words pasted here', 'It costs $5 - or less.', '#hashtag', '   ', ''])
      assert.equal(markdownIn(text), undefined, text);
    assert.equal(markdownIn(undefined), undefined);
  });

  test('formulas are read with a $$ line or a TeX command, not for prices', () => {
    assert.equal(readsFormulas('$$\nE = mc^2\n$$'), true);
    assert.equal(readsFormulas('Where $\\frac{a}{b}$ holds.'), true);
    assert.equal(readsFormulas('Costs $5 or $6.'), false);
  });
});
