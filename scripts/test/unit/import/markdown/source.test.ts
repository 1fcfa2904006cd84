import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Diagnostics } from '../../../../src/import/diagnostics.ts';
import { MarkdownSource } from '../../../../src/import/markdown/source.ts';

/** The problems of one severity parsing this text reports, as "line: message". */
function problemsOf(text: string, severity: 'error' | 'warning'): string[] {
  const diagnostics = new Diagnostics();
  new MarkdownSource({ text, file: 'page.md', diagnostics });
  return diagnostics.problems
    .filter((problem) => problem.severity === severity)
    .map((problem) => `${problem.line}: ${problem.message}`);
}

const errorsOf = (text: string) => problemsOf(text, 'error');
const warningsOf = (text: string) => problemsOf(text, 'warning');

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
  assert.deepEqual(warningsOf(text), []);
});

test('an unclosed fence runs to the end of its container, as in CommonMark and MDX, with a warning at its line', () => {
  const end = (container: string, fence: string) =>
    `code block "${fence}" is never closed: as in Docusaurus, it runs to the end of ${container}; add a line with "${fence.replace(/[^`~].*$/, '')}" after its code`;
  assert.deepEqual(warningsOf('Text.\n\n```python\nprint(1)\n'), [`3: ${end('the page', '```python')}`]);
  assert.deepEqual(warningsOf('> ~~~\n> quoted\n\nAfter the quote.'), [`1: ${end('its quote', '~~~')}`]);
  assert.deepEqual(warningsOf('- item\n\n  ```sh\n  npm test\n- next item'), [`3: ${end('its list item', '```sh')}`]);
  // A closing line of another character or a shorter fence does not close it.
  assert.deepEqual(warningsOf('````\ncode\n```\n~~~~\n'), [`1: ${end('the page', '````')}`]);
  assert.deepEqual(warningsOf('```'), [`1: ${end('the page', '```')}`]);
  assert.deepEqual(errorsOf('```'), []);
});
