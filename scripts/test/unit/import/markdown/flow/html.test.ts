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

  test('comments and lone closing tags vanish; any other block is skipped and named', () => {
    assert.deepEqual(runFlow('<!-- a note to editors -->', 'html', flowHtml).problems, []);
    assert.deepEqual(runFlow('</div>', 'html', flowHtml).problems, []);
    const div = runFlow('<div class="note">Hi</div>', 'html', flowHtml);
    assert.deepEqual(div.blocks, []);
    assert.deepEqual(div.problems, ['1: warning: skipped HTML block: <div class="note">Hi</div>']);
    assert.deepEqual(runFlow('<Chart data="sales" />', 'html', flowHtml).problems, [
      '1: warning: skipped JSX block: <Chart data="sales" />',
    ]);
  });
});
