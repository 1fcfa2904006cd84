import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { convertFlowNode } from '../../../../../src/import/markdown/flow/index.ts';
import { runFlow, scopeIn } from '../../../../support/conversion.ts';

describe('flow dispatch', () => {
  test('code goes through the code block converter, its warnings at the block', () => {
    const { blocks, problems } = runFlow('Text.\n\n```brainfuck\n+.\n```', 'code', convertFlowNode);
    assert.deepEqual(blocks, [{ _type: 'code', language: 'text', code: '+.' }]);
    assert.deepEqual(problems, [
      '3: warning: code block language "brainfuck" is not one the site highlights; shown as plain text',
    ]);
  });

  test('a table inside an admonition goes after it', () => {
    const { blocks, overflow, problems } = runFlow('| A |\n| --- |\n| 1 |', 'table', convertFlowNode, {
      scope: scopeIn('admonition'),
    });
    assert.deepEqual(blocks, []);
    assert.equal((overflow as { _type: string }[])[0]?._type, 'table');
    assert.deepEqual(problems, ['1: warning: table cannot be inside an admonition; placed after it']);
  });

  test('link definitions vanish; a rule is a divider; a footnote definition waits for its reference', () => {
    assert.deepEqual(runFlow('[docs]: https://example.com', 'definition', convertFlowNode).problems, []);
    const rule = runFlow('Text.\n\n***', 'thematicBreak', convertFlowNode);
    assert.deepEqual(rule.problems, []);
    assert.deepEqual(rule.blocks, [{ _type: 'divider', style: 'line' }]);
    const footnote = runFlow('[^note]: A footnote.', 'footnoteDefinition', convertFlowNode);
    assert.deepEqual([footnote.blocks, footnote.problems], [[], []]);
  });
});
