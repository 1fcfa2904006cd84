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

  test('task lists are reported, not silently dropped; a thematic break is a divider', () => {
    const { problems } = convert('Text.\n\n---\n\n- [x] done');
    assert.deepEqual(problems, ['5: warning: task list checkbox skipped; the item text is kept']);
  });

  test('footnotes: raised numbers in the order first referred to, the notes listed at the end after a line', () => {
    const { blocks, problems } = convert(
      [
        'Checked twice[^b] and once[^a].',
        '',
        'Again[^b], and[^gone].',
        '',
        '[^a]: The first note.',
        '[^b]: The **second** note.',
        '[^c]: Never referred to.',
      ].join('\n'),
    );
    const text = (block: unknown) =>
      ((block as { children?: { text: string; marks: string[] }[] }).children ?? [])
        .map((span) => (span.marks.includes('sup') ? `^${span.text}` : span.text))
        .join('');
    assert.deepEqual(
      (blocks as unknown[]).map((block) => [
        (block as { _type: string })._type,
        (block as { listItem?: string }).listItem,
        text(block),
      ]),
      [
        ['block', undefined, 'Checked twice^1 and once^2.'],
        // Without a definition, GFM reads `[^gone]` as text, as Docusaurus shows it.
        ['block', undefined, 'Again^1, and[^gone].'],
        ['divider', undefined, ''],
        ['block', 'number', 'The second note.'],
        ['block', 'number', 'The first note.'],
      ],
    );
    assert.deepEqual(problems, []);
  });
});
