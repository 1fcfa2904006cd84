import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { isolateTabTags, parseTabTag } from '../../../../../src/import/markdown/parse/tabTags.ts';

const parse = (text: string) => unified().use(remarkParse).parse(text);

describe('tab tags', () => {
  test('each tag line gets blank lines around it; a TabItem loses its content common indentation', () => {
    const input = ['<Tabs>', '<TabItem value="a">', '    indented', '      more', '</TabItem>', '</Tabs>'].join('\n');
    const isolated = isolateTabTags(input, parse(input));
    assert.deepEqual(isolated.text.split('\n'), [
      '',
      '<Tabs>',
      '',
      '',
      '<TabItem value="a">',
      '',
      'indented',
      '  more',
      '',
      '</TabItem>',
      '',
      '',
      '</Tabs>',
      '',
    ]);
    assert.deepEqual(isolated.lineMap, [1, 1, 1, 2, 2, 2, 3, 4, 5, 5, 5, 6, 6, 6]);
    assert.deepEqual(
      isolated.tags,
      new Map([
        [2, '<Tabs>'],
        [5, '<TabItem value="a">'],
        [10, '</TabItem>'],
        [13, '</Tabs>'],
      ]),
    );
  });

  test('a <Tabs> opening over several lines is one tag line; tags inside code are left alone', () => {
    const input = ['<Tabs', '  groupId="pm"', '>', '```', '<Tabs>', '```'].join('\n');
    const isolated = isolateTabTags(input, parse(input));
    assert.deepEqual(isolated.text.split('\n'), ['', '<Tabs groupId="pm" >', '', '', '', '```', '<Tabs>', '```']);
    assert.deepEqual(isolated.lineMap, [1, 1, 1, 2, 3, 4, 5, 6]);
    assert.deepEqual([...isolated.tags.values()], ['<Tabs groupId="pm" >']);
  });

  test('parseTabTag reads an opening tag, its attributes and the legacy values labels, or a closing tag', () => {
    const tabs = parseTabTag(
      '<Tabs groupId="pm" values={[{ label: "npm", value: "n" }, { label: "Yarn", value: "y" }]}>',
    );
    assert.equal(tabs?.kind, 'openTabs');
    assert.equal(tabs?.kind === 'openTabs' && tabs.attributes.get('groupId'), 'pm');
    assert.deepEqual(
      tabs?.kind === 'openTabs' && tabs.labels,
      new Map([
        ['n', 'npm'],
        ['y', 'Yarn'],
      ]),
    );
    assert.deepEqual(parseTabTag('<TabItem value="ts" default>'), {
      kind: 'openItem',
      attributes: new Map<string, string | true>([
        ['value', 'ts'],
        ['default', true],
      ]),
    });
    assert.deepEqual(parseTabTag('</TabItem>'), { kind: 'closeItem' });
    assert.deepEqual(parseTabTag(' </Tabs> '), { kind: 'closeTabs' });
    assert.equal(parseTabTag('<div>'), undefined);
  });
});
