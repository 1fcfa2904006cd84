import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { block, convert, span, text } from '../../../../support/helpers.ts';

const anchor = (id: string) => ({ _type: 'anchor', id });

describe('inline HTML', () => {
  test('<br> is a line break with the marks around it', () => {
    assert.deepEqual(convert('**One<br/>two**').blocks, [block('normal', [span('One\ntwo', 'strong')])]);
  });

  test('<sup>, <sub>, <kbd> and <mark> mark their text, inside other marks too', () => {
    const { blocks, problems } = convert(
      'E = mc<sup>2</sup>, H<sub>2</sub>O; press <kbd>Ctrl</kbd>+<kbd>K</kbd> for **<mark>this</mark>**',
    );
    assert.deepEqual(blocks, [
      block('normal', [
        span('E = mc'),
        span('2', 'sup'),
        span(', H'),
        span('2', 'sub'),
        span('O; press '),
        span('Ctrl', 'kbd'),
        span('+'),
        span('K', 'kbd'),
        span(' for '),
        span('this', 'strong', 'mark'),
      ]),
    ]);
    assert.deepEqual(problems, []);
  });

  test('an opening mark tag without its closing tag keeps its text, said', () => {
    const { blocks, problems } = convert('Press <kbd>Ctrl to go');
    assert.deepEqual(blocks, [text('Press Ctrl to go')]);
    assert.deepEqual(problems, ['1: warning: <kbd> without its </kbd>: its text is kept without the mark']);
  });

  test('<a id> and <a name> are anchors; one alone on its line joins the text after it', () => {
    const { blocks, problems } = convert(
      'Before <a id="here"></a>after.\n\n<a name="setup"></a>\n\n## Setup\n\nText <a id="Bad Name"></a>end.',
    );
    assert.deepEqual(blocks, [
      block('normal', [span('Before '), anchor('here'), span('after.')]),
      block('h2', [anchor('setup'), span('Setup')]),
      text('Text end.'),
    ]);
    assert.deepEqual(problems, [
      '7: warning: anchor "Bad Name" skipped: anchor names use lowercase letters (of any script), digits, - and _',
    ]);
  });

  test('comments and closing tags vanish; other tags are skipped and named as HTML or JSX', () => {
    assert.deepEqual(convert('A <!-- note --> b').problems, []);
    assert.deepEqual(convert('Status <Badge kind="new" /> here').problems, [
      '1: warning: skipped inline JSX <Badge kind="new" />',
    ]);
    assert.deepEqual(convert('A <button type="button">B</button>').problems, [
      '1: warning: skipped inline HTML <button type="button">',
    ]);
  });

  test('inline HTML becomes marks, links and plain text, as the page shows it', () => {
    const { blocks, problems } = convert(
      'Call <code>select()</code>, <b>once</b>, <a href="https://example.com/x">see</a> <abbr title="x">API</abbr>.',
    );
    assert.deepEqual(problems, []);
    assert.deepEqual(blocks, [
      {
        _type: 'block',
        style: 'normal',
        markDefs: [{ _type: 'link', href: 'https://example.com/x' }],
        children: [
          { _type: 'span', text: 'Call ', marks: [] },
          { _type: 'span', text: 'select()', marks: ['code'] },
          { _type: 'span', text: ', ', marks: [] },
          { _type: 'span', text: 'once', marks: ['strong'] },
          { _type: 'span', text: ', ', marks: [] },
          { _type: 'span', text: 'see', marks: ['#0'] },
          { _type: 'span', text: ' API.', marks: [] },
        ],
      },
    ]);
  });
});

describe('horizontal rules', () => {
  test('--- between paragraphs is a divider', () => {
    const { blocks, problems } = convert('One\n\n---\n\nTwo\n\n***');
    assert.deepEqual(blocks, [
      text('One'),
      { _type: 'divider', style: 'line' },
      text('Two'),
      { _type: 'divider', style: 'line' },
    ]);
    assert.deepEqual(problems, []);
  });
});
