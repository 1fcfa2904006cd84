import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { embedSource } from '@react-redux-docs/schemas';
import { lostPathParts } from '../../../../src/import/markdown/flow/embed.ts';
import { parseJsxElement } from '../../../../src/import/markdown/parse/jsxElement.ts';
import { block, convert, span, text } from '../../../support/helpers.ts';

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

  test('a component over several lines, attributes in any order, text values written any way MDX allows', () => {
    const { blocks, problems } = convert(
      [
        'Our talk on keeping stores small:',
        '',
        '<LiteYouTubeEmbed',
        '    title="Keeping stores small"',
        '    id="abcDEF12345"',
        '/>',
        '',
        '<YouTube',
        "  title={'Selectors in depth'}",
        '  videoId={"zyx987-_AB"}>',
        '</YouTube>',
        '',
        '<LiteYouTubeEmbed id={`QwErTy12345`} title="Reducers &amp; you" />',
      ].join('\n'),
    );
    assert.deepEqual(blocks, [
      text('Our talk on keeping stores small:'),
      { _type: 'embed', url: 'https://www.youtube.com/watch?v=abcDEF12345', title: 'Keeping stores small' },
      { _type: 'embed', url: 'https://www.youtube.com/watch?v=zyx987-_AB', title: 'Selectors in depth' },
      { _type: 'embed', url: 'https://www.youtube.com/watch?v=QwErTy12345', title: 'Reducers & you' },
    ]);
    assert.deepEqual(problems, []);
  });

  test('an embed inside a paragraph, a list item or a quote, or indented, is placed where it stands', () => {
    const { blocks, problems } = convert(
      [
        'Before the video <YouTube id="Aa1Bb2Cc3Dd" title="Short intro" /> and after it.',
        '',
        '- Watch this:',
        '  <LiteYouTubeEmbed',
        '    id="Ee4Ff5Gg6Hh"',
        '    title="Video in a list"',
        '  />',
        '- Next item',
        '',
        '> <iframe',
        '>   title="Quoted sandbox"',
        '>   src="https://codesandbox.io/s/quoted-demo-x1y2z"',
        '> ></iframe>',
        '',
        '   <YouTube title="Indented" id="Ii7Jj8Kk9Ll" />',
        '',
        '_Emphasis around <YouTube id="Mm0Nn1Oo2Pp" title="Lost" /> cannot hold it._',
      ].join('\n'),
    );
    const video = (id: string, title: string) => ({
      _type: 'embed',
      url: `https://www.youtube.com/watch?v=${id}`,
      title,
    });
    assert.deepEqual(blocks, [
      text('Before the video'),
      video('Aa1Bb2Cc3Dd', 'Short intro'),
      text('and after it.'),
      text('Watch this:', { listItem: 'bullet', level: 1 }),
      video('Ee4Ff5Gg6Hh', 'Video in a list'),
      text('Next item', { listItem: 'bullet', level: 1 }),
      { _type: 'embed', url: 'https://codesandbox.io/s/quoted-demo-x1y2z', title: 'Quoted sandbox' },
      video('Ii7Jj8Kk9Ll', 'Indented'),
      block('normal', [span('Emphasis around cannot hold it.', 'em')]),
    ]);
    assert.deepEqual(problems, ['17: warning: <YouTube> inside formatted text cannot be shown there; skipped']);
  });

  test('a CodeSandbox address of a GitHub repository is kept whole, path and query', () => {
    const url =
      'https://codesandbox.io/embed/github/example-team/counter-sample/tree/main/?fontsize=14&hidenavigation=1&module=%2Fsrc%2Fstore.ts&theme=dark';
    const { blocks, problems } = convert(
      [
        'The finished app:',
        '',
        '<iframe',
        '  class="sandbox"',
        `  src="${url}"`,
        '  title="Counter sample"',
        '  sandbox="allow-scripts allow-same-origin"',
        '></iframe>',
      ].join('\n'),
    );
    assert.deepEqual(blocks, [text('The finished app:'), { _type: 'embed', url, title: 'Counter sample' }]);
    // The site frames embedSource(url).src, which keeps the repository's path and the sandbox's options.
    assert.equal(
      embedSource(url)?.src,
      'https://codesandbox.io/embed/github/example-team/counter-sample/tree/main?fontsize=14&hidenavigation=1&module=%2Fsrc%2Fstore.ts&theme=dark',
    );
    assert.deepEqual(problems, []);
  });

  test('lostPathParts names what a frame address leaves out of the page address', () => {
    assert.deepEqual(
      lostPathParts(
        'https://codesandbox.io/embed/github/some-team/some-app/tree/main/',
        'https://codesandbox.io/embed/github?x=1',
      ),
      ['some-team', 'some-app', 'tree', 'main'],
    );
    assert.deepEqual(
      lostPathParts('https://codesandbox.io/s/demo-q1w2e', 'https://codesandbox.io/embed/demo-q1w2e'),
      [],
    );
    assert.deepEqual(
      lostPathParts(
        'https://www.youtube.com/watch?v=Aa1Bb2Cc3Dd',
        'https://www.youtube-nocookie.com/embed/Aa1Bb2Cc3Dd',
      ),
      [],
    );
  });

  test('imports of YouTube components are dropped quietly; what cannot be embedded is reported', () => {
    const { blocks, problems } = convert(
      [
        "import LiteYouTubeEmbed from 'react-lite-youtube-embed';",
        "import 'react-lite-youtube-embed/dist/LiteYouTubeEmbed.css';",
        "import Chart from 'chart-kit';",
        '',
        '<YouTube id={videoOfTheWeek} title="Weekly pick" />',
        '',
        '<LiteYouTubeEmbed id="PLab12cd34" playlist title="Every talk" />',
        '',
        '<YouTube id="Qq3Rr4Ss5Tt" title="With a caption">A caption the site has no place for</YouTube>',
      ].join('\n'),
    );
    assert.deepEqual(blocks, [
      { _type: 'embed', url: 'https://www.youtube.com/watch?v=Qq3Rr4Ss5Tt', title: 'With a caption' },
    ]);
    assert.deepEqual(problems, [
      "3: warning: skipped MDX import: import Chart from 'chart-kit';",
      '5: warning: skipped <YouTube>: its address is a JavaScript expression (id={videoOfTheWeek}), which the import cannot read',
      '7: warning: skipped <LiteYouTubeEmbed>: it shows a YouTube playlist, and only single videos can be embedded',
      '9: warning: the text inside <YouTube> is dropped: A caption the site has no place for',
    ]);
  });

  test('parseJsxElement reads one element as JSX and stops at its end', () => {
    const written =
      '<Media.Player a="x &amp; y" b={\'q\'} c={`t`} d e={1 + 2} {...rest}>\n  inner\n</Media.Player> and {more} text';
    const element = parseJsxElement(written);
    assert.deepEqual(element, {
      name: 'Media.Player',
      attributes: new Map<string, string | true>([
        ['a', 'x & y'],
        ['b', 'q'],
        ['c', 't'],
        ['d', true],
      ]),
      expressions: ['e={1 + 2}', '{...rest}'],
      content: 'inner',
      length: written.indexOf(' and {more}'),
    });
    assert.equal(parseJsxElement('<Player title="never closed"'), undefined);
    assert.equal(parseJsxElement('<Player>no closing tag'), undefined);
    assert.equal(parseJsxElement('plain text'), undefined);
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
