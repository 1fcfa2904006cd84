import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseLineRanges } from '@react-redux-docs/schemas';
import { codeBlock, codeLanguage } from '../../../../../src/import/markdown/flow/code.ts';

describe('code blocks', () => {
  const code = (lang: string | null, meta: string | null, value = 'a\nb\nc', warnings: string[] = []) =>
    codeBlock({ type: 'code', lang, meta, value }, (message) => warnings.push(message));

  test('where the site runs transpileCodeblocks, ts and tsx blocks are shown as JavaScript too, but for no-transpile', () => {
    const transpiled = (lang: string, meta: string | null, warnings: string[] = []) =>
      codeBlock({ type: 'code', lang, meta, value: 'const a = 1' }, (message) => warnings.push(message), {
        javascriptTabs: true,
      });
    assert.equal(transpiled('ts', 'title="a.ts"').alsoJavaScript, true);
    assert.equal(transpiled('tsx', null).alsoJavaScript, true);
    assert.equal(transpiled('typescript', null).alsoJavaScript, undefined);
    assert.equal(transpiled('js', null).alsoJavaScript, undefined);
    const warnings: string[] = [];
    assert.equal(transpiled('ts', 'no-transpile {1}', warnings).alsoJavaScript, undefined);
    // Written twice, as one real site does: both are the option.
    assert.equal(transpiled('tsx', 'no-transpile title="a.tsx" no-transpile', warnings).alsoJavaScript, undefined);
    assert.deepEqual(warnings, []);
    // The site runs the plugin, on other files than this one: its option is known and changes nothing here.
    const elsewhere: string[] = [];
    const ts = codeBlock({ type: 'code', lang: 'ts', meta: 'no-transpile', value: 'a' }, (m) => elsewhere.push(m), {
      javascriptTabs: false,
    });
    assert.equal(ts.alsoJavaScript, undefined);
    assert.deepEqual(elsewhere, []);
    // Without the plugin, the option means nothing here and is said so.
    const without: string[] = [];
    assert.equal(code('ts', 'no-transpile', 'a', without).alsoJavaScript, undefined);
    assert.deepEqual(without, ['code block options ignored (the site has no equivalent): no-transpile']);
  });

  test('info string: language aliases, title in either quotes, highlight ranges', () => {
    assert.equal(codeLanguage('JS'), 'javascript');
    assert.equal(codeLanguage('zsh'), 'sh');
    assert.equal(codeLanguage(undefined), 'text');
    assert.equal(codeLanguage('Diff'), 'diff');
    assert.deepEqual(parseLineRanges('1,3-5'), [1, 3, 4, 5]);
    assert.deepEqual(parseLineRanges('5-3, 1'), [1, 3, 4, 5]);
    const warnings: string[] = [];
    assert.deepEqual(code('ts', 'title="my file.ts" {2} showLineNumbers', 'a\nb\nc', warnings), {
      _type: 'code',
      language: 'typescript',
      code: 'a\nb\nc',
      filename: 'my file.ts',
      highlightedLines: [2],
      showLineNumbers: true,
    });
    assert.deepEqual(warnings, []);
    assert.equal(code('ts', 'showLineNumbers=5', 'a', warnings).showLineNumbers, true);
    assert.deepEqual(warnings, ['showLineNumbers=5: lines are numbered from 1 here; the start number is ignored']);
    assert.deepEqual(code('js{1,3}', null), {
      _type: 'code',
      language: 'javascript',
      code: 'a\nb\nc',
      highlightedLines: [1, 3],
    });
    assert.deepEqual(code('sh', "title='x {1}.sh'"), {
      _type: 'code',
      language: 'sh',
      code: 'a\nb\nc',
      filename: 'x {1}.sh',
    });
  });

  test('a language the site does not highlight is plain text, with a warning; so are dropped options', () => {
    const warnings: string[] = [];
    assert.equal(code('brainfudge', 'no-transpile', '+++', warnings).language, 'text');
    assert.deepEqual(warnings, [
      'code block language "brainfudge" is not one the site highlights; shown as plain text',
      'code block options ignored (the site has no equivalent): no-transpile',
    ]);
    const quiet: string[] = [];
    code(null, null, 'plain', quiet);
    code('JSX', '{1}', 'x', quiet);
    assert.deepEqual(quiet, [], 'no language, a known one, and highlight ranges say nothing');
  });

  test('languages beyond the first twelve (ini, Dockerfile, PowerShell…) import as themselves by any name, unwarned', () => {
    const warnings: string[] = [];
    const fences = {
      ini: 'ini',
      dockerfile: 'docker',
      Dockerfile: 'docker',
      powershell: 'powershell',
      ps1: 'powershell',
      toml: 'toml',
      rust: 'rust',
      rs: 'rust',
      python: 'python',
      py: 'python',
      graphql: 'graphql',
      gql: 'graphql',
      go: 'go',
      java: 'java',
      sql: 'sql',
      properties: 'ini',
      console: 'shellsession',
      kotlin: 'kotlin',
    };
    for (const [fence, language] of Object.entries(fences))
      assert.equal(code(`${fence}{2}`, 'title="f"', 'a\nb', warnings).language, language, fence);
    assert.deepEqual(warnings, []);
  });

  test('magic comments are removed and highlight their lines, unless the meta has ranges', () => {
    const source = 'a\n# highlight-next-line\nb\nc';
    assert.deepEqual(code('sh', null, source), {
      _type: 'code',
      language: 'sh',
      code: 'a\nb\nc',
      highlightedLines: [2],
    });
    assert.deepEqual(code('sh', '{1}', source).code, source);
  });
});
