import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { admonition } from '../../../../../src/import/markdown/flow/admonition.ts';
import { runFlow, scopeIn } from '../../../../support/conversion.ts';
import { block, span, text } from '../../../../support/helpers.ts';

const diagram = { _type: 'image', alt: 'Diagram', _sanityAsset: 'image@https://example.com/diagram.png' };

describe('admonition', () => {
  test('becomes an admonition block with its kind, title and text', () => {
    const { blocks, problems } = runFlow(
      ':::tip[Keep it short]\n\nStores hold *state*.\n\n:::',
      'admonition',
      admonition,
    );
    assert.deepEqual(blocks, [
      {
        _type: 'admonition',
        kind: 'tip',
        title: 'Keep it short',
        body: [block('normal', [span('Stores hold '), span('state', 'em'), span('.')])],
      },
    ]);
    assert.deepEqual(problems, []);
  });

  test('what an admonition cannot hold follows it, with a warning at its line', () => {
    const { blocks, problems } = runFlow(
      ':::note\n\nSee below.\n\n![Diagram](https://example.com/diagram.png)\n\n:::',
      'admonition',
      admonition,
    );
    assert.deepEqual(blocks, [{ _type: 'admonition', kind: 'note', body: [text('See below.')] }, diagram]);
    assert.deepEqual(problems, ['5: warning: image "Diagram" cannot be inside an admonition; placed after it']);
  });

  test('inside another admonition its text is merged in under its title in bold', () => {
    const { blocks, overflow, problems } = runFlow(':::note[Heads up]\n\nInner.\n\n:::', 'admonition', admonition, {
      scope: scopeIn('admonition'),
    });
    assert.deepEqual(blocks, [block('normal', [span('Heads up', 'strong')]), text('Inner.')]);
    assert.deepEqual(overflow, []);
    assert.deepEqual(problems, ['1: warning: admonition ":::note" inside another admonition is merged into it']);
  });

  test('without text, or in text of paragraphs only, it is skipped with a warning', () => {
    const empty = runFlow(':::danger\n:::', 'admonition', admonition);
    assert.deepEqual(empty.blocks, []);
    assert.deepEqual(empty.problems, ['1: warning: admonition ":::danger" has no text; skipped']);

    const inText = runFlow(':::info\n\nText.\n\n:::', 'admonition', admonition, { mode: 'paragraphs' });
    assert.deepEqual(inText.blocks, []);
    assert.deepEqual(inText.problems, ['1: warning: admonition ":::info" is not allowed here; skipped']);
  });
});
