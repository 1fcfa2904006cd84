import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CODE_LANGUAGES } from '@react-redux-docs/schemas';
import { generateSiteDatasetLazily } from '@react-redux-docs/scripts/generate';
import { importDocusaurusSite } from '@react-redux-docs/scripts/import';
import { SEED_CONTENT } from '@react-redux-docs/scripts/seed';
import { type BundledLanguage, createHighlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import {
  darkColorsFor,
  darkColorsOf,
  getHighlighter,
  grammarFor,
  tokenize,
  tokenizeEachTheme,
} from '../../../src/render/CodeBlock/highlight.ts';

/** A sample per language, in the constructs each grammar's trickier patterns handle. */
const SAMPLES: Record<string, string> = {
  javascript:
    "import { x } from 'y';\nconst re = /a(?<n>b)+/gu;\nexport default async function* f() { yield `t\u0024{x}`; }",
  jsx: 'const A = () => <div className="a" onClick={() => go(1)}>{list.map((i) => <B key={i} />)}</div>;',
  typescript: 'type T<K extends keyof U> = { readonly [P in K]?: U[P] } & Record<string, never>;\nenum E { A = 1 }',
  tsx: 'export function C<T,>({ v }: { v: T }): JSX.Element { return <p data-v={String(v)}>{v as string}</p>; }',
  json: '{ "a": [1, 2.5e3, true, null], "b": { "c": "\\u00e9" } }',
  sh: '#!/bin/sh\nnpm install react-redux && echo "$HOME/\u0024{X:-y}" | grep -q x # done',
  html: '<!DOCTYPE html><html><head><style>p{color:red}</style><script>var a=1<2;</script></head><body></body></html>',
  css: '@media (min-width: 40em) { .a > b::before { content: "\\201C"; color: rgb(0 0 0 / 50%); } }',
  yaml: 'key: value\nlist:\n  - &anchor { a: 1 }\n  - *anchor\ntext: |\n  folded\n',
  markdown: '# Title\n\n- item with `code` and [link](https://x.y)\n\n```js\nconst a = 1;\n```\n',
  diff: '--- a/file\n+++ b/file\n@@ -1,2 +1,2 @@\n-old\n+new\n context',
};

const THEMES = ['github-light-default', 'github-dark-default'];
const grammars = CODE_LANGUAGES.map(({ value }) => grammarFor(value)).filter((grammar) => grammar !== undefined);

/**
 * Code blocks to compare on, each with its grammar: a sample per language, and every highlighted block of the
 * real docs and of 60 generated docs.
 */
async function codeBlocks(): Promise<{ language: string; grammar: BundledLanguage; code: string }[]> {
  const blocks = Object.entries(SAMPLES).map(([language, code]) => ({ language, code }));
  const { documents } = await importDocusaurusSite(SEED_CONTENT);
  const generated = [...generateSiteDatasetLazily({ docs: 60 }).documents];
  for (const document of [...documents, ...generated])
    for (const block of (document as { body?: { _type: string; language?: string; code?: string }[] }).body ?? [])
      if (block._type === 'code' && block.code) blocks.push({ language: block.language ?? 'text', code: block.code });
  const highlighted = blocks.flatMap(({ language, code }) => {
    const grammar = grammarFor(language);
    return grammar ? [{ language, grammar, code }] : [];
  });
  assert.ok(highlighted.length > 100, `only ${highlighted.length} code blocks to compare`);
  return highlighted;
}

test('the samples cover every language the Studio highlights', () => {
  assert.deepEqual(
    new Set(Object.keys(SAMPLES)),
    new Set(CODE_LANGUAGES.map(({ value }) => value).filter((language) => grammarFor(language))),
  );
});

test("Shiki's JavaScript engine tokenizes every language like its Oniguruma engine", async () => {
  const oniguruma = await createHighlighter({ themes: THEMES, langs: grammars });
  const javascript = await createHighlighter({
    themes: THEMES,
    langs: grammars,
    engine: createJavaScriptRegexEngine(),
  });
  const themes = { light: THEMES[0] as string, dark: THEMES[1] as string };
  for (const { language, grammar, code } of await codeBlocks()) {
    // As the renderer does: without a time limit, a slow machine cannot cut a line's tokens short.
    const options = { lang: grammar, themes, tokenizeTimeLimit: 0 };
    assert.deepEqual(
      javascript.codeToTokens(code, options).tokens,
      oniguruma.codeToTokens(code, options).tokens,
      `${language}: ${code.slice(0, 60)}`,
    );
  }
});

test('one pass with the light theme colours every token as running the grammar once per theme does', async () => {
  const shiki = await getHighlighter();
  assert.ok(darkColorsFor(shiki), "GitHub's light and dark themes colour the same scopes by the same rules");
  for (const { language, grammar, code } of await codeBlocks())
    assert.deepEqual(tokenize(shiki, code, grammar), tokenizeEachTheme(shiki, code, grammar), `${language}: ${code}`);
});

test('themes whose rules differ are not paired colour by colour', () => {
  const theme = (fg: string, rules: [scope: string, foreground?: string][]) => ({
    fg,
    settings: rules.map(([scope, foreground]) => ({ scope, settings: foreground ? { foreground } : {} })),
  });
  const light = (rules: [string, string][]) => theme('#000000', rules);
  const dark = (rules: [string, string][]) => theme('#ffffff', rules);
  const keywordAndString = light([
    ['keyword', '#aa0000'],
    ['string', '#00aa00'],
  ]);
  assert.deepEqual(
    darkColorsOf(
      keywordAndString,
      dark([
        ['keyword', '#ff0000'],
        ['string', '#00ff00'],
      ]),
    ),
    new Map([
      ['#000000', '#ffffff'],
      ['#aa0000', '#ff0000'],
      ['#00aa00', '#00ff00'],
    ]),
  );
  const sameLight = light([
    ['keyword', '#aa0000'],
    ['string', '#aa0000'],
  ]);
  const unpairable: [what: string, lightTheme: typeof keywordAndString, darkRules: [string, string][]][] = [
    [
      'another scope',
      keywordAndString,
      [
        ['keyword', '#ff0000'],
        ['comment', '#00ff00'],
      ],
    ],
    [
      'another order',
      keywordAndString,
      [
        ['string', '#00ff00'],
        ['keyword', '#ff0000'],
      ],
    ],
    [
      'one light colour with two dark ones',
      sameLight,
      [
        ['keyword', '#ff0000'],
        ['string', '#00ff00'],
      ],
    ],
  ];
  for (const [what, lightTheme, darkRules] of unpairable)
    assert.equal(darkColorsOf(lightTheme, dark(darkRules)), undefined, what);
});
