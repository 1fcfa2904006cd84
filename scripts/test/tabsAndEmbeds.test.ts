import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { convert, text } from './helpers.ts';

const code = (language: string, source: string) => ({ _type: 'code', language, code: source });

describe('MDX tabs', () => {
  test('TabItems become labelled tabs, with or without blank lines around the tags; groupId is kept', () => {
    const { blocks, problems } = convert(
      [
        '<Tabs groupId="lang">',
        '<TabItem value="js" label="JavaScript">',
        '```js',
        'const a = 1;',
        '```',
        '</TabItem>',
        '<TabItem value="ts" label="TypeScript">',
        '',
        'Typed:',
        '',
        '```ts',
        'const a: number = 1;',
        '```',
        '',
        '</TabItem>',
        '</Tabs>',
        '',
        'After.',
      ].join('\n'),
    );
    assert.deepEqual(blocks, [
      {
        _type: 'tabs',
        groupId: 'lang',
        tabs: [
          { _type: 'tab', label: 'JavaScript', value: 'js', body: [code('javascript', 'const a = 1;')] },
          {
            _type: 'tab',
            label: 'TypeScript',
            value: 'ts',
            body: [text('Typed:'), code('typescript', 'const a: number = 1;')],
          },
        ],
      },
      text('After.'),
    ]);
    assert.deepEqual(problems, []);
  });

  test('what a tab cannot hold goes after the tabs, with a warning at its line', () => {
    const { blocks, problems } = convert(
      [
        '<Tabs>',
        '<TabItem value="a">',
        '',
        '| x |',
        '|---|',
        '| 1 |',
        '',
        ':::tip',
        'Inside.',
        ':::',
        '',
        '</TabItem>',
        '<TabItem value="b">',
        '',
        'B text.',
        '',
        '</TabItem>',
        '</Tabs>',
      ].join('\n'),
    );
    assert.equal((blocks as { _type: string }[]).map((b) => b._type).join(' '), 'tabs table');
    assert.deepEqual(problems, [
      '4: warning: table cannot be inside a tab; placed after the tabs',
      '8: warning: admonition ":::tip" inside a tab is shown as text in the tab',
    ]);
  });

  test('misplaced and unclosed tags are errors at their lines; one tab is shown without tabs', () => {
    assert.deepEqual(convert('<TabItem value="x">\n\nText.\n\n</TabItem>').problems, [
      '1: error: <TabItem> outside <Tabs>: put it between <Tabs> and </Tabs>',
      '5: error: </TabItem> without an open <TabItem>',
    ]);
    assert.deepEqual(convert('<Tabs>\n<TabItem value="x">\n\nText.\n').problems, [
      '1: error: <Tabs> is never closed',
      '2: error: <TabItem> is never closed',
      '1: warning: <Tabs> with one tab: its content is shown without tabs',
    ]);
    const single = convert('<Tabs>\n<TabItem value="only">\n\nAlone.\n\n</TabItem>\n</Tabs>');
    assert.deepEqual(single.blocks, [text('Alone.')]);
    assert.deepEqual(single.problems, ['1: warning: <Tabs> with one tab: its content is shown without tabs']);
  });
});

describe('embeds', () => {
  test('iframes and YouTube components from YouTube, CodeSandbox and StackBlitz become embed blocks', () => {
    const { blocks, problems } = convert(
      [
        'A running example:',
        '',
        '<iframe',
        '  src="https://codesandbox.io/embed/counter-abc12?fontsize=14"',
        '  title="Counter on CodeSandbox"',
        '  style={{ width: "100%", height: 500 }}',
        '></iframe>',
        '',
        '<YouTube id="dQw4w9WgXcQ" title="Talk about stores" />',
        '',
        '<iframe src="https://stackblitz.com/edit/store-kit-demo"></iframe>',
      ].join('\n'),
    );
    assert.deepEqual(blocks, [
      text('A running example:'),
      {
        _type: 'embed',
        url: 'https://codesandbox.io/embed/counter-abc12?fontsize=14',
        title: 'Counter on CodeSandbox',
      },
      { _type: 'embed', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Talk about stores' },
      { _type: 'embed', url: 'https://stackblitz.com/edit/store-kit-demo', title: 'StackBlitz embed' },
    ]);
    assert.deepEqual(problems, [
      '11: warning: iframe of https://stackblitz.com/edit/store-kit-demo has no title; "StackBlitz embed" is used, which tells readers little: describe it in the Studio',
    ]);
  });

  test('any other iframe is skipped with a warning naming its address', () => {
    const { blocks, problems } = convert('<iframe src="https://example.org/widget" title="Widget"></iframe>');
    assert.deepEqual(blocks, []);
    assert.deepEqual(problems, [
      '1: warning: skipped iframe of https://example.org/widget: only YouTube, CodeSandbox, StackBlitz can be embedded',
    ]);
  });
});

test('TabItem content indented under its tag, fences included, is read as MDX reads it', () => {
  const { blocks, problems } = convert(
    [
      '<Tabs>',
      '  <TabItem value="js" label="JavaScript">',
      '    ```js',
      '    const a = 1;',
      '    ```',
      '  </TabItem>',
      '  <TabItem value="ts" label="TypeScript">',
      '',
      '    Typed:',
      '',
      '    ```ts',
      '    const a: number = 1;',
      '    ```',
      '  </TabItem>',
      '</Tabs>',
    ].join('\n'),
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(
    (blocks as { tabs: { body: unknown[] }[] }[])[0]?.tabs.map((tab) => tab.body),
    [[code('javascript', 'const a = 1;')], [text('Typed:'), code('typescript', 'const a: number = 1;')]],
  );
});

test('the legacy values={[…]} prop over several lines gives the tabs their labels; a default tab that is not first warns', () => {
  const { blocks, problems } = convert(
    [
      'Intro.',
      '',
      '<Tabs',
      '  groupId="language"',
      '  defaultValue="js"',
      '  values={[',
      "    {label: 'TypeScript', value: 'ts'},",
      "    {label: 'JavaScript', value: 'js'},",
      '  ]}>',
      '  <TabItem value="ts">',
      '',
      '```ts',
      'const a: number = 1;',
      '```',
      '',
      '  </TabItem>',
      '  <TabItem value="js">',
      '',
      '```js',
      'const a = 1;',
      '```',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
      'After.',
    ].join('\n'),
  );
  assert.deepEqual(blocks, [
    text('Intro.'),
    {
      _type: 'tabs',
      groupId: 'language',
      tabs: [
        { _type: 'tab', label: 'TypeScript', value: 'ts', body: [code('typescript', 'const a: number = 1;')] },
        { _type: 'tab', label: 'JavaScript', value: 'js', body: [code('javascript', 'const a = 1;')] },
      ],
    },
    text('After.'),
  ]);
  assert.deepEqual(problems, [
    '3: warning: <Tabs> showed "js" first; here the first tab ("TypeScript") shows first until the reader picks another',
  ]);
});
