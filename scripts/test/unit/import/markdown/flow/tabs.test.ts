import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { tabs } from '../../../../../src/import/markdown/flow/tabs.ts';
import { runFlow, scopeIn } from '../../../../support/conversion.ts';
import { block, span, text } from '../../../../support/helpers.ts';

const twoTabs = [
  '<Tabs groupId="manager">',
  '<TabItem value="npm" label="npm">',
  '',
  'Run npm install.',
  '',
  '</TabItem>',
  '<TabItem value="yarn">',
  '',
  'Run yarn add.',
  '',
  '</TabItem>',
  '</Tabs>',
].join('\n');

describe('tabs', () => {
  test('become a tabs block: each TabItem a tab labelled as Docusaurus shows it, with its group', () => {
    const { blocks, problems } = runFlow(twoTabs, 'tabs', tabs);
    assert.deepEqual(blocks, [
      {
        _type: 'tabs',
        groupId: 'manager',
        tabs: [
          { _type: 'tab', label: 'npm', body: [text('Run npm install.')] },
          { _type: 'tab', label: 'yarn', body: [text('Run yarn add.')] },
        ],
      },
    ]);
    assert.deepEqual(problems, []);
  });

  test('inside a list item, the tabs are shown one after another under their labels in bold', () => {
    const { blocks, problems } = runFlow(twoTabs, 'tabs', tabs, { scope: scopeIn('listItem') });
    assert.deepEqual(blocks, [
      block('normal', [span('npm', 'strong')]),
      text('Run npm install.'),
      block('normal', [span('yarn', 'strong')]),
      text('Run yarn add.'),
    ]);
    assert.deepEqual(problems, ['1: warning: <Tabs> inside a list item: its tabs are shown one after another']);
  });

  test('a tab without label or value is an error; an empty one is skipped; a default tab not first is said', () => {
    const { blocks, problems } = runFlow(
      [
        '<Tabs defaultValue="b">',
        '<TabItem value="a">',
        '',
        'First.',
        '',
        '</TabItem>',
        '<TabItem>',
        '',
        'Nameless.',
        '',
        '</TabItem>',
        '<TabItem value="empty">',
        '</TabItem>',
        '<TabItem value="b">',
        '',
        'Second.',
        '',
        '</TabItem>',
        '</Tabs>',
      ].join('\n'),
      'tabs',
      tabs,
    );
    assert.deepEqual(blocks, [
      {
        _type: 'tabs',
        tabs: [
          { _type: 'tab', label: 'a', body: [text('First.')] },
          { _type: 'tab', label: 'b', body: [text('Second.')] },
        ],
      },
    ]);
    assert.deepEqual(problems, [
      '7: error: <TabItem> has neither label nor value: give it label="…"',
      '12: warning: tab "empty" has no content; skipped',
      '1: warning: <Tabs> showed "b" first; here the first tab ("a") shows first until the reader picks another',
    ]);
  });
});
