import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PortableTextValue } from '@react-redux-docs/web/render';
import type { Blockquote, Code, Heading, Image, Link, List, RootContent, Table } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { absoluteUrl, docToMarkdown } from '../src/docToMarkdown.ts';
import { parseMarkdown } from '../src/parseMarkdown.ts';

let key = 0;
const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: `s${key++}`, text, marks });
const block = (children: ReturnType<typeof span>[], extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  _key: `b${key++}`,
  style: 'normal',
  markDefs: [],
  children,
  ...extra,
});
const SITE = { siteUrl: 'https://react-redux.js.org' };

const body = [
  block([span('Read '), span('useSelector', ['code']), span(' in '), span('the hooks', ['l1']), span('.')], {
    markDefs: [{ _key: 'l1', _type: 'internalLink', href: '/api/hooks#useselector' }],
  }),
  block([span('Install')], { style: 'h2' }),
  block([span('one')], { listItem: 'number', level: 1 }),
  block([span('two')], { listItem: 'number', level: 1 }),
  { _type: 'code', _key: 'c1', language: 'tsx', filename: 'store.ts', code: 'const fence = "```";\nexport {}' },
  {
    _type: 'admonition',
    _key: 'a1',
    kind: 'danger',
    title: 'Do not mutate',
    body: [block([span('Return '), span('new', ['em']), span(' objects.')])],
  },
  {
    _type: 'table',
    _key: 't1',
    hasHeaderRow: true,
    rows: [
      {
        _key: 'r1',
        cells: [
          { _key: 'x', content: [block([span('Name')])] },
          { _key: 'y', content: [block([span('A | B')])] },
        ],
      },
      {
        _key: 'r2',
        cells: [
          { _key: 'x', content: [block([span('store', ['code'])])] },
          { _key: 'y', content: [] },
        ],
      },
    ],
  },
  {
    _type: 'tabs',
    _key: 'tb',
    tabs: [
      {
        _key: 'n',
        label: 'npm',
        body: [{ _type: 'code', _key: 'c2', language: 'bash', code: 'npm install react-redux' }],
      },
      {
        _key: 'y',
        label: 'Yarn',
        body: [{ _type: 'code', _key: 'c3', language: 'bash', code: 'yarn add react-redux' }],
      },
    ],
  },
  { _type: 'image', _key: 'i1', alt: 'The data flow', caption: 'One way', asset: { url: '/sanity-assets/flow.svg' } },
  { _type: 'embed', _key: 'e1', url: 'https://codesandbox.io/s/counter-1', title: 'Counter example' },
] as PortableTextValue;

const markdown = docToMarkdown({ title: 'Hooks *and* [friends]', body }, SITE);
const nodes = parseMarkdown(markdown).children;
/** The nodes one level down: the inline content of paragraphs. */
const inner = nodes.flatMap((node): RootContent[] => ('children' in node ? (node.children as RootContent[]) : []));
const ofType = <T extends RootContent>(type: T['type']) => nodes.filter((node): node is T => node.type === type);

test('the title is the one h1, read back as written; headings keep their level', () => {
  const headings = ofType<Heading>('heading');
  assert.deepEqual(
    headings.map((heading) => [heading.depth, mdastToString(heading)]),
    [
      [1, 'Hooks *and* [friends]'],
      [2, 'Install'],
    ],
  );
  assert.equal(nodes[0]?.type, 'heading');
});

test('code blocks keep their exact code, language and title, even code holding a fence', () => {
  const code = ofType<Code>('code');
  assert.deepEqual(
    code.map((block) => [block.lang, block.meta, block.value]),
    [
      ['tsx', 'title="store.ts"', 'const fence = "```";\nexport {}'],
      ['bash', null, 'npm install react-redux'],
      ['bash', null, 'yarn add react-redux'],
    ],
  );
});

test('links to the site are absolute, with their anchors; inline code stays code', () => {
  const first = nodes[1];
  assert.equal(first?.type, 'paragraph');
  const link = (first as { children: RootContent[] }).children.find((child): child is Link => child.type === 'link');
  assert.equal(link?.url, 'https://react-redux.js.org/api/hooks#useselector');
  assert.equal(link && mdastToString(link), 'the hooks');
  assert.ok((first as { children: RootContent[] }).children.some((child) => child.type === 'inlineCode'));
});

test('an admonition is a GitHub alert of its kind, with its title and text', () => {
  const [alert] = ofType<Blockquote>('blockquote');
  assert.ok(alert);
  const [marker, ...rest] = mdastToString(alert.children[0] as RootContent).split('\n');
  assert.equal(marker, '[!CAUTION]');
  assert.equal(rest.join(' '), 'Do not mutate');
  assert.equal(mdastToString(alert.children[1] as RootContent), 'Return new objects.');
});

test('a table keeps its header row and every cell, a pipe in a cell included', () => {
  const [table] = ofType<Table>('table');
  assert.ok(table);
  assert.deepEqual(
    table.children.map((row) => row.children.map((cell) => mdastToString(cell))),
    [
      ['Name', 'A | B'],
      ['store', ''],
    ],
  );
});

test('each tab is labelled, its content under its label; lists, images and embeds read back', () => {
  const labels = nodes.filter((node) => node.type === 'paragraph' && /^(npm|Yarn)$/.test(mdastToString(node)));
  assert.deepEqual(
    labels.map((node) => mdastToString(node)),
    ['npm', 'Yarn'],
  );
  assert.equal(nodes[nodes.indexOf(labels[0] as RootContent) + 1]?.type, 'code');
  const [list] = ofType<List>('list');
  assert.equal(list?.ordered, true);
  assert.equal(list?.children.length, 2);
  const image = inner.find((node) => node.type === 'image') as Image | undefined;
  assert.deepEqual(
    [image?.url, image?.alt, image?.title],
    ['https://react-redux.js.org/sanity-assets/flow.svg', 'The data flow', 'One way'],
  );
  const links = inner.filter((node): node is Link => node.type === 'link');
  assert.ok(
    links.some(
      (link) => link.url === 'https://codesandbox.io/s/counter-1' && mdastToString(link) === 'Counter example',
    ),
  );
});

test('absoluteUrl leaves other sites and protocol-relative addresses alone', () => {
  assert.equal(absoluteUrl('/api', 'https://example.org/'), 'https://example.org/api');
  assert.equal(absoluteUrl('https://redux.js.org', 'https://example.org'), 'https://redux.js.org');
  assert.equal(absoluteUrl('//cdn.example.org/x.png', 'https://example.org'), '//cdn.example.org/x.png');
});

test('superscript, subscript, keys and highlights come out as HTML; a divider as a rule; anchors as named places', () => {
  const anchor = (id: string) => ({ _type: 'anchor', _key: `n${key++}`, id });
  const twin = docToMarkdown(
    {
      title: 'Marks',
      body: [
        block([span('E = mc'), span('2', ['sup']), span(', H'), span('2', ['sub']), span('O')]),
        { _type: 'divider', _key: 'd1', style: 'line' },
        block([span('Press '), span('Ctrl', ['kbd']), span(' for '), span('this', ['mark']), span('.')]),
        block([anchor('setup-steps') as never, span('Setup')], { style: 'h2' }),
        block([span('Before '), anchor('here') as never, span('after.')]),
      ] as PortableTextValue,
    },
    SITE,
  );
  assert.equal(
    twin,
    [
      '# Marks',
      '',
      'E = mc<sup>2</sup>, H<sub>2</sub>O',
      '',
      '---',
      '',
      'Press <kbd>Ctrl</kbd> for <mark>this</mark>.',
      '',
      '## <a id="setup-steps"></a>Setup',
      '',
      'Before <a id="here"></a>after.',
      '',
    ].join('\n'),
  );
});

test('a collapsible section comes out as <details> with its summary and its Markdown body', () => {
  const twin = docToMarkdown(
    {
      title: 'Q',
      body: [
        {
          _type: 'collapsible',
          _key: 'c1',
          summary: 'Why <not>?',
          open: true,
          body: [block([span('Because.')]), { _type: 'code', _key: 'k', language: 'js', code: 'x()' }],
        },
      ] as PortableTextValue,
    },
    SITE,
  );
  assert.equal(
    twin,
    '# Q\n\n<details open>\n<summary>Why &lt;not&gt;?</summary>\n\nBecause.\n\n```js\nx()\n```\n\n</details>\n',
  );
});

test('formulas come out between dollar signs, a block one between $$ lines', () => {
  const twin = docToMarkdown(
    {
      title: 'Formulas',
      body: [
        block([span('Its energy is '), { _type: 'inlineMath', _key: 'm1', tex: 'E = mc^2' } as never, span('.')]),
        { _type: 'math', _key: 'm2', tex: '\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}' },
      ] as PortableTextValue,
    },
    SITE,
  );
  assert.equal(
    twin,
    ['# Formulas', '', 'Its energy is $E = mc^2$.', '', '$$', '\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}', '$$', ''].join(
      '\n',
    ),
  );
});
