import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CODE_LANGUAGES, contrastRatio } from '@react-redux-docs/schemas';
import { bundledLanguages } from 'shiki';
import { CODE_BACKGROUNDS, CODE_COLORS, codeColorsCss } from '../../../src/render/CodeBlock/codeColors.ts';
import {
  codeHighlighter,
  grammarFor,
  grammarsLoadedFor,
  highlighterFor,
  readableOn,
} from '../../../src/render/CodeBlock/highlight.ts';
import { renderPortableText } from '../../../src/render/index.ts';
import type { PortableTextValue } from '../../../src/render/types.ts';

test('token colours too faint for the code background are adjusted until they pass AA', () => {
  // GitHub's dark theme greys out comments below 4.5:1 on a dark block.
  const faint = '#484f58';
  assert.ok(contrastRatio(faint, CODE_BACKGROUNDS.dark[0]) < 4.5);
  const fixed = readableOn(faint, CODE_BACKGROUNDS.dark);
  for (const background of CODE_BACKGROUNDS.dark) assert.ok(contrastRatio(fixed, background) >= 4.5);
  const grey = readableOn('#bbbbbb', CODE_BACKGROUNDS.light);
  for (const background of CODE_BACKGROUNDS.light) assert.ok(contrastRatio(grey, background) >= 4.5);
  assert.equal(readableOn('#1f2328', CODE_BACKGROUNDS.light), '#1f2328', 'readable colours stay as they are');
});

test('line numbers are readable (AA) on plain and marked lines in both colour modes', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const background of CODE_BACKGROUNDS[mode]) {
      const ratio = contrastRatio(CODE_COLORS[mode].lineNumber, background);
      assert.ok(ratio >= 4.5, `${mode} line numbers on ${background}: ${ratio.toFixed(2)}:1`);
    }
  }
});

test('code blocks anywhere in a body become HTML with token classes; the CSS of those classes comes along', async () => {
  const code = (language: string, text: string, highlightedLines?: number[]) => ({
    _type: 'code',
    _key: language,
    language,
    code: text,
    highlightedLines,
  });
  const { html, codeCss } = await renderPortableText([
    code('typescript', 'const a: Array<number> = [1];\n// done & dusted', [2]),
    { _type: 'admonition', _key: 'a', kind: 'note', body: [code('yaml', 'key: value')] },
    { _type: 'tabs', _key: 't', tabs: [{ _type: 'tab', _key: 'p', label: 'Python', body: [code('python', 'x = 1')] }] },
    code('brainfudge', 'DISPLAY "<HI>".'),
  ] as PortableTextValue);
  const blocks = [...html.matchAll(/<code>(.*?)<\/code>/gs)].map((match) => match[1] ?? '');
  const [ts = '', yaml = '', python = '', unknown = ''] = blocks;
  const lines = ts.match(/<span class="line( highlighted)?">/g) ?? [];
  assert.deepEqual(
    lines,
    ['<span class="line">', '<span class="line highlighted">'],
    'one span per line, line 2 marked',
  );
  const keywordClass = ts.match(/<span class="(t[0-9a-z]{5})">const<\/span>/)?.[1];
  assert.ok(keywordClass, 'a keyword gets a token class');
  const light = codeCss.match(new RegExp(`(?:^|})\\.${keywordClass}\\{color:(#[0-9a-f]{6})`))?.[1];
  const dark = codeCss.match(new RegExp(`\\[data-theme="dark"\\] \\.${keywordClass}\\{color:(#[0-9a-f]{6})`))?.[1];
  assert.ok(light && dark && light !== dark, 'the keyword has distinct light and dark colours');
  const used = new Set([...html.matchAll(/class="(t[0-9a-z]{5})"/g)].map((match) => match[1]));
  const styled = new Set([...codeCss.matchAll(/(?:^|})\.(t[0-9a-z]{5})\{/g)].map((match) => match[1]));
  assert.deepEqual(styled, used, 'the CSS styles exactly the classes the HTML uses');
  for (const [, color] of codeCss.matchAll(/(?:^|})\.t[0-9a-z]{5}\{color:(#[0-9a-f]{6})/g)) {
    for (const background of CODE_BACKGROUNDS.light) assert.ok(contrastRatio(color ?? '', background) >= 4.5);
  }
  for (const [, color] of codeCss.matchAll(/\[data-theme="dark"\] \.t[0-9a-z]{5}\{color:(#[0-9a-f]{6})/g)) {
    for (const background of CODE_BACKGROUNDS.dark) assert.ok(contrastRatio(color ?? '', background) >= 4.5);
  }
  const text = (value: string) =>
    value
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  assert.equal(text(ts), 'const a: Array<number> = [1];\n// done & dusted\n', 'every character kept, escaped');
  assert.match(yaml, /class="t[0-9a-z]{5}"/, 'YAML, a language of the Studio list, is highlighted');
  assert.match(python, /class="t[0-9a-z]{5}"/, 'so is Python, in a tab');
  assert.equal(unknown, '<span class="line">DISPLAY "&lt;HI&gt;".\n</span>', 'a language Shiki has no grammar for');
});

test("every language the Studio offers has Shiki's grammar, except plain text; aliases reach the same", () => {
  for (const { value } of CODE_LANGUAGES) {
    const grammar = grammarFor(value);
    assert.equal(grammar === undefined, value === 'text', value);
    if (grammar) assert.ok(Object.hasOwn(bundledLanguages, grammar), `${value}: ${grammar}`);
  }
  assert.equal(grammarFor('ts'), 'typescript');
  assert.equal(grammarFor('sh'), 'shellscript');
  assert.equal(grammarFor('Dockerfile'), 'docker');
  assert.equal(grammarFor('py'), 'python');
  assert.equal(grammarFor('brainfudge'), undefined);
});

test("a field's highlighter has the grammars of the languages it was given, each loaded once per process", async () => {
  const highlight = await codeHighlighter(new Set(), ['rust', 'text', undefined, 'brainfudge']);
  assert.match(highlight('fn main() {}', 'rs', []), /class="t[0-9a-z]{5}"/, 'an alias of a language it was given');
  assert.equal(highlight('a < b', 'brainfudge', []), '<span class="line">a &lt; b\n</span>');
  assert.throws(() => highlight('x = 1', 'python', []), /code language "python" was not among/);
  assert.equal(highlighterFor('rust'), highlighterFor('rust'), 'one Shiki per grammar');
  const rust = await highlighterFor('rust');
  assert.deepEqual(
    rust.getLoadedLanguages().filter((name) => name !== 'rs'),
    ['rust'],
  );
});

test("a block's colours do not depend on the grammars loaded for other blocks before it", async () => {
  const markdown = '# T\n\n```js\nconst a = 1;\n```\n\n```python\nprint("x")\n```\n\n{{ message }}';
  const javascript = 'const style = css`color: red;`;';
  const render = async (language: string, text: string) =>
    (await renderPortableText([{ _type: 'code', _key: 'c', language, code: text }] as PortableTextValue)).html;
  const before = [await render('markdown', markdown), await render('javascript', javascript)];
  // Python is embedded by Markdown, Vue injects into Markdown, TypeScript with Tags into JavaScript.
  for (const language of ['python', 'vue', 'ts-tags']) await render(language, 'x');
  assert.deepEqual([await render('markdown', markdown), await render('javascript', javascript)], before);
  assert.deepEqual(
    await grammarsLoadedFor('markdown'),
    ['css', 'html', 'yaml', 'diff', 'javascript', 'json', 'shellscript', 'typescript', 'tsx', 'markdown'],
    "Markdown's fences are coloured in the site's first languages, as before grammars were loaded by need",
  );
});

test('the code colours reach the page as custom properties for both modes', () => {
  const css = codeColorsCss();
  assert.match(css, new RegExp(`^:root\\{[^}]*--code-background:${CODE_BACKGROUNDS.light[0]}`));
  assert.match(
    css,
    new RegExp(`\\[data-theme="dark"\\]\\{[^}]*--code-highlight-background:${CODE_BACKGROUNDS.dark[1]}`),
  );
});
