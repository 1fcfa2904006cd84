import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Diagnostics } from '../src/import/diagnostics.ts';
import { MarkdownSource } from '../src/import/markdown.ts';

/** The errors parsing this text reports, as "line: message". */
function errorsOf(text: string): string[] {
  const diagnostics = new Diagnostics();
  new MarkdownSource({ text, file: 'page.md', diagnostics });
  return diagnostics.problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => `${problem.line}: ${problem.message}`);
}

test('closed fences pass wherever they sit: top level, lists, quotes, longer closers, tildes', () => {
  const text = [
    '```js',
    'a();',
    '```',
    '',
    '- item',
    '',
    '  ```ts',
    '  b();',
    '  ```',
    '',
    '> ```',
    '> quoted',
    '> ```',
    '',
    '````md',
    '```',
    '``````',
    '',
    '~~~',
    'tilde',
    '~~~',
    '',
    '    indented code has no fence',
  ].join('\n');
  assert.deepEqual(errorsOf(text), []);
});

test('an unclosed fence is reported at its line: at the end of the text, and where its container ends', () => {
  assert.deepEqual(errorsOf('Text.\n\n```python\nprint(1)\n'), [
    '3: code block "```python" is never closed; add a line with "```" after its code',
  ]);
  assert.deepEqual(errorsOf('> ~~~\n> quoted\n\nAfter the quote.'), [
    '1: code block "~~~" is never closed; add a line with "~~~" after its code',
  ]);
  // A closing line of another character or a shorter fence does not close it.
  assert.deepEqual(errorsOf('````\ncode\n```\n~~~~\n'), [
    '1: code block "````" is never closed; add a line with "````" after its code',
  ]);
  assert.deepEqual(errorsOf('```'), ['1: code block "```" is never closed; add a line with "```" after its code']);
});
