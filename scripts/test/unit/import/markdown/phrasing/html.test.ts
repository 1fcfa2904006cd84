import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { inlineHtml } from '../../../../../src/import/markdown/phrasing/html.ts';
import { runPhrasing } from '../../../../support/conversion.ts';

describe('inline HTML', () => {
  test('<br> is a line break with the marks around it', () => {
    assert.deepEqual(runPhrasing('One<br/>two', 'html', inlineHtml, ['strong']).spans, [
      { text: '\n', marks: ['strong'] },
    ]);
  });

  test('comments and closing tags vanish; other tags are skipped and named as HTML or JSX', () => {
    assert.deepEqual(runPhrasing('A <!-- note --> b', 'html', inlineHtml), {
      spans: [],
      defs: [],
      anchorChecks: [],
      problems: [],
    });
    assert.deepEqual(runPhrasing('Press <kbd>Ctrl</kbd>', 'html', inlineHtml).problems, [
      '1: warning: skipped inline HTML <kbd>',
    ]);
    assert.deepEqual(runPhrasing('Status <Badge kind="new" /> here', 'html', inlineHtml).problems, [
      '1: warning: skipped inline JSX <Badge kind="new" />',
    ]);
  });
});
