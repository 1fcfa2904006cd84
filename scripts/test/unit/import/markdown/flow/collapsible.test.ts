import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { block, convert, note, span, text } from '../../../../support/helpers.ts';

const section = (summary: string, body: unknown[], open = false) => ({ _type: 'collapsible', summary, open, body });

describe('<details> as a collapsible section', () => {
  test('summary and Markdown content, on lines of their own', () => {
    const { blocks, problems } = convert(
      [
        'Before.',
        '',
        '<details>',
        '<summary>Why does it <b>re-render</b>?</summary>',
        '',
        'Because the **selector** returned a new object.',
        '',
        '```js',
        'const x = useSelector(pick);',
        '```',
        '',
        ':::note',
        'Compare with `shallowEqual`.',
        ':::',
        '',
        '</details>',
        '',
        'After.',
      ].join('\n'),
    );
    assert.deepEqual(blocks, [
      text('Before.'),
      section('Why does it re-render?', [
        block('normal', [span('Because the '), span('selector', 'strong'), span(' returned a new object.')]),
        { _type: 'code', language: 'javascript', code: 'const x = useSelector(pick);' },
        note(block('normal', [span('Compare with '), span('shallowEqual', 'code'), span('.')])),
      ]),
      text('After.'),
    ]);
    assert.deepEqual(problems, []);
  });

  test('a summary written over several lines, the text right under it', () => {
    const { blocks, problems } = convert(
      [
        '<details>',
        '<summary>',
        '<b>How it works</b>',
        ' </summary>',
        'It runs in three stages:',
        '',
        '- smooth',
        '</details>',
        '',
        'Done.',
      ].join('\n'),
    );
    assert.deepEqual(blocks, [
      section('How it works', [
        text('It runs in three stages:'),
        block('normal', [span('smooth')], { listItem: 'bullet', level: 1 }),
      ]),
      text('Done.'),
    ]);
    assert.deepEqual(problems, []);
  });

  test('the tags written together, open at first, and without blank lines around the content', () => {
    const { blocks, problems } = convert(
      '<details open><summary>Steps</summary>\nFirst, install.\n</details>\n\nDone.',
    );
    assert.deepEqual(blocks, [section('Steps', [text('First, install.')], true), text('Done.')]);
    assert.deepEqual(problems, []);
  });

  test('all on one line; Docusaurus’s <Details summary> component', () => {
    assert.deepEqual(convert('<details><summary>A &amp; B</summary>Short answer.</details>').blocks, [
      section('A & B', [text('Short answer.')]),
    ]);
    assert.deepEqual(convert('<Details summary="More">\n\nHidden text.\n\n</Details>').blocks, [
      section('More', [text('Hidden text.')]),
    ]);
  });

  test('without a summary it shows "Details"; never closed it runs to the end; a heading inside is bold', () => {
    const { blocks, problems } = convert('<details>\n\n## Inside\n\nText.');
    assert.deepEqual(blocks, [section('Details', [block('normal', [span('Inside', 'strong')]), text('Text.')])]);
    assert.deepEqual(problems, [
      '1: warning: <details> is never closed: it runs to the end of the page; add </details>',
      '1: warning: <details> has no <summary>: it shows "Details", as in Docusaurus',
      '3: warning: heading "Inside" inside a collapsible section is shown as bold text',
    ]);
  });

  test('inside a callout it is shown open, its summary in bold', () => {
    const { blocks, problems } = convert(
      ':::tip\n\n<details>\n<summary>Hint</summary>\n\nUse it.\n\n</details>\n\n:::',
    );
    assert.deepEqual(blocks, [
      { _type: 'admonition', kind: 'tip', body: [block('normal', [span('Hint', 'strong')]), text('Use it.')] },
    ]);
    assert.deepEqual(problems, [
      '3: warning: collapsible section "Hint" inside an admonition is shown open, its summary in bold',
    ]);
  });
});
