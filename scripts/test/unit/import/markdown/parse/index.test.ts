import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseMarkdown } from '../../../../../src/import/markdown/parse/index.ts';

describe('parsing Markdown as MDX reads it', () => {
  test('every step rewrites the text, and each line of the parsed text maps back to its input line', () => {
    const input = [
      'Intro:',
      ':::tip',
      'A tip.',
      ':::',
      '<Tabs>',
      '<TabItem value="a">',
      '',
      'In a tab <YouTube',
      'id="dQw4w9WgXcQ" title="Talk" />',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    const parsed = parseMarkdown(input);
    const lines = parsed.text.split('\n');
    assert.equal(lines.length, parsed.lineMap.length);
    const inputLine = (text: string) => parsed.lineMap[lines.indexOf(text)];
    assert.equal(inputLine(':::tip'), 2);
    assert.equal(inputLine(':::'), 4);
    assert.equal(inputLine('<TabItem value="a">'), 6);
    assert.equal(inputLine('</Tabs>'), 12);
    assert.deepEqual(
      [...parsed.markerLines].map((line) => lines[line - 1]),
      [':::tip', ':::'],
    );
    assert.deepEqual([...parsed.tabTags.values()], ['<Tabs>', '<TabItem value="a">', '</TabItem>', '</Tabs>']);
    assert.deepEqual(
      parsed.elements.map((element) => element.name),
      ['YouTube'],
    );
    assert.deepEqual(
      parsed.root.children.map((node) => node.type),
      ['paragraph', 'paragraph', 'paragraph', 'paragraph', 'html', 'html', 'paragraph', 'html', 'html'],
    );
    assert.deepEqual(parsed.fenceCuts, []);
  });

  test("a code fence an admonition's closing line ends is closed there, the cut named at its input lines", () => {
    const parsed = parseMarkdown([':::note', '', '```js', 'code', ':::', '', 'After.'].join('\n'));
    assert.deepEqual(parsed.fenceCuts, [
      { fence: '```js', fenceLine: 3, markerLine: 5, admonition: ':::note', admonitionLine: 1, closedLater: false },
    ]);
  });
});
