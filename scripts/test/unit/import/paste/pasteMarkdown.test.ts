import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { build } from 'esbuild';
import { checkPastedAnchors, docsToCheck, pasteMarkdown } from '../../../../src/import/paste/index.ts';

const DOCS = [
  { documentId: 'doc-api_hooks', route: 'api/hooks' },
  { documentId: 'doc-intro', route: 'introduction/getting-started', previousRoutes: ['intro'] },
  { documentId: 'doc-new', route: 'new-page', draft: true },
];

const SECTION = [
  '## Reading the store',
  '',
  'Call [useSelector](/api/hooks#useselector) **inside** a component.',
  '',
  '```tsx title="Counter.tsx" {2,4-5}',
  'export function Counter() {',
  '  const count = useSelector(selectCount)',
  '  return (',
  '    <span>{count}</span>',
  '  )',
  '}',
  '```',
  '',
  '| Hook | Gives |',
  '| --- | --- |',
  '| `useSelector` | a value |',
  '| `useDispatch` | the dispatch |',
  '',
  ':::tip One store',
  'Keep a single store.',
  ':::',
].join('\n');

/** Every object inside an array, with the path it sits at. */
function arrayItems(value: unknown, at = ''): { at: string; item: Record<string, unknown> }[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) =>
      typeof item === 'object' && item !== null
        ? [{ at: `${at}[${index}]`, item: item as Record<string, unknown> }, ...arrayItems(item, `${at}[${index}]`)]
        : [],
    );
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, inner]) => arrayItems(inner, `${at}.${name}`));
}

describe('pasteMarkdown', () => {
  test('a section with a fence, a table and an admonition becomes those blocks, as the importer makes them', () => {
    const { blocks, problems } = pasteMarkdown(SECTION, { docs: DOCS });
    assert.deepEqual(problems, []);
    assert.deepEqual(
      blocks.map((block) => block._type),
      ['block', 'block', 'code', 'table', 'admonition'],
    );
    const [heading, paragraph, code, table, admonition] = blocks;
    assert.equal(heading?.style, 'h2');
    assert.equal(code?.language, 'tsx');
    assert.equal(code?.filename, 'Counter.tsx');
    assert.deepEqual(code?.highlightedLines, [2, 4, 5]);
    assert.equal(
      code?.code,
      'export function Counter() {\n  const count = useSelector(selectCount)\n  return (\n    <span>{count}</span>\n  )\n}',
    );
    assert.equal(table?.hasHeaderRow, true);
    assert.equal((table?.rows as unknown[] | undefined)?.length, 3);
    assert.equal(admonition?.kind, 'tip');
    assert.equal(admonition?.title, 'One store');

    const [link] = (paragraph?.markDefs ?? []) as Record<string, unknown>[];
    assert.deepEqual(link?.reference, { _type: 'reference', _ref: 'doc-api_hooks' });
    assert.equal(link?.anchor, 'useselector');
    const spans = (paragraph?.children ?? []) as { text: string; marks: string[] }[];
    const linked = spans.find((s) => s.text === 'useSelector');
    assert.deepEqual(linked?.marks, [link?._key], "the link's text carries its definition's key");
  });

  test('every object in an array has a key, unique in the paste and new each time', () => {
    const first = arrayItems(pasteMarkdown(SECTION, { docs: DOCS }).blocks);
    const keys = first.map(({ at, item }) => {
      assert.match(String(item._key), /^[0-9a-f]{12}$/, `${at} has a key`);
      return item._key;
    });
    assert.equal(new Set(keys).size, keys.length);
    const again = new Set(arrayItems(pasteMarkdown(SECTION, { docs: DOCS }).blocks).map(({ item }) => item._key));
    assert.ok(
      keys.every((key) => !again.has(key)),
      'pasting twice gives new keys',
    );
  });

  test('links reach docs by route and old route; a missing route or a draft keeps the text and says why', () => {
    const { blocks, problems } = pasteMarkdown(
      'See [start](/intro), [here](#setup), [gone](/no/such/page) and [soon](/new-page).',
      { docs: DOCS, into: 'doc-api_hooks' },
    );
    const defs = blocks[0]?.markDefs as Record<string, unknown>[];
    assert.deepEqual(
      defs.map((def) => [(def.reference as { _ref: string })._ref, def.anchor]),
      [
        ['doc-intro', undefined],
        ['doc-api_hooks', 'setup'],
      ],
    );
    assert.deepEqual(problems, [
      'Line 1: no doc has the route "/no/such/page"; the link was removed, its text kept',
      'Line 1: links to "new-page", a draft (draft: true) that readers cannot see until it is published; the link was removed, its text kept',
    ]);
  });

  test("a link's #anchor is checked against the headings of the doc it leads to", () => {
    const pasted = pasteMarkdown('[a](/api/hooks#useselector) and [b](/api/hooks#use-selector)', { docs: DOCS });
    assert.deepEqual(docsToCheck(pasted.anchorChecks), ['doc-api_hooks']);
    const body = [{ _type: 'block', style: 'h2', markDefs: [], children: [{ _type: 'span', text: 'useSelector()' }] }];
    assert.deepEqual(checkPastedAnchors(pasted.anchorChecks, new Map([['doc-api_hooks', body]])), [
      'anchor "#use-selector" is not a heading in /api/hooks',
    ]);
    assert.deepEqual(
      checkPastedAnchors(pasted.anchorChecks, new Map()),
      [],
      'a doc whose body is unknown is not judged',
    );
  });

  test('images are left out with a note naming each, in blocks and in table cells', () => {
    const { blocks, problems } = pasteMarkdown(
      ['![A chart](https://example.com/chart.png)', '', '| Logo |', '| --- |', '| ![](./logo.png) |', '', 'Text.'].join(
        '\n',
      ),
      { docs: DOCS },
    );
    assert.deepEqual(
      blocks.map((block) => block._type),
      ['table', 'block'],
    );
    assert.ok(
      problems.some((p) => p.includes('image file ./logo.png cannot come with pasted text')),
      problems.join('\n'),
    );
    assert.ok(
      problems.includes(
        'the image https://example.com/chart.png was left out: insert an Image block and upload the file',
      ),
    );
  });

  test('formulas are read only when the site reads them', () => {
    assert.equal(pasteMarkdown('$$\nx^2\n$$', { docs: DOCS, math: true }).blocks[0]?._type, 'math');
    assert.equal(pasteMarkdown('Costs $5 and $6.', { docs: DOCS }).blocks[0]?._type, 'block');
  });

  test('it bundles for the browser, with no Node module but the path functions the Studio maps to pathe', async () => {
    const result = await build({
      entryPoints: [path.resolve(import.meta.dirname, '../../../../src/import/paste/index.ts')],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'silent',
      alias: { 'node:path': 'pathe' },
    });
    assert.deepEqual(result.errors, []);
  });
});
