import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { block, convert, span, text } from '../../../support/helpers.ts';

describe('Markdown to Portable Text details', () => {
  test('links to another doc check anchors later; route links and relative routes resolve', () => {
    const { blocks } = convert('[a](/api/hooks#useselector) [b](./api/hooks.md)');
    assert.deepEqual(blocks, [
      block('normal', [span('a', '#0'), span(' '), span('b', '#1')], {
        markDefs: [
          { _type: 'internalLink', reference: { _type: 'reference', _ref: 'doc-api_hooks' }, anchor: 'useselector' },
          { _type: 'internalLink', reference: { _type: 'reference', _ref: 'doc-api_hooks' } },
        ],
      }),
    ]);
  });

  test('paragraph mode (announcement) keeps text and lists, reports what it cannot hold', () => {
    const { blocks, problems } = convert('# Title\n\nText.\n\n- item\n\n```js\nx\n```', 'paragraphs');
    assert.deepEqual(blocks, [
      block('normal', [span('Title', 'strong')]),
      text('Text.'),
      text('item', { listItem: 'bullet', level: 1 }),
    ]);
    assert.deepEqual(problems, [
      '1: warning: heading "Title" inside this text is shown as bold text',
      '7: warning: code block is not allowed here (only text, links and lists); skipped',
    ]);
  });

  test('footnotes and task lists are reported, not silently dropped; a thematic break is a divider', () => {
    const { problems } = convert('Text[^1].\n\n---\n\n- [x] done\n\n[^1]: The note.');
    assert.deepEqual(problems, [
      '1: warning: footnote reference [^1] skipped: footnotes are not supported',
      '5: warning: task list checkbox skipped; the item text is kept',
      '7: warning: footnote [^1] skipped: footnotes are not supported',
    ]);
  });
});
