import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { type ImportResult, importDocusaurusSite } from '../../../../src/import/index.ts';
import { fixture, formatted, withoutKeys } from '../../../support/helpers.ts';

type Block = Record<string, unknown> & { _type: string };

describe("the site's own components, rendered at import time", () => {
  let result: ImportResult;
  // A small site written for this test, with components of its own: links, a collapsible, tabs, a callout.
  const site = fixture('components-site');
  const body = (id: string) => withoutKeys(result.documents.find((document) => document._id === id)?.body) as Block[];

  before(async () => {
    result = await importDocusaurusSite({ websiteDir: site.dir, gitDates: false });
  });

  test('inline member components become their links, with their default text or the one given', () => {
    const [paragraph] = body('doc-concepts');
    assert.equal(textOf(paragraph), 'Every app has one store and many actions.');
    assert.deepEqual(linksOf(paragraph), [
      ['store', 'doc-concepts', 'the-store'],
      ['actions', 'doc-concepts', 'actions'],
    ]);
  });

  test('a component around Markdown children becomes the block it renders, the children converted as Markdown', () => {
    const [, heading, aside, photo] = body('doc-concepts');
    assert.equal(textOf(heading), 'The store');
    assert.equal(aside?._type, 'collapsible');
    assert.equal(aside?.summary, 'Why only one?');
    const inside = aside?.body as Block[];
    assert.deepEqual(
      inside.map((block) => [block.listItem ?? block.style, textOf(block)]),
      [
        ['normal', 'Because one place keeps the state:'],
        ['bullet', 'easy to inspect'],
        ['bullet', 'easy to save'],
      ],
    );
    assert.deepEqual((inside[0]?.children as { marks: string[] }[] | undefined)?.[1]?.marks, ['strong']);
    // An image the component requires from the site is uploaded as Markdown's images are.
    assert.equal(photo?._type, 'image');
    assert.equal(photo?.alt, 'A store shelf');
    assert.match(String(photo?._sanityAsset), /^image@file:\/\/\.\/images\/[0-9a-f]{40}-40x30\.png$/);
  });

  test('images written as MDX writes them, require(…).default and useBaseUrl(…), are uploaded; in code they stay text', () => {
    const [crate, before, shelf, after] = body('doc-concepts').slice(-4);
    assert.deepEqual([crate?._type, crate?.alt], ['image', 'A crate of actions']);
    assert.equal(textOf(before), 'A small');
    assert.deepEqual([shelf?._type, shelf?.alt], ['image', 'shelf']);
    assert.equal(textOf(after), "icon, and <img src={require('./not-an-image.png').default} /> in code.");
  });

  test('tabs, code and admonitions made with the theme components; props of every kind', () => {
    assert.deepEqual(body('doc-install').slice(0, 2), [
      {
        _type: 'tabs',
        groupId: 'package-manager',
        tabs: [
          {
            _type: 'tab',
            label: 'npm',
            body: [{ _type: 'code', language: 'sh', code: 'npm install -D --exact widget-kit' }],
          },
          {
            _type: 'tab',
            label: 'pnpm',
            body: [{ _type: 'code', language: 'sh', code: 'pnpm add -D --exact widget-kit' }],
          },
        ],
      },
      {
        _type: 'admonition',
        kind: 'warning',
        title: 'Level 2',
        body: [
          {
            _type: 'block',
            style: 'normal',
            markDefs: [],
            children: [{ _type: 'span', text: 'Pin the version in production.', marks: [] }],
          },
        ],
      },
    ]);
  });

  test('a partial a doc includes renders its components too, in the snippet it becomes', () => {
    const snippet = result.documents.find((document) => document._type === 'snippet');
    const [paragraph] = withoutKeys(snippet?.body) as Block[];
    assert.equal(textOf(paragraph), 'Questions about the store go to the team channel.');
    assert.deepEqual(linksOf(paragraph), [['store', 'doc-concepts', 'the-store']]);
    assert.equal((body('doc-install').at(-1) as Block)._type, 'snippetRef');
  });

  test('a body that is only a component is imported (its import over several lines); JSX given as a prop renders', () => {
    const glossary = body('doc-glossary');
    assert.deepEqual(
      glossary.map((block) => [block.listItem, textOf(block)]),
      [
        ['bullet', 'The store'],
        ['bullet', 'Actions'],
      ],
    );
  });

  test('HTML written with JSX expressions is rendered as JSX: the expressions give text, braces and all', () => {
    const [intro, table] = body('doc-matrix');
    assert.equal(textOf(intro), 'Which updates reach which readers:');
    const rows = table?.rows as { cells: { content: Block[] }[] }[];
    assert.deepEqual(
      rows.map((row) => row.cells.map((cell) => cell.content.map(textOf).join(''))),
      [['Reader (subscribed)', "['Post'] / [{ type: 'Post' }]"]],
    );
  });

  test('what cannot be rendered is said with file, line and component, and its text is kept', () => {
    assert.deepEqual(
      body('doc-limits').map((block) => textOf(block)),
      ['This screen is wide.', 'Sales by month.'],
    );
    assert.deepEqual(
      formatted(result.warnings, site.dir).filter((warning) => warning.startsWith('docs/')),
      [
        'docs/limits.mdx:6: warning: <ScreenWidth> could not be rendered here (window is not defined); its text is kept',
        'docs/limits.mdx:8: warning: <Chart> could not be rendered here (the package "chart-kit-not-installed" is not installed (src/components/Chart.tsx:1): run npm install (or yarn) in the website folder first); its text is kept',
      ],
    );
  });
});

function textOf(block: Block | undefined): string {
  return ((block?.children ?? []) as { text: string }[]).map((span) => span.text).join('');
}

/** Each linked span: its text, the doc it links to and the anchor. */
function linksOf(block: Block | undefined): [string, string, string | undefined][] {
  const defs = (block?.markDefs ?? []) as { _key?: string; reference?: { _ref: string }; anchor?: string }[];
  return ((block?.children ?? []) as { text: string; marks: string[] }[]).flatMap((span) => {
    const def = span.marks.map((mark) => defs[Number(mark.slice(1))]).find(Boolean);
    return def ? [[span.text, def.reference?._ref ?? '', def.anchor] as [string, string, string | undefined]] : [];
  });
}
