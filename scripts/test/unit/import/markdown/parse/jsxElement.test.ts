import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseJsxElement } from '../../../../../src/import/markdown/parse/jsxElement.ts';

describe('JSX element', () => {
  test('reads the element the text starts with, over several lines, up to its end', () => {
    const element =
      '<LiteYouTubeEmbed\n  id="dQw4w9WgXcQ"\n  title={`A talk`}\n  params={{ start: 3 }}\n  {...rest}\n/>';
    assert.deepEqual(parseJsxElement(`${element} and then Markdown`), {
      name: 'LiteYouTubeEmbed',
      attributes: new Map([
        ['id', 'dQw4w9WgXcQ'],
        ['title', 'A talk'],
      ]),
      expressions: ['params={{ start: 3 }}', '{...rest}'],
      content: '',
      length: element.length,
    });
  });

  test('member and namespaced names, entities decoded, content with whitespace collapsed', () => {
    const parsed = parseJsxElement('<Docs.Note lang:code="a &amp; b" open>Hello   <b>you</b></Docs.Note>');
    assert.equal(parsed?.name, 'Docs.Note');
    assert.deepEqual(
      parsed?.attributes,
      new Map<string, string | true>([
        ['lang:code', 'a & b'],
        ['open', true],
      ]),
    );
    assert.equal(parsed?.content, 'Hello <b>you</b>');
  });

  test('text that does not start with a complete element is not one', () => {
    assert.equal(parseJsxElement('plain text'), undefined);
    assert.equal(parseJsxElement('<p>never closed'), undefined);
    assert.equal(parseJsxElement('<iframe src="a" width=560>'), undefined);
  });
});
