import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { flowHtml } from '../../../../../src/import/markdown/flow/html.ts';
import { runFlow } from '../../../../support/conversion.ts';

describe('HTML and JSX blocks', () => {
  test('an embed element in an HTML block is an embed, read as JSX or, failing that, as HTML', () => {
    const wrapped = runFlow(
      '<div class="video">\n<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ" title="Talk"></iframe>\n</div>',
      'html',
      flowHtml,
    );
    assert.deepEqual(wrapped.blocks, [
      { _type: 'embed', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Talk' },
    ]);
    assert.deepEqual(wrapped.problems, []);

    const html = runFlow(
      '<div>\n<iframe width=560 src="https://www.youtube.com/watch?v=dQw4w9WgXcQ" title="Old HTML">\n</div>',
      'html',
      flowHtml,
    );
    assert.deepEqual(html.blocks, [
      { _type: 'embed', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Old HTML' },
    ]);
  });

  test("comments, wrappers' lone tags and closing tags vanish; HTML becomes what it shows; the rest is skipped and named", () => {
    assert.deepEqual(runFlow('<!-- a note to editors -->', 'html', flowHtml).problems, []);
    assert.deepEqual(runFlow('</div>', 'html', flowHtml).problems, []);
    const wrapper = runFlow("<div style={{ marginBottom: '1em' }}>", 'html', flowHtml);
    assert.deepEqual([wrapper.blocks, wrapper.problems], [[], []]);
    const div = runFlow('<div class="note">Hi <b>there</b></div>', 'html', flowHtml);
    assert.deepEqual(div.blocks, [
      {
        _type: 'block',
        style: 'normal',
        markDefs: [],
        children: [
          { _type: 'span', text: 'Hi ', marks: [] },
          { _type: 'span', text: 'there', marks: ['strong'] },
        ],
      },
    ]);
    assert.deepEqual(div.problems, []);
    const heading = runFlow('<h3>\nA heading in HTML\n</h3>', 'html', flowHtml);
    assert.deepEqual(heading.blocks, [
      {
        _type: 'block',
        style: 'h3',
        markDefs: [],
        children: [{ _type: 'span', text: 'A heading in HTML', marks: [] }],
      },
    ]);
    const form = runFlow('<form action="/search"></form>', 'html', flowHtml);
    assert.deepEqual(form.problems, ['1: warning: skipped HTML block: <form action="/search"></form>']);
    assert.deepEqual(runFlow('<Chart data="sales" />', 'html', flowHtml).problems, [
      '1: warning: skipped JSX block: <Chart data="sales" />',
    ]);
  });
});
