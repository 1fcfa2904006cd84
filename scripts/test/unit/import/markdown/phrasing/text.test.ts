import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { text } from '../../../../../src/import/markdown/phrasing/text.ts';
import { runPhrasing } from '../../../../support/conversion.ts';

const inEmphasis = (markdown: string) =>
  runPhrasing(markdown, 'text', (conversion, node, marks, out) => text(conversion, node, marks, out, 'emphasis'), [
    'em',
  ]);

describe('text', () => {
  test('one span with the marks given; line breaks in the source become spaces', () => {
    assert.deepEqual(inEmphasis('*Soft\nline break*'), {
      spans: [{ text: 'Soft line break', marks: ['em'] }],
      defs: [],
      anchorChecks: [],
      problems: [],
    });
  });

  test('MDX expressions are dropped with a warning, comments silently', () => {
    const { spans, problems } = inEmphasis('*Total {count} items*');
    assert.deepEqual(spans, [{ text: 'Total items', marks: ['em'] }]);
    assert.deepEqual(problems, ['1: warning: skipped MDX expression {count}']);

    const commented = runPhrasing('Total {/* editors: check */} today', 'text', (conversion, node, marks, out) =>
      text(conversion, node, marks, out, 'formatted text'),
    );
    assert.deepEqual(commented.spans, [{ text: 'Total today', marks: [] }]);
    assert.deepEqual(commented.problems, []);
  });

  test('an embed element where no block can go is dropped, named with the place', () => {
    const { spans, problems } = inEmphasis('*Watch <YouTube id="dQw4w9WgXcQ" title="Talk" /> now*');
    assert.deepEqual(spans, [{ text: 'Watch now', marks: ['em'] }]);
    assert.deepEqual(problems, ['1: warning: <YouTube> inside emphasis cannot be shown there; skipped']);
  });

  test('a JSX tag left in the text is dropped with a warning; generics and comparisons stay text', () => {
    const { spans, problems } = runPhrasing(
      'Read <Glossary.Term /> first;\na Map<K, V> holds pairs when a < b.',
      'text',
      (conversion, node, marks, out) => text(conversion, node, marks, out, 'a paragraph'),
    );
    assert.deepEqual(spans, [{ text: 'Read first; a Map<K, V> holds pairs when a < b.', marks: [] }]);
    assert.deepEqual(problems, [
      '1: warning: skipped JSX <Glossary.Term />: its component is not imported from the site or Docusaurus, so it cannot be rendered here',
    ]);
  });
});
