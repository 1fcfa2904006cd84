import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import {
  ELEMENT_MARK,
  elementMark,
  isEmbedElement,
  placeEmbedElements,
} from '../../../../../src/import/markdown/parse/embedElements.ts';

const parse = (text: string) => unified().use(remarkParse).parse(text);

describe('embed elements', () => {
  test('an embed element in a paragraph is taken out and marked on its first line; line numbers still map', () => {
    const input = ['Watch this:', '', '<YouTube', '  id="dQw4w9WgXcQ"', '  title="Talk"', '/>', '', 'After.'].join(
      '\n',
    );
    const placed = placeEmbedElements(input, parse(input));
    assert.deepEqual(placed.text.split('\n'), ['Watch this:', '', elementMark(0), '', 'After.']);
    assert.deepEqual(placed.lineMap, [1, 2, 3, 7, 8]);
    assert.deepEqual(
      placed.elements.map(({ name, attributes }) => ({ name, attributes })),
      [
        {
          name: 'YouTube',
          attributes: new Map([
            ['id', 'dQw4w9WgXcQ'],
            ['title', 'Talk'],
          ]),
        },
      ],
    );
  });

  test('elements in inline code, and elements that are not embeds, are left where they are', () => {
    const input = 'Use `<iframe src="x"></iframe>` with <Chart /> here.';
    const placed = placeEmbedElements(input, parse(input));
    assert.equal(placed.text, input);
    assert.deepEqual(placed.elements, []);
  });

  test('which elements are embeds, and how their marks read back', () => {
    assert.deepEqual(['iframe', 'IFRAME', 'YouTube', 'LiteYouTubeEmbed', 'youtube', 'Chart'].map(isEmbedElement), [
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    assert.deepEqual(
      [...`a${elementMark(2)}b${elementMark(10)}`.matchAll(ELEMENT_MARK)].map((match) => match[1]),
      ['2', '10'],
    );
  });
});
