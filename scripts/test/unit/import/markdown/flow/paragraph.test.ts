import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { paragraph } from '../../../../../src/import/markdown/flow/paragraph.ts';
import { runFlow, scopeIn } from '../../../../support/conversion.ts';
import { block, span, text } from '../../../../support/helpers.ts';

const image = (alt: string, url: string) => ({ _type: 'image', alt, _sanityAsset: `image@${url}` });

describe('paragraph', () => {
  test('a text block, in the blockquote style inside a quote', () => {
    assert.deepEqual(runFlow('Plain *text*.', 'paragraph', paragraph).blocks, [
      block('normal', [span('Plain '), span('text', 'em'), span('.')]),
    ]);
    assert.deepEqual(runFlow('Quoted.', 'paragraph', paragraph, { scope: scopeIn('blockquote') }).blocks, [
      block('blockquote', [span('Quoted.')]),
    ]);
  });

  test('cut where it holds an image or an embed: each becomes a block of its own between the text around it', () => {
    const { blocks, problems } = runFlow(
      'See ![Diagram](https://example.com/d.png) and <YouTube id="dQw4w9WgXcQ" title="Talk" /> below.',
      'paragraph',
      paragraph,
    );
    assert.deepEqual(blocks, [
      text('See'),
      image('Diagram', 'https://example.com/d.png'),
      text('and'),
      { _type: 'embed', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Talk' },
      text('below.'),
    ]);
    assert.deepEqual(problems, []);
  });

  test('a link around an image is removed; in text of paragraphs only, images are skipped', () => {
    const linked = runFlow('[![Logo](https://example.com/l.png)](https://example.com)', 'paragraph', paragraph);
    assert.deepEqual(linked.blocks, [image('Logo', 'https://example.com/l.png')]);
    assert.deepEqual(linked.problems, ['1: warning: the link around the image was removed: images cannot be links']);

    const inText = runFlow('Text ![Logo](https://example.com/l.png)', 'paragraph', paragraph, { mode: 'paragraphs' });
    assert.deepEqual(inText.blocks, [text('Text')]);
    assert.deepEqual(inText.problems, ['1: warning: images are not allowed here; skipped']);
  });

  test('MDX import and export lines are dropped: silently for the components whose tags are converted or rendered', () => {
    const { blocks, problems } = runFlow(
      [
        "import Tabs from '@theme/Tabs';",
        "import Chart from 'chart-kit';",
        'export const year = 2024;',
        "import Badge from '../components/Badge';",
      ].join('\n'),
      'paragraph',
      paragraph,
    );
    assert.deepEqual(blocks, []);
    assert.deepEqual(problems, [
      "2: warning: skipped MDX import: import Chart from 'chart-kit';",
      '3: warning: skipped MDX export: export const year = 2024;',
    ]);
  });
});
