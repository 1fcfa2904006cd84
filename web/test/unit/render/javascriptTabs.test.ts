import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { renderPortableText } from '../../../src/render/index.ts';
import { javascriptName, joinFiles, splitFiles } from '../../../src/render/javascriptTabs/codeFiles.ts';
import { withJavaScriptTabs } from '../../../src/render/javascriptTabs/index.ts';
import type { PortableTextValue } from '../../../src/render/types.ts';

type Code = { _type: 'code'; _key?: string; code: string; language: string; [field: string]: unknown };
type Tab = { label: string; value: string; body: Code[] };
type TabsBlock = { _type: 'tabs'; _key: string; groupId: string; tabs: Tab[] };

const code = (source: string, extra: Record<string, unknown> = {}): Code => ({
  _type: 'code',
  _key: 'c1',
  language: 'typescript',
  code: source,
  alsoJavaScript: true,
  ...extra,
});

async function pair(block: Code) {
  const [out] = (await withJavaScriptTabs([block] as unknown as PortableTextValue)) as unknown as [TabsBlock];
  assert.equal(out._type, 'tabs');
  const [ts, js] = out.tabs;
  assert.ok(ts?.body[0] && js?.body[0]);
  return { tabs: out, ts: ts.body[0], js: js.body[0] };
}

describe('code files', () => {
  test('a block without file lines is one file; text before the first file line is kept when it holds anything', () => {
    assert.deepEqual(splitFiles('const a = 1', 'tsx'), [{ name: 'index.tsx', code: 'const a = 1', hidden: false }]);
    assert.deepEqual(
      splitFiles('\n// file: a.ts noEmit\nexport type A = 1\n// file: b.ts\nconst b = 2', 'typescript').map((f) => [
        f.name,
        f.hidden,
        f.code,
      ]),
      [
        ['a.ts', true, 'export type A = 1'],
        ['b.ts', false, 'const b = 2'],
      ],
    );
    assert.deepEqual(
      splitFiles('// note\n// file: b.ts\nconst b = 2', 'typescript').map((f) => f.name),
      ['index.ts', 'b.ts'],
    );
  });

  test('shown files are joined under their names; one shown file stands alone', () => {
    const files = splitFiles('// file: a.ts noEmit\ntype A = 1\n// file: b.ts\n\nconst b = 2\n\n', 'typescript');
    assert.equal(joinFiles(files), 'const b = 2');
    assert.equal(
      joinFiles(splitFiles('// file: a.ts\nconst a = 1\n// file: b.ts\nconst b = 2', 'typescript')),
      '// file: a.ts\nconst a = 1\n\n\n// file: b.ts\nconst b = 2',
    );
    assert.equal(javascriptName('src/app.tsx'), 'src/app.jsx');
    assert.equal(javascriptName('store.mts'), 'store.mjs');
  });
});

describe('TypeScript shown as JavaScript too', () => {
  test('a tab pair in the language group: TypeScript as written, JavaScript without types, in the same style', async () => {
    const source = [
      "import type { Store } from './store'",
      "import { create } from 'kit'",
      '',
      '// One store for the counter',
      'export const store: Store = create<number>(0)',
      '// @ts-expect-error: wrong on purpose',
      "store.set('x' as any)",
    ].join('\n');
    const { tabs, ts, js } = await pair(code(source, { filename: 'src/store.ts' }));
    assert.equal(tabs._key, 'c1');
    assert.equal(tabs.groupId, 'language');
    assert.deepEqual(
      tabs.tabs.map((tab) => [tab.label, tab.value]),
      [
        ['TypeScript', 'ts'],
        ['JavaScript', 'js'],
      ],
    );
    assert.equal(ts.code, source);
    assert.equal(ts.language, 'typescript');
    assert.equal(ts.alsoJavaScript, undefined);
    assert.equal(js.language, 'javascript');
    assert.equal(js.filename, 'src/store.js');
    // No semicolons and single quotes, as the TypeScript; the blank line and the comment stay; the type import goes.
    assert.equal(
      js.code,
      "import { create } from 'kit'\n\n// One store for the counter\nexport const store = create(0)\nstore.set('x')",
    );
  });

  test('semicolons and double quotes when the TypeScript has them; JSX stays JSX', async () => {
    const { js } = await pair(
      code('export const Hello = ({ name }: { name: string }) => <p className="hi">{name as string}</p>;', {
        language: 'tsx',
      }),
    );
    assert.equal(js.language, 'jsx');
    assert.equal(js.code, 'export const Hello = ({ name }) => <p className="hi">{name}</p>;');
  });

  test('hidden files give types only; files are shown by name in both tabs; highlighted lines follow their code', async () => {
    const source = [
      '// file: types.ts noEmit',
      'export interface Counter { value: number }',
      '// file: counter.ts',
      "import type { Counter } from './types'",
      "import { create } from 'kit'",
      'const initial: Counter = { value: 0 }',
      'export const counter = create<Counter>(initial)',
      '// file: App.tsx',
      'export function App({ n }: { n: number }) {',
      '  return (',
      '    <div>',
      '      <b>{n}</b>',
      '    </div>',
      '  )',
      '}',
    ].join('\n');
    const lines = source.split('\n');
    const marked = [
      lines.indexOf('export const counter = create<Counter>(initial)') + 1,
      lines.indexOf('      <b>{n}</b>') + 1,
    ];
    const { ts, js } = await pair(code(source, { language: 'tsx', highlightedLines: marked }));
    const highlightedText = (block: Code) =>
      (block.highlightedLines as number[]).map((line) => block.code.split('\n')[line - 1]?.trim());
    assert.doesNotMatch(ts.code, /types\.ts|interface Counter/);
    assert.match(ts.code, /^\/\/ file: counter\.ts\n/);
    assert.match(ts.code, /\n\n\n\/\/ file: App\.tsx\n/);
    assert.match(js.code, /^\/\/ file: counter\.js\n/);
    assert.match(js.code, /\n\n\n\/\/ file: App\.jsx\n/);
    assert.deepEqual(highlightedText(ts), ['export const counter = create<Counter>(initial)', '<b>{n}</b>']);
    assert.deepEqual(highlightedText(js), ['export const counter = create(initial)', '<b>{n}</b>']);
    assert.doesNotMatch(`${ts.code}${js.code}`, /highlighted_line/);
  });

  test('a highlighted line inside an expression does not change how the JavaScript is wrapped', async () => {
    const source = [
      'export const api = create({',
      '  endpoints: (build) => ({',
      '    one: build.query<Post, number>({',
      '      query: (id) => String(id),',
      '      transformErrorResponse: (response: { status: number }, meta, arg) => response.status,',
      '    }),',
      '  }),',
      '})',
    ].join('\n');
    const { js } = await pair(code(source, { highlightedLines: [5] }));
    assert.match(js.code, /\n {6}transformErrorResponse: \(response, meta, arg\) => response\.status,\n/);
    assert.deepEqual(
      (js.highlightedLines as number[]).map((line) => js.code.split('\n')[line - 1]?.trim()),
      ['transformErrorResponse: (response, meta, arg) => response.status,'],
    );
  });

  test('types alone are written in the style of their members: no semicolons where the interface has none', async () => {
    const { js } = await pair(code('export interface Post {\n  id: number\n  title: string\n}'));
    assert.equal(js.code, 'export {}');
    const withSemicolons = await pair(code('export interface Post {\n  id: number;\n}'));
    assert.equal(withSemicolons.js.code, 'export {};');
  });

  test('a tab pair inside a callout is drawn there', async () => {
    const rendered = await renderPortableText([
      { _type: 'admonition', _key: 'n', kind: 'tip', body: [code('const n: number = 1')] },
    ] as unknown as PortableTextValue);
    assert.match(
      rendered.html,
      /<aside class="admonition admonition--tip"[^>]*>.*<div class="tabs" data-tabs-group="language">/s,
    );
    assert.doesNotMatch(rendered.html, /Unknown block type/);
  });

  test('only TypeScript blocks that ask, at any depth; a body without one comes back as it is', async () => {
    const plain = [code('const a = 1', { alsoJavaScript: false }), code('let b = 2', { language: 'javascript' })];
    assert.equal(await withJavaScriptTabs(plain as unknown as PortableTextValue), plain);
    const nested = [{ _type: 'admonition', _key: 'a', kind: 'tip', body: [code('const n: number = 1')] }];
    const [callout] = (await withJavaScriptTabs(nested as unknown as PortableTextValue)) as unknown as [
      { body: TabsBlock[] },
    ];
    assert.equal(callout.body[0]?._type, 'tabs');
    assert.equal(callout.body[0]?.tabs[1]?.body[0]?.code, 'const n = 1');
  });

  test('TypeScript that cannot be transpiled fails naming the block and the line', async () => {
    await assert.rejects(
      withJavaScriptTabs([
        code('const a = 1', { alsoJavaScript: false }),
        code('const ok = 1\nconst = broken', { filename: 'bad.ts' }),
      ] as unknown as PortableTextValue),
      /code block 2 \("bad\.ts"\) is set to also show as JavaScript, but its TypeScript cannot be transpiled: index\.ts: line 2: /,
    );
  });

  test('the page gets the tab pair, highlighted in both languages, and search finds both', async () => {
    const rendered = await renderPortableText([
      code("const name: string = 'kit'", { _key: 'k9' }),
    ] as unknown as PortableTextValue);
    assert.match(rendered.html, /<div class="tabs" data-tabs-group="language">/);
    assert.match(rendered.html, /data-tab-value="ts">TypeScript<\/button>/);
    assert.match(rendered.html, /data-tab-value="js">JavaScript<\/button>/);
    assert.match(rendered.html, /data-language="javascript"/);
    const codeTexts = rendered.sections.flatMap((section) => section.content.map((part) => part.text));
    assert.deepEqual(codeTexts, ["const name: string = 'kit'", "const name = 'kit'"]);
  });
});
