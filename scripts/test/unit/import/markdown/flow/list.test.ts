import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { list } from '../../../../../src/import/markdown/flow/list.ts';
import { runFlow } from '../../../../support/conversion.ts';
import { text } from '../../../../support/helpers.ts';

const bullet = (value: string, level = 1) => text(value, { listItem: 'bullet', level });

describe('list', () => {
  test('items as list blocks; an item of several paragraphs stays one block; nested lists one level deeper', () => {
    const { blocks, problems } = runFlow(
      ['- First', '- Second', '', '  More of the second.', '', '  - Nested', '', '1. One', '2. Two'].join('\n'),
      'list',
      (conversion, node, scope) => list(conversion, node, scope, 1),
    );
    assert.deepEqual(blocks, [bullet('First'), bullet('Second\n\nMore of the second.'), bullet('Nested', 2)]);
    assert.deepEqual(problems, []);

    const numbered = runFlow('1. One\n2. Two', 'list', (conversion, node, scope) => list(conversion, node, scope, 1));
    assert.deepEqual(numbered.blocks, [
      text('One', { listItem: 'number', level: 1 }),
      text('Two', { listItem: 'number', level: 1 }),
    ]);
  });

  test("what follows an item's text comes after the item; a task checkbox is dropped with a warning", () => {
    const { blocks, problems } = runFlow(
      ['- [x] Install:', '', '  ```', '  npm install', '  ```'].join('\n'),
      'list',
      (conversion, node, scope) => list(conversion, node, scope, 1),
    );
    assert.deepEqual(blocks, [bullet('Install:'), { _type: 'code', language: 'text', code: 'npm install' }]);
    assert.deepEqual(problems, ['1: warning: task list checkbox skipped; the item text is kept']);
  });
});
