import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseMarker } from '../../../../src/import/markdown/parse/admonitionMarkers.ts';
import { block, convert, note, span, text } from '../../../support/helpers.ts';

describe('admonition markers', () => {
  test('parseMarker reads kinds and the three title syntaxes', () => {
    assert.deepEqual(parseMarker(':::tip'), { type: 'open', fence: ':::', rawKind: 'tip' });
    assert.deepEqual(parseMarker(':::tip Keep it short'), {
      type: 'open',
      fence: ':::',
      rawKind: 'tip',
      title: 'Keep it short',
    });
    assert.deepEqual(parseMarker(':::info[Bracket title]'), {
      type: 'open',
      fence: ':::',
      rawKind: 'info',
      title: 'Bracket title',
    });
    assert.deepEqual(parseMarker(':::note{title="Attr title"}'), {
      type: 'open',
      fence: ':::',
      rawKind: 'note',
      title: 'Attr title',
    });
    assert.deepEqual(parseMarker('::::'), { type: 'close', fence: '::::' });
    assert.equal(parseMarker('::: not a marker'), undefined);
  });

  test('closing marker right after a table row or a lazy list line still closes', () => {
    const table = convert(':::note\nBefore.\n| a |\n| - |\n| 1 |\n:::\n\nAfter.');
    assert.deepEqual(table.problems, ['3: warning: table cannot be inside an admonition; placed after it']);
    assert.equal((table.blocks as { _type: string }[]).map((b) => b._type).join(), 'admonition,table,block');
    const list = convert(':::note\n- one\n- two\n:::\nAfter.');
    assert.deepEqual(list.blocks, [
      note(text('one', { listItem: 'bullet', level: 1 }), text('two', { listItem: 'bullet', level: 1 })),
      text('After.'),
    ]);
    assert.deepEqual(list.problems, []);
  });

  test('inside a blockquote, nested admonitions, unknown kinds and stray closers', () => {
    assert.deepEqual(convert('> :::note\n> Quoted.\n> :::').blocks, [note(text('Quoted.'))]);
    const nested = convert('::::tip Outer\nOne.\n:::note Inner\nTwo.\n:::\n::::');
    assert.deepEqual(nested.blocks, [
      {
        _type: 'admonition',
        kind: 'tip',
        title: 'Outer',
        body: [text('One.'), block('normal', [span('Inner', 'strong')]), text('Two.')],
      },
    ]);
    assert.deepEqual(nested.problems, ['3: warning: admonition ":::note" inside another admonition is merged into it']);
    const odd = convert(':::details Summary\nText.\n:::\n\n:::');
    assert.deepEqual(odd.blocks, [{ _type: 'admonition', kind: 'note', title: 'Summary', body: [text('Text.')] }]);
    assert.deepEqual(odd.problems, [
      '1: warning: unknown admonition kind ":::details"; shown as a note',
      '5: warning: closing `:::` without an opening admonition; skipped',
    ]);
  });

  test('markers in indented code or HTML are left alone', () => {
    assert.deepEqual(convert('    :::note\n    code\n').blocks, [
      { _type: 'code', language: 'text', code: ':::note\ncode' },
    ]);
  });
});

describe('admonitions Docusaurus accepts unfinished', () => {
  test('an admonition never closed runs to the end of its container, with a warning at its line', () => {
    const page = convert(':::warning Mind the cache\nCached values go stale.\n\nClear them often.\n');
    assert.deepEqual(page.blocks, [
      {
        _type: 'admonition',
        kind: 'warning',
        title: 'Mind the cache',
        body: [text('Cached values go stale.'), text('Clear them often.')],
      },
    ]);
    assert.deepEqual(page.problems, [
      '1: warning: admonition ":::warning" is never closed: as in Docusaurus, it runs to the end of the page; add a line with ":::" where it should end',
    ]);
    const list = convert('- First step\n\n  ::::tip\n  Inside the step.\n- Second step\n');
    assert.deepEqual(list.blocks, [
      text('First step', { listItem: 'bullet', level: 1 }),
      { _type: 'admonition', kind: 'tip', body: [text('Inside the step.')] },
      text('Second step', { listItem: 'bullet', level: 1 }),
    ]);
    assert.deepEqual(list.problems, [
      '3: warning: admonition "::::tip" is never closed: as in Docusaurus, it runs to the end of its list item; add a line with "::::" where it should end',
    ]);
  });

  test('a code fence left open in an admonition ends where the admonition closes, as in MDX', () => {
    const { blocks, problems } = convert(
      ':::info Setup\nRun this:\n\n```sh\nnpm run setup\n:::\n\nBack to normal text.\n',
    );
    assert.deepEqual(blocks, [
      {
        _type: 'admonition',
        kind: 'info',
        title: 'Setup',
        body: [text('Run this:'), { _type: 'code', language: 'sh', code: 'npm run setup' }],
      },
      text('Back to normal text.'),
    ]);
    assert.deepEqual(problems, [
      '4: warning: code block "```sh" is never closed: as in Docusaurus, it ends where the admonition ":::info" closes (line 6); add a line with "```" after its code',
    ]);
  });

  test('in an admonition a ":::" line closes it even inside code, unless the admonition has more colons', () => {
    const three = convert(':::note\nMarkers look like this:\n```md\n:::\n```\n:::\n');
    assert.deepEqual(three.blocks, [
      {
        _type: 'admonition',
        kind: 'note',
        body: [text('Markers look like this:'), { _type: 'code', language: 'markdown', code: '' }],
      },
      { _type: 'code', language: 'text', code: ':::' },
    ]);
    assert.deepEqual(three.problems, [
      '4: warning: ":::" inside code block "```md" (line 3) closes the admonition ":::note" (line 1), as in Docusaurus: the code ends there and the lines after it are read as Markdown; to show ":::" in code inside an admonition, give the admonition more colons ("::::note" … "::::")',
      '5: warning: code block "```" is never closed: as in Docusaurus, it runs to the end of the page; add a line with "```" after its code',
    ]);
    const four = convert('::::note\nMarkers look like this:\n```md\n:::\n```\n::::\n');
    assert.deepEqual(four.blocks, [
      {
        _type: 'admonition',
        kind: 'note',
        body: [text('Markers look like this:'), { _type: 'code', language: 'markdown', code: ':::' }],
      },
    ]);
    assert.deepEqual(four.problems, []);
  });
});
