import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { heading } from '../../../../../src/import/markdown/flow/heading.ts';
import { runFlow, scopeIn } from '../../../../support/conversion.ts';
import { block, span } from '../../../../support/helpers.ts';

describe('heading', () => {
  test('keeps its level and marks; an h1 becomes an h2, said at its line', () => {
    const h3 = runFlow('### Setup *fast*', 'heading', heading);
    assert.deepEqual(h3.blocks, [block('h3', [span('Setup '), span('fast', 'em')])]);
    assert.deepEqual(h3.problems, []);

    const h1 = runFlow('Intro.\n\n# Big', 'heading', heading);
    assert.deepEqual(h1.blocks, [block('h2', [span('Big')])]);
    assert.deepEqual(h1.problems, ['3: warning: h1 "Big" changed to h2: the page title is the only h1']);
  });

  test('inside a list item, or in text of paragraphs only, is bold text', () => {
    const inItem = runFlow('## Note', 'heading', heading, { scope: scopeIn('listItem') });
    assert.deepEqual(inItem.blocks, [block('normal', [span('Note', 'strong')])]);
    assert.deepEqual(inItem.problems, ['1: warning: heading "Note" inside a list item is shown as bold text']);

    const inText = runFlow('## Note', 'heading', heading, { mode: 'paragraphs' });
    assert.deepEqual(inText.blocks, [block('normal', [span('Note', 'strong')])]);
    assert.deepEqual(inText.problems, ['1: warning: heading "Note" inside this text is shown as bold text']);
  });
});
