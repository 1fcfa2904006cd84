import assert from 'node:assert/strict';
import { test } from 'node:test';
import { joinText, needsSpace } from '../../../../src/generate/prose/spacing.ts';

test('pieces of prose join with spaces, except before punctuation and after an opening bracket', () => {
  assert.equal(
    joinText([
      { text: 'Call' },
      { text: 'useWidgetSelector', marks: ['code'] },
      { text: '(see' },
      { text: 'Hooks' },
      { text: ')' },
      { text: ', then' },
      { text: 'read it' },
      { text: ':' },
      { text: 'done' },
      { text: '.' },
    ]),
    'Call useWidgetSelector (see Hooks), then read it: done.',
  );
  assert.equal(needsSpace('', 'Start'), false);
  assert.equal(needsSpace('word ', 'next'), false);
  assert.equal(needsSpace('word', ';'), false);
});
