import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CODE_LANGUAGES } from '@react-redux-docs/schemas';
import { generateSiteDatasetLazily } from '@react-redux-docs/scripts/generate';
import { importDocusaurusSite } from '@react-redux-docs/scripts/import';
import { SEED_CONTENT } from '@react-redux-docs/scripts/seed';
import { type BundledLanguage, bundledLanguages, createHighlighter, type Highlighter } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import {
  codeHighlighter,
  darkColorsFor,
  darkColorsOf,
  grammarFor,
  grammarsLoadedFor,
  highlighterFor,
  regexEngine,
  tokenize,
  tokenizeEachTheme,
} from '../../../src/render/CodeBlock/highlight.ts';

/** A sample per language the Studio started with, in the constructs each grammar's trickier patterns handle. */
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

/** One line for every other language: strings, numbers, comments, tags and brackets most grammars colour. */
const ONE_LINE = `x = "a" + 1 // c # d /* e */ <f g="h"> 'i' -- j ; k(l) [m] {n}`;

const THEMES = { light: 'github-light-default', dark: 'github-dark-default' };

/**
 * Patterns of Shiki's grammars that its JavaScript engine cannot run, so skips (highlight.ts): a grammar's count
 * here is how many. A new one means code in that language loses some colours: check it, then list it.
 */
const SKIPPED_PATTERNS: Record<string, number> = {
  // A hotkey line's key list has [^\x00-\xff], which Oniguruma takes and oniguruma-to-es refuses.
  ahk2: 1,
};

/** The site's Shiki for a grammar, and one with the same grammars on Shiki's Oniguruma engine. */
const oniguruma = createOnigurumaEngine(import('shiki/wasm'));
const onigurumaHighlighters = new Map<BundledLanguage, Promise<Highlighter>>();
function onigurumaFor(grammar: BundledLanguage): Promise<Highlighter> {
  let shiki = onigurumaHighlighters.get(grammar);
  if (!shiki) {
    shiki = grammarsLoadedFor(grammar).then(async (langs) =>
      createHighlighter({ themes: Object.values(THEMES), langs, engine: await oniguruma, warnings: false }),
    );
    onigurumaHighlighters.set(grammar, shiki);
  }
  return shiki;
}

/** Tokens as Shiki gives them for both themes, with no time limit per line, as the renderer tokenizes. */
const shikiTokens = (shiki: Highlighter, code: string, grammar: BundledLanguage) =>
  shiki.codeToTokens(code, { lang: grammar, themes: THEMES, tokenizeTimeLimit: 0 }).tokens;

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

/** The patterns of a grammar and of the rules it holds, at any depth. */
function patternsOf(rule: unknown, patterns: string[] = []): string[] {
  if (Array.isArray(rule)) for (const item of rule) patternsOf(item, patterns);
  else if (typeof rule === 'object' && rule !== null)
    for (const [key, value] of Object.entries(rule)) {
      if (typeof value === 'string' && ['match', 'begin', 'end', 'while'].includes(key)) patterns.push(value);
      else if (typeof value === 'object') patternsOf(value, patterns);
    }
  return patterns;
}

test('the samples cover every language the Studio started with', () => {
  assert.deepEqual(
    new Set(Object.keys(SAMPLES)),
    new Set(
      CODE_LANGUAGES.slice(0, 12)
        .map(({ value }) => value)
        .filter((language) => grammarFor(language)),
    ),
  );
});

// First of the slow tests: the patterns it compiles are cached for the others (the engine keeps each).
test("every pattern of every grammar Shiki ships runs on the site's JavaScript engine, but those listed", async () => {
  const grammars = new Map<string, unknown>();
  for (const load of new Set(Object.values(bundledLanguages)))
    for (const registration of (await load()).default) grammars.set(registration.name, registration);
  const skipped: Record<string, number> = {};
  for (const [name, grammar] of grammars) {
    const patterns = patternsOf(grammar);
    const scanner = regexEngine.createScanner(patterns) as unknown as { regexps: (RegExp | null)[] };
    for (const regexp of scanner.regexps) {
      let runs = regexp !== null;
      try {
        regexp?.exec(''); // Long patterns become regular expressions the first time they run.
      } catch {
        runs = false;
      }
      if (!runs) skipped[name] = (skipped[name] ?? 0) + 1;
    }
  }
  assert.ok(grammars.size > 240, `${grammars.size} grammars`);
  assert.deepEqual(skipped, SKIPPED_PATTERNS);
});

test('every language the Studio offers: a line of it is highlighted, all text kept', async () => {
  const used = new Set<string>();
  const languages = CODE_LANGUAGES.map(({ value }) => value);
  const highlight = await codeHighlighter(used, languages);
  const uncoloured = languages.filter((language) => {
    const html = highlight(ONE_LINE, language, []);
    const text = html
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    assert.equal(text, `${ONE_LINE}\n`, language);
    return !html.includes('<span class="t');
  });
  assert.deepEqual(uncoloured, ['text']);
});

test("Shiki's JavaScript engine tokenizes the site's first languages like its Oniguruma engine, real docs too", async () => {
  for (const { language, grammar, code } of await codeBlocks()) {
    assert.deepEqual(
      shikiTokens(await highlighterFor(grammar), code, grammar),
      shikiTokens(await onigurumaFor(grammar), code, grammar),
      `${language}: ${code.slice(0, 60)}`,
    );
  }
});

test('one pass with the light theme colours every token as running the grammar once per theme does', async () => {
  for (const { language, grammar, code } of await codeBlocks()) {
    const shiki = await highlighterFor(grammar);
    assert.ok(darkColorsFor(shiki), "GitHub's light and dark themes colour the same scopes by the same rules");
    assert.deepEqual(tokenize(shiki, code, grammar), tokenizeEachTheme(shiki, code, grammar), `${language}: ${code}`);
  }
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
