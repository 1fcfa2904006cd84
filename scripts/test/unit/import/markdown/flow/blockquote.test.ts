import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { blockquote } from '../../../../../src/import/markdown/flow/blockquote.ts';
import { runFlow, scopeIn } from '../../../../support/conversion.ts';
import { block, span, text } from '../../../../support/helpers.ts';

describe('blockquote', () => {
  test("each of the quote's paragraphs is a text block in the blockquote style", () => {
    const { blocks, problems } = runFlow('> Keep stores **small**.\n>\n> Really.', 'blockquote', blockquote);
    assert.deepEqual(blocks, [
      block('blockquote', [span('Keep stores '), span('small', 'strong'), span('.')]),
      block('blockquote', [span('Really.')]),
    ]);
    assert.deepEqual(problems, []);
  });

  test('where quotes are not allowed, plain paragraphs with a warning', () => {
    const inAdmonition = runFlow('> Quoted.', 'blockquote', blockquote, { scope: scopeIn('admonition') });
    assert.deepEqual(inAdmonition.blocks, [text('Quoted.')]);
    assert.deepEqual(inAdmonition.problems, [
      '1: warning: blockquote shown as plain paragraphs: quotes are not allowed here',
    ]);

    const inText = runFlow('> Quoted.', 'blockquote', blockquote, { mode: 'paragraphs' });
    assert.deepEqual(inText.blocks, [text('Quoted.')]);
    assert.equal(inText.problems.length, 1);
  });

  test('admonitions inside the quote are grouped, then converted in its place', () => {
    const { blocks } = runFlow('> :::tip\n>\n> Quoted tip.\n>\n> :::', 'blockquote', blockquote);
    assert.deepEqual(blocks, [{ _type: 'admonition', kind: 'tip', body: [text('Quoted tip.')] }]);
  });
});
