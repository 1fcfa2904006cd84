import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseMarker } from '../src/import/admonitions.ts';
import { block, convert, note, span, text } from './helpers.ts';

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
